// plugin-base plus bip122() and the Bitcoin network: the difference is what composing the Bitcoin
// chain plugin adds before the click.
import { bip122 } from '@portico/chain-bip122'
import { bitcoin } from '@portico/chain-bip122/networks'
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { balances } from '@portico/plugin-balances'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances(), bip122()],
  networks: [mainnet, base, bitcoin],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
