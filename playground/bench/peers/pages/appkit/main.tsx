// AppKit's Connect button for Ethereum and Base with its wagmi adapter, composed as its React
// quick start does (createAppKit at module level, WagmiProvider, QueryClientProvider,
// <appkit-button>). Analytics off, as a privacy-minded app would set it.

import { base, mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { PROJECT_ID, rootElement } from '../shared.js'

const networks: [typeof mainnet, typeof base] = [mainnet, base]
const wagmiAdapter = new WagmiAdapter({ networks, projectId: PROJECT_ID })
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId: PROJECT_ID,
  metadata: { name: 'Bench', description: '', url: window.location.origin, icons: [] },
  features: { analytics: false },
})
const queryClient = new QueryClient()

createRoot(rootElement()).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <appkit-button />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
