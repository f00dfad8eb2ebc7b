import {
  type CaipNetworkId,
  type ChainNamespace,
  type Connector,
  createStore,
  type Portico,
  type Store,
} from '@portico/kernel'
// The `siwx.connect` slot's declaration (types only: nothing of the siwx plugin is loaded).
import type {} from '@portico/plugin-siwx'
import { type Clock, systemClock } from './clock.js'
import type { WalletConnectConnector } from './connector.js'
import { createEip155Provider } from './createEip155Provider.js'
import { createNamespaceSession } from './createNamespaceSession.js'
import { createWalletConnectClient } from './createWalletConnectClient.js'
import { PairingCancelledError, WalletConnectConnectorNotFoundError } from './errors.js'
import { followSession } from './followSession.js'
import { createKernelKeyValueStorage } from './keyValueStorage.js'
import type { ResolvedWalletConnectOptions } from './options.js'
import { createSessionMarker } from './sessionMarker.js'

export type ConnectFlowState = {
  /** connecting: a connect started from a view is running; failed: it ended with `error`. */
  phase: 'idle' | 'connecting' | 'connected' | 'failed'
  error: unknown
}

export type WalletConnectService = ReturnType<typeof createWalletConnectService>

function defaultMetadata(portico: Portico) {
  if (portico.options.metadata) return portico.options.metadata
  const origin = typeof location === 'undefined' ? '' : location.origin
  return { name: 'Portico', description: '', url: origin, icons: [] as string[] }
}

function libraryLogLevel(portico: Portico): string {
  const level = portico.options.logLevel
  return level === 'silent' || level === 'debug' ? level : 'error'
}

/**
 * Everything the plugin keeps per kernel once WalletConnect is used: the WalletConnect client, the
 * EIP-1193 provider (for the eip155 chain plugin) and the session per other namespace behind the
 * connector the plugin added, and the connect flow the views start and show. It keeps the kernel
 * and the session in step until disposed.
 */
