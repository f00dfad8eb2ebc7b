// The baseline of the feature plugins' size checks: composition (a) with the balances plugin that
// swap and send depend on, its instance created at once.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { balances } from '@portico/plugin-balances'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
