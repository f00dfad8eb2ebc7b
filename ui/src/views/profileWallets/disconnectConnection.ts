import type { ChainNamespace, Portico } from '@portico/kernel'

/** Ends one connection of a namespace; with others left (multi-wallet) the next one becomes active. */
export function disconnectConnection(
  portico: Portico,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<void> {
  return portico.wallet.disconnect({ namespace, connectorId })
}
