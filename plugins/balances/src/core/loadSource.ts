import { loadOnce, type Portico } from '@portico/kernel'
import { resolveSourceKind } from '../options.js'
import type { BalanceSource, BalancesOptions } from '../types.js'

export type SourceLoaderParameters = {
  portico: Portico
  options: Readonly<BalancesOptions>
  now: () => number
}

/**
 * The kernel's balance source, created on first use. Each built-in source is its own chunk, so an
 * app on the Blockchain API never loads the RPC reader (nor viem) unless it shows NFTs.
 */
export function createSourceLoader({
  portico,
  options,
  now,
}: SourceLoaderParameters): () => Promise<BalanceSource> {
  const rpcSource = loadOnce(() =>
    import('./sources/rpcSource.js').then(({ createRpcSource }) =>
      createRpcSource({ portico, options, now }),
    ),
  ).load
  return loadOnce(async () => {
    const kind = resolveSourceKind(options, portico.hosted)
    if (kind === 'rpc') return rpcSource()
    if (kind === 'custom' && typeof options.source === 'function')
      return options.source({ portico, options, now })
    const { createBlockchainApiSource } = await import('./sources/blockchainApiSource.js')
    return createBlockchainApiSource({ portico, options, nftSource: rpcSource })
  }).load
}
