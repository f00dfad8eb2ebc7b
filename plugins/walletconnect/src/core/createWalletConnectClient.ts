import { type CaipNetworkId, createStore, loadOnce, type Store } from '@portico/kernel'
import { createEmitter } from './emitter.js'
import {
  NamespaceNotConfiguredError,
  SignClientNotInitializedError,
  WalletConnectNotConnectedError,
} from './errors.js'
import type { SessionRuntime, SessionRuntimeParameters } from './session/createSessionRuntime.js'
import type { WalletConnectClientEvents, WalletConnectSession, WalletConnectState } from './types.js'

export type WalletConnectClientParameters = SessionRuntimeParameters

export type WalletConnectClient = ReturnType<typeof createWalletConnectClient>

type RequestArguments = { method: string; params?: unknown }

/**
 * The WalletConnect session of one kernel. This shell is all the first paint carries: state,
 * events and the rules that need no WalletConnect code (nothing to restore, nothing connected).
 * The working part and `@walletconnect/universal-provider` load together on the first connect,
 * or on a restore when this kernel noted a session before.
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
  let loading: Promise<SessionRuntime> | undefined
  let pending: Promise<WalletConnectSession> | undefined
  let restoring: Promise<WalletConnectSession | undefined> | undefined
  let disposed = false

  const runtimeOnce = loadOnce(() =>
    import('./session/createSessionRuntime.js')
      .then(({ createSessionRuntime }) =>
        createSessionRuntime({ ...p, state, events, isDisposed: () => disposed }),
      )
      .catch((error: unknown) => {
        throw new SignClientNotInitializedError({ cause: error })
      }),
  )
  const load = (): Promise<SessionRuntime> => {
    if (disposed)
      return Promise.reject(new SignClientNotInitializedError({ details: 'The kernel was disposed.' }))
    loading = runtimeOnce.load()
    return loading
  }

  const client = {
    state,
    on: events.on,
    /** Loads and starts the WalletConnect client (once); the first call fetches its chunk. */
    load: () => load().then(() => undefined),
    /** Whether the WalletConnect client has been loaded. */
    isLoaded: () => runtimeOnce.peek() !== undefined,

    /** The live session, or a new one: shows pairing URIs in `state` until a wallet approves or rejects. */
    connect(): Promise<WalletConnectSession> {
      const current = state.getState().session
      if (current) return Promise.resolve(current)
      pending ??= (async () => {
        state.setState({ status: 'loading', uri: undefined, uriStaleAt: undefined, error: undefined })
        let loaded: SessionRuntime
        try {
          loaded = await load()
        } catch (error) {
          state.setState({ status: 'error', error })
          throw error
        }
        return loaded.connect()
      })().finally(() => {
        pending = undefined
      })
      return pending
    },

    /** Drops a pairing in progress (the visitor left); its `connect()` rejects with 'Modal closed'. */
    cancel() {
      runtimeOnce.peek()?.cancel()
    },

    /**
     * Restores a stored session without prompting. Loads the WalletConnect client only when this
     * kernel noted a session before; undefined when there is none (or the wallet ended it).
     */
    restore(): Promise<WalletConnectSession | undefined> {
      const current = state.getState().session
      if (current) return Promise.resolve(current)
      if (!p.marker.exists()) return Promise.resolve(undefined)
      restoring ??= load()
        .then((loaded) => state.getState().session ?? loaded.restore())
        .finally(() => {
          restoring = undefined
        })
      return restoring
    },

    /** The chain a namespace's requests go to now (the session's default chain there). */
    currentChain(namespace: string): CaipNetworkId | undefined {
      return (
        runtimeOnce.peek()?.currentChain(namespace) ??
        state.getState().session?.namespaces[namespace]?.chains[0]
      )
    },

    /** Sends a request to the wallet (or, for read methods it did not approve, to the chain's RPC URL). */
    async request(args: RequestArguments, caipNetworkId: string): Promise<unknown> {
      const session = state.getState().session
      const runtime = runtimeOnce.peek()
      if (!runtime || !session) throw new WalletConnectNotConnectedError(args.method)
      const namespace = caipNetworkId.split(':')[0] ?? ''
      if (!session.namespaces[namespace]) throw new NamespaceNotConfiguredError(namespace)
      return runtime.request(args, caipNetworkId)
    },

    /** Moves a namespace's requests to another approved chain (no wallet round trip). */
    setChain(caipNetworkId: CaipNetworkId) {
      runtimeOnce.peek()?.setChain(caipNetworkId)
    },

    /** Ends the session on both sides and clears its stored namespaces and pairings. */
    async disconnect(): Promise<void> {
      const runtime = runtimeOnce.peek()
      if (runtime) return runtime.disconnect()
      p.marker.clear()
    },

    /** Releases sockets and timers; a stored session stays for the next page load. */
    async dispose() {
      if (disposed) return
      disposed = true
      events.clear()
      const loaded = runtimeOnce.peek() ?? (await loading?.catch(() => undefined))
      await loaded?.dispose()
    },
  }
  return client
}
