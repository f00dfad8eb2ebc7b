// The Portico instance of the wagmi composition: kernel + ui + eip155 + the wagmi bridge, on the
// config's own chains. Loaded after the first paint, like connect-evm's.
import { eip155 } from '@portico/chain-eip155'
import { createPortico } from '@portico/kernel'
import { ui } from '@portico/ui'
import { networksFromWagmi, wagmiAdapter } from '@portico/wagmi'
import { config } from './wagmiConfig.js'

export default createPortico({
  plugins: [ui(), eip155(), wagmiAdapter({ config })],
  networks: networksFromWagmi(config),
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
