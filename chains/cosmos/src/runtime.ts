import { createChainRuntime, createToken, type Logger, type PorticoOptions } from '@portico/kernel'
import type { CosmosOptions } from './types.js'

/** The capability chunk: everything after discovery, loaded on first use (connect, RPC, prefetch). */
export type CapabilitiesModule = typeof import('./capabilities.js')

/** What the plugin keeps for one kernel (never shared between kernels). */
export type CosmosRuntime = ReturnType<typeof createRuntime>

/** The key a wallet granted for one chain, kept for signing (public key checked against the address). */
export type GrantedKey = {
  chainId: string
  address: string
  pubKey: Uint8Array
  algo: string
  name?: string | undefined
}

/** Private service carrying the runtime from the register phase to the setup phase. */
export const cosmosRuntimeToken = createToken<CosmosRuntime>('cosmos.runtime')

/**
 * What the plugin keeps for one kernel: the kernel's `createChainRuntime` (kernel, lifetime signal,
 * capability chunk, watched wallets) plus its options, the keys wallets granted and the node clients.
 */
export function createRuntime({
  options,
  kernelOptions,
  log,
}: {
  options: CosmosOptions
  kernelOptions: Readonly<PorticoOptions>
  log: Logger
}) {
  const chain = createChainRuntime<CapabilitiesModule>(() => import('./capabilities.js'))
  const stopChain = chain.stop
  const clients = new Map<string, Promise<unknown>>()
  return Object.assign(chain, {
    options,
    kernelOptions,
    log,
    /** The key each connected wallet granted, by connector id. */
    keys: new Map<string, GrantedKey>(),
    /** Read-only node clients by RPC URL (opened once, shared by balance reads). */
    clients,
    /** Teardown: stops watching every wallet, forgets the node clients, aborts `signal`. */
    stop() {
      stopChain()
      clients.clear()
    },
  })
}
