// plugin-base plus siwx(): the difference is what composing the sign-in plugin adds before the click.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { balances } from '@portico/plugin-balances'
import { siwx } from '@portico/plugin-siwx'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances(), siwx({ required: true })],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
