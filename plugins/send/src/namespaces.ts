import type { ChainNamespace } from '@portico/kernel'

/** Spec 4 and 6: only EVM and Solana accounts can send; others get 'Unsupported chain'. */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

export function isSendNamespace(namespace: string | undefined): namespace is ChainNamespace {
  return SEND_NAMESPACES.includes(namespace as ChainNamespace)
}
