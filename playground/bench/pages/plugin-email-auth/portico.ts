// plugin-base plus emailAuth(): the difference is what composing the e-mail wallet adds before the click.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { balances } from '@portico/plugin-balances'
import { emailAuth } from '@portico/plugin-email-auth'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances(), emailAuth({ secureSiteUrl: 'http://127.0.0.1:4600' })],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
