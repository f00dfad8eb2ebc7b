import { type ChainNamespace, FailedToDisconnectError, type Portico } from '@portico/kernel'

/**
 * Ends one connection of a namespace. The last one disconnects the namespace through the kernel;
 * with others left (multi-wallet), the chain plugin disconnects that wallet and the kernel drops the
 * connection, making the next one active if it was the active one (spec 4 "Provider disconnect").
 * Local state is cleaned up even when the wallet does not answer, as the kernel does.
 */
export async function disconnectConnection(
  portico: Portico,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<void> {
  const state = portico.wallet.getState()
  const others = (state.connections[namespace] ?? []).filter((c) => c.connectorId !== connectorId)
  if (others.length === 0) return portico.wallet.disconnect({ namespace })
  const connector = state.connectors.find((c) => c.id === connectorId)
  const disconnect = portico.chains.get(namespace)?.disconnect
  try {
    if (connector && disconnect) await disconnect({ connector })
  } catch (error) {
    throw new FailedToDisconnectError({ cause: error })
  } finally {
    portico.wallet.reportDisconnected({ namespace, connectorId })
  }
}
