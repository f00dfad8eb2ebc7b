import type { Portico } from '@portico/kernel'
import { smartSessionsTokens } from '@portico/plugin-smart-sessions'
import { PorticoProvider } from '@portico/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createDappPortico } from './createDappPortico.js'
import { DappApp } from './DappApp.js'
import type { DevWallets } from './devWallets.js'
import { type PlaygroundServices, readServices } from './services.js'
import { loadSettings } from './settings.js'

/** What browser tests (and curious developers) reach through `window.porticoDapp`. */
export type PorticoDappHandle = {
  portico: Portico
  services: PlaygroundServices
  /** The test wallets; development only. */
  wallets: DevWallets | undefined
  /** True once the instance started and restored any previous connection. */
  ready: boolean
  /**
   * Service tokens of composed plugins, for a test that drives a service the views do not expose
   * yet (`portico.resolve(tokens.smartSessions.service)`): a built page has no module URL to import.
   */
  tokens: { smartSessions: typeof smartSessionsTokens }
}

declare global {
  interface Window {
    porticoDapp?: PorticoDappHandle
  }
}

async function main(): Promise<void> {
  const services = readServices()
  const settings = loadSettings(localStorage)
  // The test wallets sign with publicly known dev keys: development only. Vite drops this import
  // from production builds, where `import.meta.env.DEV` is false.
  const wallets = import.meta.env.DEV
    ? (await import('./devWallets.js')).installDevWallets(services)
    : undefined
  const portico = createDappPortico(services, settings)
  const handle: PorticoDappHandle = {
    portico,
    services,
    wallets,
    ready: false,
    tokens: { smartSessions: smartSessionsTokens },
  }
  window.porticoDapp = handle
  portico.events.on('kernel:ready', () => {
    handle.ready = true
  })

  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root')
  createRoot(root).render(
    <StrictMode>
      <PorticoProvider portico={portico}>
        <DappApp services={services} />
      </PorticoProvider>
    </StrictMode>,
  )
}

void main()
