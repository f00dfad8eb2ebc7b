// plugin-base plus polkadot() and the Polkadot network: the difference is what composing the
// Polkadot chain plugin adds before the click.

import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { polkadot } from '@portico/chain-polkadot'
import { polkadot as polkadotRelay } from '@portico/chain-polkadot/networks'
import { createPortico } from '@portico/kernel'
import { balances } from '@portico/plugin-balances'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances(), polkadot()],
  networks: [mainnet, base, polkadotRelay],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
