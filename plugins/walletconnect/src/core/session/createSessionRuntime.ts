import {
  type CaipNetworkId,
  type ChainNamespace,
  createStore,
  type DappMetadata,
  type Logger,
  type Store,
} from '@portico/kernel'
import type { Clock } from './clock.js'
import { createEmitter } from './emitter.js'
import {
  NamespaceNotConfiguredError,
  PairingCancelledError,
  SignClientNotInitializedError,
  WalletConnectNotConnectedError,
} from './errors.js'
import type { KeyValueStorage } from './keyValueStorage.js'
import type { ProposalNamespace } from './namespaces.js'
import { pairingStaleAt } from './pairing.js'
import { toSession, type WalletConnectSession } from './session.js'
import type { SessionMarker } from './sessionMarker.js'
import {
  loadUniversalProvider,
  type UniversalProviderInstance,
  type UniversalProviderModule,
} from './universalProvider.js'
import { toWalletError } from './walletErrors.js'

export type WalletConnectStatus = 'idle' | 'loading' | 'pairing' | 'connected' | 'error'

export type WalletConnectState = {
  /**
   * idle: no session and no pairing; loading: the client loads or a pairing URI is being made;
   * pairing: `uri` waits for a wallet; connected: `session` is live; error: the last attempt failed.
   */
  status: WalletConnectStatus
  /** The pairing URI to show as QR code, copy or deep link. */
  uri: string | undefined
  /** When `uri` stops being offered and a fresh one is made (10 s before its 4 minutes end). */
  uriStaleAt: number | undefined
  session: WalletConnectSession | undefined
  /** Why the last attempt failed (a 4001 RpcError when the wallet rejected it). */
  error: unknown
}

export type WalletConnectClientEvents = {
  connect: [session: WalletConnectSession]
  /** The session ended: disconnected from either side, deleted or expired. */
  disconnect: []
  accountsChanged: [namespace: string, addresses: string[]]
  chainChanged: [caipNetworkId: CaipNetworkId]
}

export type WalletConnectClientParameters = {
  projectId: string
  relayUrl?: string | undefined
  metadata: DappMetadata
  storage: KeyValueStorage
  /** Distinguishes this kernel's WalletConnect core from others on the page (the library caches cores per prefix). */
  storagePrefix: string
  telemetry: boolean
  /** The WalletConnect library's own log level. */
  libraryLogLevel: string
  marker: SessionMarker
  /** The proposal's optional namespaces, computed when a pairing starts (networks may have changed). */
  namespaces: () => Partial<Record<ChainNamespace, ProposalNamespace>>
  /** The chain per namespace the app is on: the session starts there when the wallet approved it. */
  preferredChains: () => Partial<Record<ChainNamespace, CaipNetworkId>>
  clock: Clock
  log: Logger
  onClientId?: ((clientId: string) => void) | undefined
  /** Replaces the dynamic import (tests of load failures). */
  load?: (() => Promise<UniversalProviderModule>) | undefined
}

export type WalletConnectClient = ReturnType<typeof createWalletConnectClient>

type RequestArguments = { method: string; params?: unknown }

/**
 * The WalletConnect session of one kernel: loads the universal provider on first need, pairs
 * (offering a fresh URI before each one goes stale), restores a stored session, routes requests
 * to the wallet and follows the session's end from either side. Framework-free; views and the
 * chain plugins' providers sit on top of it.
 */