export function createWalletConnectService(
  portico: Portico,
  options: ResolvedWalletConnectOptions,
  connector: WalletConnectConnector,
) {
  const log = portico.log.child('walletconnect')
  const clock: Clock = options.clock ?? systemClock
  const namespaces = [...connector.chains]
  const client = createWalletConnectClient({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata ?? defaultMetadata(portico),
    storage: options.storage ?? createKernelKeyValueStorage(portico.storage),
    storagePrefix: `portico-${portico.options.storagePrefix ?? '@portico/'}`,
    telemetry: options.telemetry ?? false,
    verify: options.verify ?? false,
    libraryLogLevel: libraryLogLevel(portico),
    marker: createSessionMarker(portico.storage),
    proposal: () => ({
      networks: portico.wallet.getState().networks,
      namespaces,
      activeNetworks: portico.wallet.getState().activeNetworks,
      rpcMap: options.rpcMap,
      methods: options.methods,
    }),
    preferredChains: () => {
      const chains: Partial<Record<ChainNamespace, CaipNetworkId>> = {}
      for (const namespace of namespaces) {
        const network = portico.wallet.getActiveNetwork(namespace)
        if (network) chains[namespace] = network.caipNetworkId
      }
      return chains
    },
    clock,
    log,
    onClientId: (id) => portico.http.setClientId(id),
    signIn: () => portico.extensions.list('siwx.connect')[0]?.hook(portico),
    disconnectTimeoutMs: options.disconnectTimeoutMs ?? 5000,
  })
  const isConnectedThrough = (namespace: ChainNamespace) =>
    (portico.wallet.getState().connections[namespace] ?? []).some((c) => c.connectorId === connector.id)
  /** Leaves one namespace; the session ends only when no other namespace still uses it. */
  const release = async (namespace: ChainNamespace) => {
    if (namespaces.some((other) => other !== namespace && isConnectedThrough(other))) return
    await client.disconnect()
  }
  const provider = createEip155Provider(client, (error) => log.warn('A provider listener threw', error), {
    release: () => release('eip155'),
  })
  const namespaceSessions: NonNullable<Connector['namespaceSessions']> = {}
  for (const namespace of namespaces)
    if (namespace !== 'eip155')
      namespaceSessions[namespace] = createNamespaceSession(client, namespace, release)

  /**
   * One approval serves every namespace the wallet granted: after the first namespace connects,
   * each other approved namespace with a chain plugin connects too (the session is live, so the
   * wallet is not asked again), and the namespace the visitor started from stays active.
   */
  const connectApprovedNamespaces = async (primary: ChainNamespace) => {
    const session = client.state.getState().session
    if (!session) return
    for (const namespace of namespaces) {
      if (namespace === primary || !session.namespaces[namespace] || !portico.chains.get(namespace)) continue
      if (isConnectedThrough(namespace)) continue
      const chain = client.currentChain(namespace)
      const network = portico.wallet.getState().networks.find((n) => n.caipNetworkId === chain)
      try {
        await portico.wallet.connect({ connectorId: connector.id, ...(network ? { network } : {}) })
      } catch (error) {
        log.warn(`Connecting ${namespace} through the WalletConnect session failed`, error)
      }
    }
    if (portico.wallet.getState().activeNamespace !== primary) portico.wallet.setActiveNamespace(primary)
  }
  const flow: Store<ConnectFlowState> = createStore<ConnectFlowState>({ phase: 'idle', error: undefined })
  let viewers = 0

  const service = {
    client,
    /** The connector the plugin added (the kernel's), which forwards to this service. */
    connector,
    /** The EIP-1193 provider over the session (the connector's forwards to it). */
    provider,
    /** The session of each namespace but eip155 (the connector's forward to them). */
    namespaceSessions,
    namespaces,
    flow,

    /**
     * Starts connecting unless a connect is already running: through the kernel (so the chain plugin
     * reports account and network) when a chain plugin serves the connector's namespace, otherwise
     * (no adapters, manual control) with the WalletConnect client alone.
     */
    startConnect(): void {
      if (flow.getState().phase === 'connecting') return
      const registered = portico.wallet.getState().connectors.find((c) => c.id === connector.id)
      if (!registered) {
        flow.setState({ phase: 'failed', error: new WalletConnectConnectorNotFoundError() })
        return
      }
      flow.setState({ phase: 'connecting', error: undefined })
      // The namespace the visitor is on, when this connector serves it; else the connector's own.
      const active = portico.wallet.getState().activeNamespace
      const primary =
        active && namespaces.includes(active) && portico.chains.get(active) ? active : registered.chain
      const network = portico.wallet.getActiveNetwork(primary)
      const run = portico.chains.get(primary)
        ? portico.wallet
            .connect({ connectorId: registered.id, ...(network ? { network } : {}) })
            .then(() => connectApprovedNamespaces(primary))
        : client.connect().catch(async (error: unknown) => {
            const { toConnectError } = await import('./connectionErrors.js')
            throw toConnectError(error)
          })
      run.then(
        () => flow.setState({ phase: 'connected', error: undefined }),
        (error: unknown) => {
          const cancelled = error instanceof Error && isCancellation(error)
          flow.setState(cancelled ? { phase: 'idle', error: undefined } : { phase: 'failed', error })
        },
      )
    },

    /**
     * A view showing the pairing holds it open; when the last one goes (the modal closed or the
     * visitor went back), the pairing is dropped. The check waits a microtask so a remount (React
     * strict mode) keeps it.
     */
    retain(): () => void {
      viewers++
      let released = false
      return () => {
        if (released) return
        released = true
        viewers--
        queueMicrotask(() => {
          if (viewers === 0) client.cancel()
        })
      }
    },

    async dispose() {
      stopFollowing()
      await client.dispose()
    },
  }
  const stopFollowing = followSession(portico, service)
  return service
}

function isCancellation(error: Error): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    if (current instanceof PairingCancelledError) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
