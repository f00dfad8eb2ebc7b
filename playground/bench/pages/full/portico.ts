// Composition (b): every chain and feature plugin that exists, on every namespace that has one
// (`playground/bench/fullComposition.test.ts` fails when a package under chains/ or plugins/ is
// neither composed here nor left out there with a reason). With `?api=<url>` (the runner passes
// the local API emulator) the hosted services are on, so the Connect view also lists the
// catalogue's wallets.
import { bip122 } from '@portico/chain-bip122'
import { bitcoin } from '@portico/chain-bip122/networks'
import { cosmos } from '@portico/chain-cosmos'
import { cosmosHub } from '@portico/chain-cosmos/networks'
import { eip155 } from '@portico/chain-eip155'
import { base, mainnet } from '@portico/chain-eip155/networks'
import { polkadot } from '@portico/chain-polkadot'
import { polkadot as polkadotRelay } from '@portico/chain-polkadot/networks'
import { solana } from '@portico/chain-solana'
import { solana as solanaMainnet } from '@portico/chain-solana/networks'
import { createPortico } from '@portico/kernel'
import { activity } from '@portico/plugin-activity'
import { analytics } from '@portico/plugin-analytics'
import { balances } from '@portico/plugin-balances'
import { emailAuth } from '@portico/plugin-email-auth'
import { names } from '@portico/plugin-names'
import { onramp } from '@portico/plugin-onramp'
import { send } from '@portico/plugin-send'
import { siwx } from '@portico/plugin-siwx'
import { smartSessions } from '@portico/plugin-smart-sessions'
import { socials } from '@portico/plugin-socials'
import { swap } from '@portico/plugin-swap'
import { walletConnect } from '@portico/plugin-walletconnect'
import { ui } from '@portico/ui'

const api = new URLSearchParams(window.location.search).get('api')

export default createPortico({
  plugins: [
    ui(),
    eip155(),
    solana(),
    bip122(),
    cosmos(),
    polkadot(),
    walletConnect({ projectId: 'portico-bench' }),
    balances(),
    activity(),
    send(),
    swap(),
    onramp(),
    siwx(),
    names(),
    emailAuth({ secureSiteUrl: 'http://127.0.0.1:4600' }),
    socials(),
    smartSessions(),
    analytics(),
  ],
  networks: [mainnet, base, solanaMainnet, bitcoin, cosmosHub, polkadotRelay],
  metadata: { name: 'Portico bench', description: '', url: window.location.origin, icons: [] },
  ...(api
    ? { projectId: 'portico-bench', api: { blockchainApi: api, catalogApi: api, analytics: api } }
    : {}),
})
