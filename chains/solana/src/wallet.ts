// Reading a Wallet Standard wallet held by a connector. The wallet is external code: its shape was
// checked at discovery, and every answer it gives is checked where it is read.
import type { Connector } from '@portico/kernel'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { WalletFeatureMissingError } from './errors.js'
import { sessionWallet } from './walletconnect/sessionWallet.js'

export type { Wallet, WalletAccount }

/**
 * The connector's Wallet Standard wallet; for a multi-namespace connector (WalletConnect), its
 * Solana session seen as one.
 */
export function getWallet(
  connector: Pick<Connector, 'name' | 'provider' | 'imageUrl' | 'namespaceSessions'>,
): Wallet {
  const session = connector.namespaceSessions?.solana
  if (session) return sessionWallet(connector, session)
  const wallet = connector.provider as Wallet | undefined
  if (!wallet || typeof wallet !== 'object' || typeof wallet.features !== 'object')
    throw new WalletFeatureMissingError(connector.name, 'the Wallet Standard')
  return wallet
}

/** One feature of a wallet, or a 4200 error naming it. */
export function requireFeature<T>(wallet: Wallet, name: string): T {
  const feature = (wallet.features as Record<string, unknown>)[name]
  if (!feature || typeof feature !== 'object') throw new WalletFeatureMissingError(wallet.name, name)
  return feature as T
}

export function hasFeature(wallet: Wallet, name: string): boolean {
  const feature = (wallet.features as Record<string, unknown>)[name]
  return Boolean(feature && typeof feature === 'object')
}

/** Whether a chain id names a Solana chain (`solana:mainnet`, `solana:<genesis prefix>`, …). */
export const isSolanaChain = (chain: string) => chain.startsWith('solana:')
