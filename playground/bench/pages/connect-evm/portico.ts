// The instance of composition (a), in its own module (connect-evm loads it after the first paint,
// connect-evm-instance and connect-evm-modal-eager import it).
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
