// The instance of composition (a), in its own module (connect-evm imports it, connect-evm-lazy loads it).
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
