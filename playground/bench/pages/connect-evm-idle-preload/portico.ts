// Composition (a) as connect-evm/portico.ts creates it, with the modal's code loaded at idle.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui({ preload: 'idle' }), eip155()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
