// Composition (b): everything composed so far. With `?api=<url>` (the runner passes the local API
// emulator) the hosted services are on, so the Connect view also lists the catalogue's wallets.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { activity } from '@portico/plugin-activity'
import { balances } from '@portico/plugin-balances'
import { send } from '@portico/plugin-send'
import { walletConnect } from '@portico/plugin-walletconnect'
import { ConnectButton, PorticoProvider, ui } from '@portico/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const api = new URLSearchParams(window.location.search).get('api')

const portico = createPortico({
  plugins: [ui(), eip155(), walletConnect({ projectId: 'portico-bench' }), balances(), activity(), send()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
  ...(api
    ? { projectId: 'portico-bench', api: { blockchainApi: api, catalogApi: api, analytics: api } }
    : {}),
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <PorticoProvider portico={portico}>
      <ConnectButton />
    </PorticoProvider>
  </StrictMode>,
)
