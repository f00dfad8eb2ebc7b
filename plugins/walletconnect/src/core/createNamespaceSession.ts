import type { CaipNetworkId, ChainNamespace, NamespaceSession } from '@portico/kernel'
import { sessionAddresses } from './createEip155Provider.js'
import type { WalletConnectClient } from './createWalletConnectClient.js'
import { NamespaceNotConfiguredError, WalletConnectNotConnectedError } from './errors.js'
import type { WalletConnectSession } from './types.js'

/**
 * One namespace of the WalletConnect session, as the kernel's `NamespaceSession` describes it:
 * the connector carries one per namespace that is not eip155 (eip155 keeps its EIP-1193 provider),
 * and that namespace's chain plugin sends its own methods through it. Nothing here knows a
 * namespace's methods, so a new namespace needs no change in this plugin.
 *
 * `release` leaves the namespace: it ends the session only when no other namespace of the
 * connector is still connected in the kernel.
 */
export function createNamespaceSession(
  client: WalletConnectClient,
  namespace: ChainNamespace,
  release: (namespace: ChainNamespace) => Promise<void>,
): NamespaceSession {
  const addressesOf = (session: WalletConnectSession | undefined): string[] => {
    if (!session) return []
    if (!session.namespaces[namespace]) throw new NamespaceNotConfiguredError(namespace)
    return sessionAddresses(session, client.currentChain(namespace) ?? `${namespace}:`)
  }
  function on(event: 'accountsChanged', listener: (addresses: readonly string[]) => void): () => void
  function on(event: 'disconnect', listener: () => void): () => void
  function on(event: 'accountsChanged' | 'disconnect', listener: (addresses: readonly string[]) => void) {
    if (event === 'disconnect') return client.on('disconnect', () => listener([]))
    return client.on('accountsChanged', (changed, addresses) => {
      if (changed === namespace) listener(addresses)
    })
  }
  return {
    namespace,
    connect: async () => addressesOf(await client.connect()),
    restore: async () => addressesOf(await client.restore()),
    accounts: () => {
      const session = client.state.getState().session
      return session?.namespaces[namespace] ? addressesOf(session) : []
    },
    chains: () => client.state.getState().session?.namespaces[namespace]?.chains ?? [],
    methods: () => client.state.getState().session?.namespaces[namespace]?.methods ?? [],
    async request(args, caipNetworkId: CaipNetworkId) {
      if (!client.state.getState().session) throw new WalletConnectNotConnectedError(args.method)
      return client.request(args, caipNetworkId)
    },
    on,
    disconnect: () => release(namespace),
  }
}
