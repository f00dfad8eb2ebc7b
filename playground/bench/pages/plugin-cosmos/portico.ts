// plugin-base plus cosmos() and the Cosmos Hub network: the difference is what composing the
// Cosmos chain plugin adds before the click.
import { cosmos } from '@portico/chain-cosmos'
import { cosmosHub } from '@portico/chain-cosmos/networks'
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { balances } from '@portico/plugin-balances'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances(), cosmos()],
  networks: [mainnet, base, cosmosHub],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
