// Composition (b): everything composed so far. With `?api=<url>` (the runner passes the local API
// emulator) the hosted services are on, so the Connect view also lists the catalogue's wallets.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { activity } from '@portico/plugin-activity'
import { balances } from '@portico/plugin-balances'
import { send } from '@portico/plugin-send'
import { walletConnect } from '@portico/plugin-walletconnect'
import { ui } from '@portico/ui'

const api = new URLSearchParams(window.location.search).get('api')

export default createPortico({
  plugins: [ui(), eip155(), walletConnect({ projectId: 'portico-bench' }), balances(), activity(), send()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
  ...(api
    ? { projectId: 'portico-bench', api: { blockchainApi: api, catalogApi: api, analytics: api } }
    : {}),
})
