import { createChainRuntime, createToken, type Logger, type PorticoOptions } from '@portico/kernel'
import type { WalletStandardDiscovery } from './discovery/watchWalletStandard.js'
import type { Bip122Options, BitcoinAccount } from './types.js'

/** The capability chunk: everything after discovery, loaded on first use (connect, RPC, prefetch). */
export type CapabilitiesModule = typeof import('./capabilities.js')

/** What the plugin keeps for one kernel (never shared between kernels). */
export type Bip122Runtime = ReturnType<typeof createRuntime>

/** Private service carrying the runtime from the register phase to the setup phase. */
export const bip122RuntimeToken = createToken<Bip122Runtime>('bip122.runtime')

/**
 * The kernel's `createChainRuntime` (kernel, lifetime signal, capability chunk, watched wallets)
 * plus the plugin's options, discovery, and what each connected wallet gave.
 */
export function createRuntime({
  options,
  kernelOptions,
  log,
}: {
  options: Bip122Options
  kernelOptions: Readonly<PorticoOptions>
  log: Logger
}) {
  return Object.assign(
    createChainRuntime<CapabilitiesModule>(() => import('./capabilities.js')),
    {
      options,
      kernelOptions,
      log,
      discovery: undefined as WalletStandardDiscovery | undefined,
      /** The accounts (with purposes and public keys) each connected wallet gave, by connector id. */
      accounts: new Map<string, BitcoinAccount[]>(),
      /** Wallet drivers by connector id (a driver keeps the wallet's own account objects). */
      drivers: new Map<string, unknown>(),
      /** The chains the Blockchain API serves, asked once (set on first use by the balance read). */
      apiChains: undefined as (() => Promise<ReadonlySet<string>>) | undefined,
    },
  )
}
