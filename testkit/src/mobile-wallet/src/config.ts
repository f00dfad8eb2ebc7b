import {
  BITCOIN_DEV_KEYS,
  LITECOIN_REGTEST_PARAMS,
  LOCAL_BITCOIN_CAIP_NETWORK_ID,
} from '../../services/bitcoin/constants.js'
import { DEFAULT_LOCAL_CHAINS, DEV_ACCOUNTS } from '../../services/chains/constants.js'
import { COSMOS_LOCAL_CHAIN_ID, COSMOS_LOCAL_PREFIX } from '../../services/cosmos/constants.js'
import { POLKADOT_LOCAL_CAIP_NETWORK_ID } from '../../services/polkadot/constants.js'
import { SOLANA_LOCAL_CAIP_NETWORK_ID } from '../../services/solana/constants.js'
import type { WalletChain } from './wallet/answerRequest.js'
import type {
  BitcoinWalletChain,
  CosmosWalletChain,
  PolkadotWalletChain,
  SolanaWalletChain,
} from './wallet/namespaceSigners.js'

/** The local relay's default address (`npx tsx testkit/src/services/relay/cli.ts`). */
export const DEFAULT_RELAY_URL = 'ws://127.0.0.1:4400'

export type PageConfig = {
  relayUrl: string
  /** A pairing URI to pair with at once. */
  uri: string | undefined
  /** Which anvil dev account signs (0 or 1; default 1, so it differs from the browser test wallet). */
  accountIndex: 0 | 1
  privateKey: `0x${string}`
  chains: WalletChain[]
  projectId: string
  /** The local Solana cluster, when `?solana=<validator URL>` asks the wallet to hold a Solana key too. */
  solana: SolanaWalletChain | undefined
  /** The local Bitcoin chain, when `?bitcoin=1` asks the wallet to hold a Bitcoin key too. */
  bitcoin: BitcoinWalletChain | undefined
  /** The local Polkadot chain, when `?polkadot=1` asks for Polkadot keys too (Bob sr25519, Alice ed25519). */
  polkadot: PolkadotWalletChain | undefined
  /** The local Cosmos chain, when `?cosmos=1` asks for a Cosmos key too (dev account 1). */
  cosmos: CosmosWalletChain | undefined
  /** Whether it answers one-step sign-ins (`wc_sessionAuthenticate`); `?oneStepAuth=0` turns it off. */
  oneStepAuth: boolean
}

/**
 * Reads the page's query: `?relay=ws://…`, `?uri=wc:…`, `?account=0|1`, `?rpc=<chainId>=<url>`
 * (repeatable; replaces or adds a chain's node), `?chains=31337,31338` (offer only these),
 * `?projectId=`, `?solana=<validator URL>` (also offer the local Solana cluster, dev account 2),
 * `?bitcoin=1` (also offer the local Bitcoin regtest chain, dev wallet 1), `?polkadot=1` (the
 * local Polkadot chain: Bob's sr25519 and Alice's ed25519 keys), `?cosmos=1` (the local Cosmos
 * chain, dev account 1), `?oneStepAuth=0` (a wallet without one-step sign-in: it answers the
 * fallback proposal). Anything malformed falls back to the default.
 *
 * @example
 * readConfig('?relay=ws://127.0.0.1:5000&rpc=31337=http://127.0.0.1:9545').chains[0].rpcUrl // 'http://127.0.0.1:9545'
 */
export function readConfig(search: string): PageConfig {
  const query = new URLSearchParams(search)
  const relay = query.get('relay')
  const accountIndex = query.get('account') === '0' ? 0 : 1
  const chains = new Map<number, WalletChain>(
    DEFAULT_LOCAL_CHAINS.map((chain) => [
      chain.chainId,
      { chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name },
    ]),
  )
  for (const entry of query.getAll('rpc')) {
    const match = /^(\d+)=(https?:\/\/\S+)$/.exec(entry.trim())
    if (!match) continue
    const chainId = Number(match[1])
    chains.set(chainId, { ...chains.get(chainId), chainId, rpcUrl: match[2] as string })
  }
  const only = query
    .get('chains')
    ?.split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  const offered = [...chains.values()].filter((chain) => !only?.length || only.includes(chain.chainId))
  const uri = query.get('uri')?.trim()
  const solanaUrl = query.get('solana')?.trim()
  return {
    relayUrl: relay && /^wss?:\/\/\S+$/.test(relay) ? relay : DEFAULT_RELAY_URL,
    uri: uri?.startsWith('wc:') ? uri : undefined,
    accountIndex,
    privateKey: (DEV_ACCOUNTS[accountIndex] as { privateKey: `0x${string}` }).privateKey,
    chains: offered,
    projectId: query.get('projectId') || 'portico-mobile-wallet',
    solana:
      solanaUrl && /^https?:\/\/\S+$/.test(solanaUrl)
        ? { caipNetworkId: SOLANA_LOCAL_CAIP_NETWORK_ID, rpcUrl: solanaUrl }
        : undefined,
    oneStepAuth: query.get('oneStepAuth') !== '0',
    bitcoin:
      query.get('bitcoin') === '1'
        ? {
            caipNetworkId: LOCAL_BITCOIN_CAIP_NETWORK_ID,
            params: LITECOIN_REGTEST_PARAMS,
            keys: BITCOIN_DEV_KEYS[1] as (typeof BITCOIN_DEV_KEYS)[number],
            walletChain: 'bitcoin:regtest',
          }
        : undefined,
    polkadot: query.get('polkadot') === '1' ? { caipNetworkId: POLKADOT_LOCAL_CAIP_NETWORK_ID } : undefined,
    cosmos:
      query.get('cosmos') === '1'
        ? { chainId: COSMOS_LOCAL_CHAIN_ID, bech32Prefix: COSMOS_LOCAL_PREFIX }
        : undefined,
  }
}
