// A wagmi app with Portico's Connect button (issue 23): WagmiProvider and react-query around the
// Portico provider, the same Ethereum + Base scenario as connect-evm. What the wagmi app pays for
// wagmi itself is before the click here, as in RainbowKit's and AppKit's wagmi setups.
import { ConnectButton, PorticoProvider } from '@portico/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { config } from './wagmiConfig.js'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={new QueryClient()}>
        <PorticoProvider portico={() => import('./portico.js')}>
          <ConnectButton />
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
