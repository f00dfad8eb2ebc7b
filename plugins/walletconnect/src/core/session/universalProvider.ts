import type { UniversalProvider } from '@walletconnect/universal-provider'

/** The WalletConnect provider class, as its module exports it (tests pass a stand-in). */
export type UniversalProviderModule = { UniversalProvider: typeof UniversalProvider }
export type UniversalProviderInstance = InstanceType<typeof UniversalProvider>
