import { createPortico, type Portico } from '@portico/kernel'
import { type MockChainBehaviour, mockChain, testNetworks } from '@portico/kernel/testing'
import { PorticoProvider, ui } from '@portico/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { HarnessApp } from './HarnessApp.js'
import { parseHarnessOptions } from './harnessOptions.js'
import { harnessViews } from './harnessViews.js'

/** What browser tests reach through `window.porticoHarness` to set up state quickly. */
export type PorticoHarnessHandle = {
  portico: Portico
  chain: ReturnType<typeof mockChain>
  networks: typeof testNetworks
  ready: boolean
}

declare global {
  interface Window {
    porticoHarness?: PorticoHarnessHandle
  }
}

const options = parseHarnessOptions(window.location.search)

const behaviours: Record<NonNullable<typeof options.mock>, MockChainBehaviour> = {
  ok: {},
  reject: { rejectConnect: true },
  fail: { failConnect: true },
  slow: { connectDelayMs: 1500 },
  // Longer than any test: the waiting state stays on screen.
  hang: { connectDelayMs: 3_600_000 },
}

const chain = mockChain({ behaviour: behaviours[options.mock ?? 'ok'] })
const portico = createPortico({
  plugins: [ui({ preload: options.preload }), chain.plugin, harnessViews()],
  networks: [testNetworks.ethereum, testNetworks.base],
  metadata: { name: 'Portico UI harness', description: '', url: window.location.origin, icons: [] },
  storage: 'memory',
  themeMode: options.theme ?? 'light',
  themeVariables: options.accent ? { '--portico-color-accent': options.accent } : undefined,
  locale: options.locale,
  embedded: options.embedded,
  ...(options.api
    ? { projectId: 'portico-e2e', api: { catalogApi: options.api, blockchainApi: options.api } }
    : {}),
})

const handle: PorticoHarnessHandle = { portico, chain, networks: testNetworks, ready: false }
window.porticoHarness = handle

portico.events.on('kernel:ready', async () => {
  if (options.connected) await portico.wallet.connect({ connectorId: 'mock.injected' })
  handle.ready = true
})

const root = document.getElementById('root')
if (!root) throw new Error('ui-harness.html has no #root')
createRoot(root).render(
  <StrictMode>
    <PorticoProvider portico={portico}>
      <HarnessApp embedded={options.embedded ?? false} />
    </PorticoProvider>
  </StrictMode>,
)
