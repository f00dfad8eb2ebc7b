// plugin-base plus send(): the difference is what composing the send plugin adds before the click.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { balances } from '@portico/plugin-balances'
import { send } from '@portico/plugin-send'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances(), send()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
