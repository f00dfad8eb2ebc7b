// RainbowKit's Connect button for Ethereum and Base, composed as its README's quick start does
// (getDefaultConfig, WagmiProvider, QueryClientProvider, RainbowKitProvider).
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { PROJECT_ID, rootElement } from '../shared.js'

const config = getDefaultConfig({ appName: 'Bench', projectId: PROJECT_ID, chains: [mainnet, base] })
const queryClient = new QueryClient()

createRoot(rootElement()).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <ConnectButton />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
