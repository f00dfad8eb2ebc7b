// plugin-base plus names(): the difference is what composing the names plugin adds before the click.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { balances } from '@portico/plugin-balances'
import { names } from '@portico/plugin-names'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances(), names()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
