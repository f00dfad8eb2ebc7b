// plugin-email-auth plus socials(): the difference is what composing social login adds before the click.
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { createPortico } from '@portico/kernel'
import { balances } from '@portico/plugin-balances'
import { emailAuth } from '@portico/plugin-email-auth'
import { socials } from '@portico/plugin-socials'
import { ui } from '@portico/ui'

export default createPortico({
  plugins: [ui(), eip155(), balances(), emailAuth({ secureSiteUrl: 'http://127.0.0.1:4600' }), socials()],
  networks: [mainnet, base],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
})