export function createWalletConnectClient(p: WalletConnectClientParameters) {
  const state: Store<WalletConnectState> = createStore<WalletConnectState>({
    status: 'idle',
    uri: undefined,
    uriStaleAt: undefined,
    session: undefined,
    error: undefined,
  })
  const events = createEmitter<WalletConnectClientEvents>((error) =>
    p.log.warn('A WalletConnect listener threw', error),
  )
  let provider: UniversalProviderInstance | undefined
  let loading: Promise<UniversalProviderInstance> | undefined
  let pending: Promise<WalletConnectSession> | undefined
  let restoring: Promise<WalletConnectSession | undefined> | undefined
  let cancelPairing: ((error: unknown) => void) | undefined
  let disposed = false

  const load = (): Promise<UniversalProviderInstance> => {
    if (disposed)
      return Promise.reject(new SignClientNotInitializedError({ details: 'The kernel was disposed.' }))
    loading ??= (async () => {
      try {
        const { UniversalProvider } = await (p.load ?? loadUniversalProvider)()
        const up = await UniversalProvider.init({
          projectId: p.projectId,
          ...(p.relayUrl ? { relayUrl: p.relayUrl } : {}),
          metadata: { ...p.metadata, icons: [...p.metadata.icons] },
          storage: p.storage,
          customStoragePrefix: p.storagePrefix,
          telemetryEnabled: p.telemetry,
          logger: p.libraryLogLevel,
        })
        if (disposed) {
          await closeTransport(up)
          throw new Error('The kernel was disposed while WalletConnect loaded.')
        }
        listen(up)
        provider = up
        up.client.core.crypto.getClientId().then(
          (id) => p.onClientId?.(id),
          (error: unknown) => p.log.warn('WalletConnect client id unavailable', error),
        )
        return up
      } catch (error) {
        loading = undefined
        throw new SignClientNotInitializedError({ cause: error })
      }
    })()
    return loading
  }

  const listen = (up: UniversalProviderInstance) => {
    up.on('session_delete', () => void ended())
    up.on('disconnect', () => void ended())
    up.on('default_chain_changed', ({ currentCaipChainId }: { currentCaipChainId: CaipNetworkId }) =>
      events.emit('chainChanged', currentCaipChainId),
    )
    up.on(
      'session_event',
      ({ params }: { params: { chainId: string; event: { name: string; data: unknown } } }) => {
        if (params.event.name !== 'accountsChanged' || !Array.isArray(params.event.data)) return
        const namespace = params.chainId.split(':')[0] ?? ''
        const addresses = (params.event.data as unknown[]).map((a) => String(a).split(':').pop() ?? '')
        events.emit('accountsChanged', namespace, addresses)
      },
    )
    up.on('session_update', () => {
      if (!up.session) return
      const before = state.getState().session
      const session = toSession(up.session)
      state.setState({ session })
      for (const [namespace, approved] of Object.entries(session.namespaces)) {
        if (before?.namespaces[namespace]?.accounts.join() === approved.accounts.join()) continue
        const chain = currentChain(namespace)
        events.emit('accountsChanged', namespace, chain ? addressesOn(session, chain) : [])
      }
    })
  }

  const addressesOn = (session: WalletConnectSession, caipNetworkId: string) =>
    [
      ...new Set(
        (session.namespaces[caipNetworkId.split(':')[0] ?? '']?.accounts ?? [])
          .filter((account) => account.startsWith(`${caipNetworkId}:`))
          .map((account) => account.split(':')[2] ?? ''),
      ),
    ].filter(Boolean)

  /** Makes the provider's session Portico's: starts it on the app's chain, notes it for restore, publishes it. */
  const adopt = (up: UniversalProviderInstance): WalletConnectSession => {
    if (!up.session) throw new WalletConnectNotConnectedError('connect')
    const session = toSession(up.session)
    for (const [namespace, caipNetworkId] of Object.entries(p.preferredChains())) {
      if (caipNetworkId && session.namespaces[namespace]?.chains.includes(caipNetworkId))
        up.setDefaultChain(caipNetworkId)
    }
    p.marker.write(session.topic)
    state.setState({ status: 'connected', session, uri: undefined, uriStaleAt: undefined, error: undefined })
    events.emit('connect', session)
    return session
  }

  /** The session is gone (either side, or deleted): forget it and its pairings. Idempotent. */
  const ended = async () => {
    p.marker.clear()
    if (!state.getState().session) return
    state.setState({ status: 'idle', session: undefined, uri: undefined, uriStaleAt: undefined })
    events.emit('disconnect')
    try {
      await provider?.cleanupPendingPairings({ deletePairings: true })
    } catch (error) {
      p.log.warn('Clearing WalletConnect pairings failed', error)
    }
  }

  const currentChain = (namespace: string): CaipNetworkId | undefined => {
    const session = state.getState().session
    const approved = session?.namespaces[namespace]
    if (!approved) return undefined
    try {
      const reference = provider?.rpcProviders[namespace]?.getDefaultChain()
      if (reference) return `${namespace}:${reference}` as CaipNetworkId
    } catch {
      // A namespace without accounts has no sub-provider; its first approved chain stands in.
    }
    return approved.chains[0]
  }

  /** One pairing attempt after another until a wallet answers: each URI is replaced before it goes stale. */
  const pair = (up: UniversalProviderInstance) =>
    new Promise<WalletConnectSession>((resolve, reject) => {
      let attempt = 0
      let timer: unknown
      let settled = false
      const stopTimer = () => {
        if (timer !== undefined) p.clock.clearTimeout(timer)
        timer = undefined
      }
      const onUri = (uri: string) => {
        if (settled) return
        const staleAt = pairingStaleAt(p.clock.now())
        state.setState({ status: 'pairing', uri, uriStaleAt: staleAt, error: undefined })
        stopTimer()
        timer = p.clock.setTimeout(
          () => {
            timer = undefined
            if (!settled) start()
          },
          Math.max(0, staleAt - p.clock.now()),
        )
      }
      const finish = (settle: () => void) => {
        if (settled) return
        settled = true
        stopTimer()
        up.removeListener('display_uri', onUri)
        cancelPairing = undefined
        settle()
      }
      const start = () => {
        const id = ++attempt
        state.setState({ status: 'loading', uri: undefined, uriStaleAt: undefined })
        up.connect({ optionalNamespaces: p.namespaces() }).then(
          () =>
            finish(() =>
              up.session ? resolve(adopt(up)) : reject(new WalletConnectNotConnectedError('connect')),
            ),
          (error: unknown) => {
            // A replaced attempt failing (its pairing was dropped) is not the visitor's concern.
            if (id !== attempt) return
            const mapped = toWalletError(error)
            finish(() => {
              state.setState({ status: 'error', error: mapped, uri: undefined, uriStaleAt: undefined })
              reject(mapped)
            })
          },
        )
      }
      cancelPairing = (error) =>
        finish(() => {
          state.setState({ status: 'idle', uri: undefined, uriStaleAt: undefined })
          void up.cleanupPendingPairings().catch(() => undefined)
          reject(error)
        })
      up.on('display_uri', onUri)
      start()
    })

  const client = {
    state,
    on: events.on,
    /** Loads and starts the WalletConnect client (once); the first call fetches its chunk. */
    load,
    /** Whether the WalletConnect client has been loaded (tests and the bundle check). */
    isLoaded: () => provider !== undefined,

    /** The live session, or a new one: shows pairing URIs in `state` until a wallet approves or rejects. */
    connect(): Promise<WalletConnectSession> {
      const current = state.getState().session
      if (current) return Promise.resolve(current)
      pending ??= (async () => {
        state.setState({ status: 'loading', uri: undefined, uriStaleAt: undefined, error: undefined })
        let up: UniversalProviderInstance
        try {
          up = await load()
        } catch (error) {
          state.setState({ status: 'error', error })
          throw error
        }
        if (up.session) return adopt(up)
        return pair(up)
      })().finally(() => {
        pending = undefined
      })
      return pending
    },

    /** Drops a pairing in progress (the visitor left); its `connect()` rejects with 'Modal closed'. */
    cancel() {
      cancelPairing?.(new PairingCancelledError())
    },

    /**
     * Restores a stored session without prompting. Loads the WalletConnect client only when this
     * kernel noted a session before; undefined when there is none (or the wallet ended it).
     */
    restore(): Promise<WalletConnectSession | undefined> {
      const current = state.getState().session
      if (current) return Promise.resolve(current)
      if (!p.marker.exists()) return Promise.resolve(undefined)
      restoring ??= (async () => {
        const up = await load()
        if (state.getState().session) return state.getState().session
        if (up.session && up.session.expiry * 1000 > Date.now()) return adopt(up)
        p.marker.clear()
        return undefined
      })().finally(() => {
        restoring = undefined
      })
      return restoring
    },

    /** The chain a namespace's requests go to now (the session's default chain there). */
    currentChain,

    /** Sends a request to the wallet (or, for read methods it did not approve, to the chain's RPC URL). */
    async request(args: RequestArguments, caipNetworkId: string): Promise<unknown> {
      const session = state.getState().session
      if (!provider || !session) throw new WalletConnectNotConnectedError(args.method)
      const namespace = caipNetworkId.split(':')[0] ?? ''
      if (!session.namespaces[namespace]) throw new NamespaceNotConfiguredError(namespace)
      try {
        return await provider.request(
          args as { method: string; params?: unknown[] | Record<string, unknown> },
          caipNetworkId,
        )
      } catch (error) {
        throw toWalletError(error)
      }
    },

    /** Moves a namespace's requests to another approved chain (no wallet round trip). */
    setChain(caipNetworkId: CaipNetworkId) {
      provider?.setDefaultChain(caipNetworkId)
    },

    /** Ends the session on both sides and clears its stored namespaces and pairings. */
    async disconnect(): Promise<void> {
      client.cancel()
      const up = provider
      try {
        if (up?.session) await up.disconnect()
      } finally {
        // When the wallet could not be told (relay down), the session is still dropped here.
        if (up?.session) {
          const { topic } = up.session
          up.session = undefined
          await Promise.resolve()
            .then(() => up.client.session.delete(topic, { code: 6000, message: 'User disconnected.' }))
            .catch(() => undefined)
        }
        await ended()
      }
    },

    /** Releases sockets and timers; a stored session stays for the next page load. */
    async dispose() {
      if (disposed) return
      disposed = true
      client.cancel()
      events.clear()
      const up = provider ?? (await loading?.catch(() => undefined))
      if (up) await closeTransport(up)
    },
  }
  return client
}

async function closeTransport(up: UniversalProviderInstance): Promise<void> {
  up.events.removeAllListeners()
  up.client.core.heartbeat.stop()
  await up.client.core.relayer.transportClose().catch(() => undefined)
}
