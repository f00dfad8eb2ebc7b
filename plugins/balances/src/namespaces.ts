import type { ChainNamespace } from '@portico/kernel'

/** Spec 6: balances exist for EVM and Solana only. */
export const BALANCES_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** The namespace gate of the Tokens and NFTs tabs and of every balance call. */
export function isBalancesNamespace(namespace: string | undefined): namespace is ChainNamespace {
  return BALANCES_NAMESPACES.includes(namespace as ChainNamespace)
}
