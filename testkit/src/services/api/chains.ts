import { createPublicClient, erc20Abi, http, type PublicClient } from 'viem'
import { type LocalChain, USDC_TOKEN } from '../chains'
import { fail } from './http'

/** Real chain ids listed as supported besides the local chains (no data is served for them). */
export const REAL_SUPPORTED_CHAINS = [
  'eip155:1',
  'eip155:10',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
] as const

export type ChainHandle = {
  info: LocalChain
  client: PublicClient
}

export type ChainDirectory = {
  local: ChainHandle[]
  /** CAIP-2 ids the emulator calls supported: local chains first, then a few real ones. */
  supported: string[]
  /**
   * Resolves an optional CAIP-2 id: the local chain, `'remote'` for a supported real chain (served as
   * empty data), or a 400 envelope `field:'chainId'`.
   */
  resolve(chainId: string | undefined): ChainHandle | 'remote'
}

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

export function createChainDirectory(chains: readonly LocalChain[]): ChainDirectory {
  const local = chains.map((info) => ({
    info,
    client: createPublicClient({
      transport: http(info.rpcUrl, { batch: { batchSize: 100, wait: 0 }, retryCount: 0, timeout: 5000 }),
    }) as PublicClient,
  }))
  const supported = [...local.map((chain) => chain.info.caipNetworkId as string), ...REAL_SUPPORTED_CHAINS]
  return {
    local,
    supported,
    resolve(chainId) {
      if (chainId === undefined) {
        const first = local[0]
        if (!first) throw fail(400, 'chainId', 'No local chain is configured')
        return first
      }
      if (!CAIP2.test(chainId)) throw fail(400, '', `Crypto utils error: invalid CAIP-2 chain id: ${chainId}`)
      const handle = local.find((chain) => chain.info.caipNetworkId === chainId)
      if (handle) return handle
      if (supported.includes(chainId)) return 'remote'
      throw fail(400, 'chainId', `We don't support the chainId you provided: ${chainId}`)
    },
  }
}

/** Native, PTT and test-USDC balance of `address` on a local chain. */
export async function readBalances(
  handle: ChainHandle,
  address: `0x${string}`,
): Promise<{ native: bigint; token: bigint; usdc: bigint }> {
  const [native, token, usdc] = await Promise.all([
    handle.client.getBalance({ address }),
    handle.client.readContract({
      address: handle.info.erc20.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    }),
    // The test USDC (swap pool, on-ramp) exists on chains seeded by startLocalChains; others have none.
    handle.client
      .readContract({
        address: USDC_TOKEN.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
      .catch(() => 0n),
  ])
  return { native, token, usdc }
}

export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Validates an account address for the namespace of `chainId` (default eip155). */
/** A base58 (P2PKH, P2SH) or bech32/bech32m (segwit, taproot) address of any Bitcoin-family chain. */
const BITCOIN_ADDRESS = /^([13mn2Q][1-9A-HJ-NP-Za-km-z]{25,34}|[a-z]{2,6}1[02-9ac-hj-np-z]{8,87})$/

export function assertAddress(address: string, chainId: string | undefined): void {
  const namespace = chainId?.split(':')[0] ?? 'eip155'
  if (namespace === 'eip155') {
    if (!EVM_ADDRESS.test(address)) throw fail(400, 'address', 'The address provided is invalid')
    return
  }
  if (namespace === 'solana') {
    if (!SOLANA_ADDRESS.test(address)) throw fail(400, 'address', 'The address provided is invalid')
    return
  }
  if (namespace === 'bip122') {
    if (!BITCOIN_ADDRESS.test(address)) throw fail(400, 'address', 'The address provided is invalid')
    return
  }
  throw fail(400, 'address', `Unsupported namespace: ${namespace}`)
}
