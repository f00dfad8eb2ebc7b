// plugin-base plus solana() and the Solana network: the difference is what composing the Solana
// chain plugin adds before the click.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { solana } from '@portico/chain-solana'
import { solana as solanaMainnet } from '@portico/chain-solana/networks'
import { createPortico } from '@portico/kernel'
import { balances } from '@portico/plugin-balances'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances(), solana()],
  networks: [mainnet, base, solanaMainnet],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
