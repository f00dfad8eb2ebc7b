import type { Portico } from '@portico/kernel'
import { PorticoProvider } from '@portico/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { type Config, WagmiProvider } from 'wagmi'
import { readServices } from '../dapp/services.js'
import { createWagmiApp } from './createWagmiApp.js'
import { WagmiApp } from './WagmiApp.js'

/** What browser tests reach through `window.porticoWagmi`. */
export type PorticoWagmiHandle = { portico: Portico; config: Config; ready: boolean }

declare global {
  interface Window {
    porticoWagmi?: PorticoWagmiHandle
  }
}

async function main(): Promise<void> {
  const services = readServices()
  // The test wallets sign with publicly known dev keys: development only (dropped from builds).
  if (import.meta.env.DEV) (await import('../dapp/devWallets.js')).installDevWallets(services)
  const { config, portico } = createWagmiApp(services)
  const handle: PorticoWagmiHandle = { portico, config, ready: false }
  window.porticoWagmi = handle
  portico.events.on('kernel:ready', () => {
    handle.ready = true
  })
  const queryClient = new QueryClient()
  const root = document.getElementById('root')
  if (!root) throw new Error('wagmi.html has no #root')
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <PorticoProvider portico={portico}>
            <WagmiApp services={services} />
          </PorticoProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}

void main()
