// Issue 14's multi-namespace composition: EVM, Solana and Bitcoin through one modal, and one
// WalletConnect connector serving all three. Before the click only the registrations load; viem,
// @solana/web3.js, bitcoinjs-lib and the WalletConnect libraries load on first use.
import { bip122 } from '@portico/chain-bip122'
import { bitcoin } from '@portico/chain-bip122/networks'
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { solana } from '@portico/chain-solana'
import { solana as solanaMainnet } from '@portico/chain-solana/networks'
import { createPortico } from '@portico/kernel'
import { walletConnect } from '@portico/plugin-walletconnect'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), solana(), bip122(), walletConnect({ projectId: 'portico-bench' })],
  networks: [mainnet, base, solanaMainnet, bitcoin],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
