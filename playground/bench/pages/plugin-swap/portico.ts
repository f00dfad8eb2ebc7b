// plugin-base plus swap(): the difference is what composing the swap plugin adds before the click.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { balances } from '@portico/plugin-balances'
import { swap } from '@portico/plugin-swap'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances(), swap()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
