import { bip122 } from '@portico/chain-bip122'
import { cosmos } from '@portico/chain-cosmos'
import { eip155 } from '@portico/chain-eip155'
import { polkadot } from '@portico/chain-polkadot'
import { solana } from '@portico/chain-solana'
import { createPortico, type Portico } from '@portico/kernel'
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
import { PNFT_COLLECTION } from '../../../testkit/src/services/chains/constants.js'
import { SOLANA_TEST_MINT } from '../../../testkit/src/services/solana/constants.js'
import { localBitcoinNetwork } from './bitcoinNetwork.js'
import { localCosmosNetwork } from './cosmosNetwork.js'
import { localNetworks, localSolanaNetwork } from './networks.js'
import { localPolkadotNetwork } from './polkadotNetwork.js'
import type { PlaygroundServices } from './services.js'
import type { DappSettings } from './settings.js'

/** Any non-empty id works with the local emulator and relay. */
export const PLAYGROUND_PROJECT_ID = 'portico-playground'

/**
 * The demo dapp's Portico: kernel + ui + eip155 + solana (the local LiteSVM validator) + balances +
 * activity + send + names + WalletConnect, on
 * the local anvil chains, with every remote service (Blockchain API, catalogue, analytics) on the
 * local emulator, so nothing leaves 127.0.0.1.
 */
export function createDappPortico(services: PlaygroundServices, settings: DappSettings): Portico {
  const networks = localNetworks(services.chains)
  // The Bitcoin plugin and the local regtest network, when the panel's Bitcoin setting is on.
  const bitcoin = settings.bitcoin && services.bitcoin ? localBitcoinNetwork(services.bitcoin) : undefined
  // The Polkadot plugin and the local node emulator's network, when the panel's Polkadot setting is on.
  const polkadotNetwork =
    settings.polkadot && services.polkadot ? localPolkadotNetwork(services.polkadot) : undefined
  // The local Solana validator's cluster, after the EVM chains (so EVM stays the default namespace).
  const solanaNetwork = services.solana ? localSolanaNetwork(services.solana) : undefined
  // The Cosmos plugin and the local Cosmos node's network, when the panel's Cosmos setting is on.
  const cosmosNetwork = settings.cosmos && services.cosmos ? localCosmosNetwork(services.cosmos) : undefined
  return createPortico({
    plugins: [
      // The consent checkbox (the legalCheckbox flag) links the playground's own page.
      ui({
        legal: {
          termsUrl: new URL('/legal.html#terms', location.origin).href,
          privacyUrl: new URL('/legal.html#privacy', location.origin).href,
        },
      }),
      eip155(),
      solanaNetwork &&
        solana({
          tokens: {
            [solanaNetwork.caipNetworkId]: [
              {
                mint: SOLANA_TEST_MINT.address,
                symbol: SOLANA_TEST_MINT.symbol,
                name: SOLANA_TEST_MINT.name,
              },
            ],
          },
        }),
      balances({
        // The Blockchain API has no NFT endpoint; the NFTs tab reads the test collection on chain.
        nftCollections: Object.fromEntries(
          networks.map((network) => [network.caipNetworkId, [{ address: PNFT_COLLECTION.address }]]),
        ),
      }),
      activity(),
      send(),
      names(),
      // Swaps against the swap pool on the local chains (the emulator's /v1/convert/* reads it).
      swap({ networks: networks.map((network) => network.caipNetworkId) }),
      // Buying crypto through the local meld / Coinbase Pay stand-ins, which credit the local chain.
      services.onrampUrl !== undefined &&
        onramp({ meld: { publicKey: 'pk_portico_playground', url: `${services.onrampUrl}/meld` } }),
      walletConnect({ projectId: PLAYGROUND_PROJECT_ID, relayUrl: services.relayUrl }),
      settings.signIn !== 'off' &&
        siwx({
          required: settings.signIn === 'required',
          sessions: settings.signInSessions,
          statement: 'Sign in to the Portico playground.',
          expiresInMs: 24 * 60 * 60_000,
        }),
      ...(bitcoin ? [bip122()] : []),
      ...(polkadotNetwork ? [polkadot()] : []),
      // The Sessions view from Account, shown only with the smartSessions flag (off by default).
      smartSessions(),
      ...(cosmosNetwork ? [cosmos()] : []),
      // Opt-in analytics to the emulator's /e and /batch; posted 2 s after an event so a person sees them soon.
      settings.analytics && analytics({ flushIntervalMs: 2000 }),
      ...(settings.emailWallet && services.secureSiteUrl
        ? [
            // Logins start on the EOA (the faucet funds it); Account / ProfileWallets switch to the smart account.
            emailAuth({ secureSiteUrl: services.secureSiteUrl, defaultAccountType: 'eoa' }),
            ...(settings.socialLogin ? [socials()] : []),
          ]
        : []),
    ],
    networks: [
      ...networks,
      ...(solanaNetwork ? [solanaNetwork] : []),
      ...(bitcoin ? [bitcoin] : []),
      ...(polkadotNetwork ? [polkadotNetwork] : []),
      ...(cosmosNetwork ? [cosmosNetwork] : []),
    ],
    projectId: PLAYGROUND_PROJECT_ID,
    api: {
      blockchainApi: services.apiUrl,
      catalogApi: services.apiUrl,
      analytics: services.apiUrl,
    },
    metadata: {
      name: 'Portico playground',
      description: 'The Portico demo dapp on local chains',
      url: window.location.origin,
      icons: [],
    },
    storage: 'local',
    storagePrefix: '@portico-playground/',
    themeMode: settings.theme,
    locale: settings.locale,
    embedded: settings.embedded,
  })
}
