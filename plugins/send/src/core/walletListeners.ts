import type { Portico } from '@portico/kernel'

/**
 * Keeps the send form in step with the wallet. Spec 4: switching to another namespace resets the
 * form; so does disconnecting the active namespace (the account it was for is gone). Another
 * network or account of the active namespace keeps what was typed but drops what belonged to the
 * old one (tokens, fee, prices). Returns the function that stops listening.
 */
export function listenToWallet(
  portico: Portico,
  { reset, dropNetworkData }: { reset(): void; dropNetworkData(): void },
): () => void {
  const isActive = (namespace: string) => namespace === portico.wallet.getState().activeNamespace
  const offs = [
    portico.events.on('wallet:namespace-switching', () => reset()),
    portico.events.on('wallet:disconnected', ({ namespace }) => {
      if (isActive(namespace)) reset()
    }),
    portico.events.on('wallet:network-changed', ({ namespace }) => {
      if (isActive(namespace)) dropNetworkData()
    }),
    portico.events.on('wallet:accounts-changed', ({ namespace }) => {
      if (isActive(namespace)) dropNetworkData()
    }),
  ]
  return () => {
    for (const off of offs) off()
  }
}
