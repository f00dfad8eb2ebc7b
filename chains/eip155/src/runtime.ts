import {
  type ChecksumCache,
  createChainRuntime,
  createToken,
  type Logger,
  type PorticoOptions,
} from '@portico/kernel'
import type { AnnouncedProviders } from './discovery/watchAnnouncedProviders.js'
import type { Eip155Options } from './types.js'
import type { NetworkClient } from './viem/createNetworkClient.js'

/** The capability chunk: everything after discovery, loaded on first use (connect, RPC, prefetch). */
export type CapabilitiesModule = typeof import('./capabilities.js')

/**
 * What the plugin keeps for one kernel (the kernel's `createChainRuntime`: kernel, lifetime signal,
 * capability chunk, watched wallets) plus the plugin's own options, discovery and RPC clients.
 */
export type Eip155Runtime = ReturnType<typeof createRuntime>

/** Private service carrying the runtime from the register phase to the setup phase. */
export const eip155RuntimeToken = createToken<Eip155Runtime>('eip155.runtime')

export function createRuntime({
  options,
  kernelOptions,
  log,
}: {
  options: Eip155Options
  kernelOptions: Readonly<PorticoOptions>
  log: Logger
}) {
  const clients = new Map<string, Promise<NetworkClient>>()
  const runtime = Object.assign(
    createChainRuntime<CapabilitiesModule>(() => import('./capabilities.js')),
    {
      options,
      kernelOptions,
      log,
      /** EIP-6963 discovery, from setup on (browser only). */
      discovery: undefined as AnnouncedProviders | undefined,
      /** viem public clients by CAIP-2 network id. */
      clients,
      /**
       * EIP-55 checksums of the addresses wallets report (8192 addresses, spec 9), made by the
       * capability chunk on first use (`checksumOf`): keccak does not load with the page.
       */
      checksumCache: undefined as ChecksumCache | undefined,
    },
  )
  runtime.signal.addEventListener('abort', () => clients.clear(), { once: true })
  return runtime
}
