import { eip155 } from '@portico/chain-eip155'
import { createPortico, type Portico } from '@portico/kernel'
import { emailAuth } from '@portico/plugin-email-auth'
import { walletConnect } from '@portico/plugin-walletconnect'
import { ui } from '@portico/ui'
import { networksFromWagmi, wagmiAdapter } from '@portico/wagmi'
import { type Chain, defineChain, http } from 'viem'
import { type Config, createConfig, createStorage } from 'wagmi'
import { PLAYGROUND_PROJECT_ID } from '../dapp/createDappPortico.js'
import type { PlaygroundServices } from '../dapp/services.js'

/** The local anvil chains the test wallet knows, as a wagmi app declares chains (viem's shape). */
export function localWagmiChains(services: PlaygroundServices): [Chain, ...Chain[]] {
  const chains = services.chains
    .filter((chain) => chain.inTestWallet)
    .map((chain) =>
      defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
        testnet: true,
      }),
    )
  const [first, ...rest] = chains
  if (!first) throw new Error('No local chain the test wallet knows')
  return [first, ...rest]
}

/**
 * A wagmi app as one is usually written (its own config: chains, http transports, localStorage),
 * with Portico's modal on top: kernel + ui + eip155 + WalletConnect + the embedded e-mail wallet +
 * the wagmi bridge, every remote service on the local emulator, relay and secure site.
 */
export function createWagmiApp(services: PlaygroundServices): { config: Config; portico: Portico } {
  const chains = localWagmiChains(services)
  const config = createConfig({
    chains,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
    storage: createStorage({ storage: localStorage, key: 'portico-wagmi-playground' }),
    // Portico discovers the EIP-6963 wallets; wagmi's own discovery would list each one twice.
    multiInjectedProviderDiscovery: false,
  })
  const portico = createPortico({
    plugins: [
      ui(),
      eip155(),
      walletConnect({ projectId: PLAYGROUND_PROJECT_ID, relayUrl: services.relayUrl }),
      // The embedded wallet's EOA, as on the demo dapp: the local secure site signs messages only
      // for the owner key, so a smart account's address in personal_sign is refused.
      ...(services.secureSiteUrl
        ? [emailAuth({ secureSiteUrl: services.secureSiteUrl, defaultAccountType: 'eoa' })]
        : []),
      wagmiAdapter({ config }),
    ],
    networks: networksFromWagmi(config),
    projectId: PLAYGROUND_PROJECT_ID,
    api: { blockchainApi: services.apiUrl, catalogApi: services.apiUrl, analytics: services.apiUrl },
    metadata: {
      name: 'Portico wagmi playground',
      description: 'A wagmi app with the Portico modal',
      url: window.location.origin,
      icons: [],
    },
    storage: 'local',
    storagePrefix: '@portico-wagmi-playground/',
  })
  return { config, portico }
}
