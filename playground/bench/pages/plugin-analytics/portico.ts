// plugin-base plus analytics(): the difference is what composing the analytics plugin adds before the click.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { analytics } from '@portico/plugin-analytics'
import { balances } from '@portico/plugin-balances'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances(), analytics()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
