import { BITCOIN_DEV_KEYS } from '../../../testkit/src/services/bitcoin/constants.js'
import {
  COSMOS_DEV_ACCOUNTS,
  COSMOS_LOCAL_CHAIN_ID,
  COSMOS_LOCAL_PREFIX,
} from '../../../testkit/src/services/cosmos/constants.js'
import {
  installKeplrTestWallet,
  type KeplrTestWallet,
} from '../../../testkit/src/test-wallet/cosmos/index.js'
import {
  type BitcoinTestWallet,
  createApprovalPrompt,
  createBitcoinTestWallet,
  createUnisatTestProvider,
  installTestWallets,
} from '../../../testkit/src/test-wallet/index.js'
import {
  installPolkadotTestWallet,
  type PolkadotTestWallet,
} from '../../../testkit/src/test-wallet/polkadot/index.js'
import {
  installSolanaTestWallet,
  type SolanaTestWallet,
} from '../../../testkit/src/test-wallet/solana/index.js'
import type { PlaygroundServices } from './services.js'

export type DevWallets = ReturnType<typeof installTestWallets> & {
  /** The Bitcoin test wallet (dev wallet 0's payment and ordinal keys), when the local node runs. */
  bitcoin: BitcoinTestWallet | undefined
  /** The Solana test wallet (Wallet Standard, dev accounts 0 and 1), when the Solana validator runs. */
  solana: SolanaTestWallet | undefined
  /** The Polkadot test extension (`injectedWeb3`, Alice's sr25519, ed25519 and ecdsa keys), when the node emulator runs. */
  polkadot: PolkadotTestWallet | undefined
  /** The wallet behind the injected `window.unisat` provider (dev wallet 2's payment key), when the node runs. */
  unisat: BitcoinTestWallet | undefined
  /** The Keplr-style Cosmos test wallet (`window.keplr`, dev keys 0 and 1), when the Cosmos node runs. */
  cosmos: KeplrTestWallet | undefined
}

/**
 * Installs the two test browser wallets ('Portico Test Wallet' and 'Portico Test Wallet Two') with
 * their approve / reject prompt. They know only the chains marked `inTestWallet`, so the dapp's
 * third chain must be added through `wallet_addEthereumChain`. Grants survive reloads
 * (localStorage), as with a real extension. Loaded in development only (see main.tsx).
 */
export function installDevWallets(services: PlaygroundServices): DevWallets {
  const prompt = createApprovalPrompt(document)
  const evm = installTestWallets(window, {
    chains: services.chains.filter((chain) => chain.inTestWallet),
    approve: prompt.approve,
    storage: localStorage,
  })
  // The Bitcoin test wallet registers the Wallet Standard way; the bip122 plugin finds it when composed.
  const bitcoin = services.bitcoin
    ? createBitcoinTestWallet({
        keys: BITCOIN_DEV_KEYS[0]!,
        params: services.bitcoin.params,
        chain: 'bitcoin:regtest',
        approve: prompt.approve,
        storage: localStorage,
      })
    : undefined
  bitcoin?.register(window)
  // The legacy injected provider most Bitcoin extensions still put on the page (UniSat's shape).
  const unisat = services.bitcoin
    ? createBitcoinTestWallet({
        name: 'UniSat test provider',
        keys: BITCOIN_DEV_KEYS[2]!,
        params: services.bitcoin.params,
        chain: 'bitcoin:regtest',
        approve: prompt.approve,
        storage: localStorage,
      })
    : undefined
  if (unisat) (window as { unisat?: unknown }).unisat = createUnisatTestProvider(unisat)
  const solana = services.solana
    ? installSolanaTestWallet({
        rpcUrl: services.solana.rpcUrl,
        chains: ['solana:localnet', services.solana.caipNetworkId as `solana:${string}`],
        approve: prompt.approve,
        storage: localStorage,
      }).wallet
    : undefined
  // The Polkadot test extension injects itself as extensions do; the polkadot plugin finds it when composed.
  const polkadot = services.polkadot
    ? installPolkadotTestWallet(window as unknown as { injectedWeb3?: Record<string, unknown> }, {
        approve: prompt.approve,
        storage: localStorage,
      })
    : undefined
  // Injected as `window.keplr`; the cosmos plugin finds it when the panel composes it.
  const cosmos = services.cosmos
    ? installKeplrTestWallet({
        chains: [{ chainId: COSMOS_LOCAL_CHAIN_ID, bech32Prefix: COSMOS_LOCAL_PREFIX }],
        privateKeys: COSMOS_DEV_ACCOUNTS.slice(0, 2).map((account) => account.privateKey),
        approve: prompt.approve,
        storage: localStorage,
      }).wallet
    : undefined
  return { ...evm, bitcoin, solana, polkadot, unisat, cosmos }
}
