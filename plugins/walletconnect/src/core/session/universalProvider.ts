import type { UniversalProvider } from '@walletconnect/universal-provider'

/** The WalletConnect provider class, as the lazily loaded module exports it. */
export type UniversalProviderModule = { UniversalProvider: typeof UniversalProvider }
export type UniversalProviderInstance = InstanceType<typeof UniversalProvider>

/**
 * Loads `@walletconnect/universal-provider`. This is the plugin's only reference to it and a
 * dynamic import, so bundlers put it (and its dependencies) in a chunk of its own that is fetched
 * when a visitor picks WalletConnect or a stored session is restored, never with the first paint.
 */
export function loadUniversalProvider(): Promise<UniversalProviderModule> {
  return import('@walletconnect/universal-provider')
}
