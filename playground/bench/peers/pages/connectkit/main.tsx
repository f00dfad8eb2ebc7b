// ConnectKit's Connect button for Ethereum and Base, composed as its README's quick start does
// (createConfig(getDefaultConfig(...)), WagmiProvider, QueryClientProvider, ConnectKitProvider).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { PROJECT_ID, rootElement } from '../shared.js'

const config = createConfig(
  getDefaultConfig({ appName: 'Bench', walletConnectProjectId: PROJECT_ID, chains: [mainnet, base] }),
)
const queryClient = new QueryClient()

createRoot(rootElement()).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectKitProvider>
          <ConnectKitButton />
        </ConnectKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
