// plugin-base plus onramp(): the difference is what composing the on-ramp plugin adds before the click.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { balances } from '@portico/plugin-balances'
import { onramp } from '@portico/plugin-onramp'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances(), onramp()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
