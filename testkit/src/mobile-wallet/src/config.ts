import { DEFAULT_LOCAL_CHAINS, DEV_ACCOUNTS } from '../../services/chains/constants.js'
import type { WalletChain } from './wallet/answerRequest.js'

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
}

/**
 * Reads the page's query: `?relay=ws://…`, `?uri=wc:…`, `?account=0|1`, `?rpc=<chainId>=<url>`
 * (repeatable; replaces or adds a chain's node), `?chains=31337,31338` (offer only these),
 * `?projectId=`. Anything malformed falls back to the default.
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
  return {
    relayUrl: relay && /^wss?:\/\/\S+$/.test(relay) ? relay : DEFAULT_RELAY_URL,
    uri: uri?.startsWith('wc:') ? uri : undefined,
    accountIndex,
    privateKey: (DEV_ACCOUNTS[accountIndex] as { privateKey: `0x${string}` }).privateKey,
    chains: offered,
    projectId: query.get('projectId') || 'portico-mobile-wallet',
  }
}
