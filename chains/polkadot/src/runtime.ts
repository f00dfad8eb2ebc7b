import { createChainRuntime, createToken, type Logger, type PorticoOptions } from '@portico/kernel'
import type { PolkadotAccount, PolkadotOptions } from './types.js'

/** The capability chunk: everything after discovery, loaded on first use. */
export type CapabilitiesModule = typeof import('./capabilities.js')

/** What the plugin keeps for one kernel (never shared between kernels). */
export type PolkadotRuntime = ReturnType<typeof createRuntime>

/** Private service carrying the runtime from the register phase to the setup phase. */
export const polkadotRuntimeToken = createToken<PolkadotRuntime>('polkadot.runtime')

/**
 * What the plugin keeps for one kernel: the kernel's `createChainRuntime` (kernel, lifetime signal,
 * capability chunk, watched extensions) plus its options, the enabled extensions, their accounts
 * and the node clients.
 */
export function createRuntime({
  options,
  kernelOptions,
  log,
}: {
  options: PolkadotOptions
  kernelOptions: Readonly<PorticoOptions>
  log: Logger
}) {
  const chain = createChainRuntime<CapabilitiesModule>(() => import('./capabilities.js'))
  const stopChain = chain.stop
  const runtime = Object.assign(chain, {
    options,
    kernelOptions,
    log,
    /** Enabled extensions by connector id (opaque here; the capability chunk knows their shape). */
    enabled: new Map<string, unknown>(),
    /** The accounts (names, key types) each connected extension granted, by connector id. */
    accounts: new Map<string, PolkadotAccount[]>(),
    /** Node clients by CAIP-2 network id (opaque here: @polkadot/api loads on the transfer path). */
    apis: new Map<string, Promise<unknown>>(),
  })
  /** Teardown: stops watching every extension, aborts `signal` and closes the node clients. */
  runtime.stop = () => {
    stopChain()
    runtime.loaded?.closeApis(runtime)
  }
  return runtime
}
