// Composition (a) plus WalletConnect: issue 5 requires that composing the plugin adds only its own
// small entry before the first click (the WalletConnect libraries load when a visitor picks it).
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { walletConnect } from '@portico/plugin-walletconnect'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), walletConnect({ projectId: 'portico-bench' })],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
