// Loaded on first need, with @walletconnect/universal-provider: nothing here is in the first paint.
import type { CaipNetworkId, ChainNamespace, DappMetadata, Logger, Store } from '@portico/kernel'
import type { SiwxConnectHook } from '@portico/plugin-siwx'
import { UniversalProvider } from '@walletconnect/universal-provider'
import type { Clock } from '../clock.js'
import type { createEmitter } from '../emitter.js'
import { PairingCancelledError, WalletConnectNotConnectedError } from '../errors.js'
import type { KeyValueStorage } from '../keyValueStorage.js'
import { type BuildNamespacesParameters, buildNamespaces } from '../namespaces.js'
import type { SessionMarker } from '../sessionMarker.js'
import type { WalletConnectClientEvents, WalletConnectSession, WalletConnectState } from '../types.js'
import { authenticateOrSkip } from './oneStepSignIn.js'
import { pairingStaleAt } from './pairing.js'
import { toSession } from './toSession.js'
import type { UniversalProviderInstance, UniversalProviderModule } from './universalProvider.js'
import { toWalletError } from './walletErrors.js'

export type SessionRuntimeParameters = {
  projectId: string
  relayUrl?: string | undefined
  metadata: DappMetadata
  storage: KeyValueStorage
  /** Distinguishes this kernel's WalletConnect core from others on the page (the library caches cores per prefix). */
  storagePrefix: string
  telemetry: boolean
  /** Whether the library asks WalletConnect's Verify service to attest the app's origin. */
  verify: boolean
  /** The WalletConnect library's own log level. */
  libraryLogLevel: string
  marker: SessionMarker
  /** What the proposal asks for, read when a pairing starts (the networks may have changed). */
  proposal: () => BuildNamespacesParameters
  /** The chain per namespace the app is on: the session starts there when the wallet approved it. */
  preferredChains: () => Partial<Record<ChainNamespace, CaipNetworkId>>
  clock: Clock
  log: Logger
  onClientId?: ((clientId: string) => void) | undefined
  /** How long a disconnect waits for the relay to take the news before the session is dropped here. */
  disconnectTimeoutMs: number
  /**
   * The siwx plugin's sign-in while connecting, when it is composed: an EVM-only proposal then
   * goes out as one-step authentication (`wc_sessionAuthenticate`) with the proposal as fallback.
   */
  signIn?: (() => SiwxConnectHook | undefined) | undefined
  /** Replaces the universal provider module (tests of load failures and odd sessions). */
  module?: (() => Promise<UniversalProviderModule>) | undefined
}

type Context = SessionRuntimeParameters & {
  state: Store<WalletConnectState>
  events: ReturnType<typeof createEmitter<WalletConnectClientEvents>>
  isDisposed: () => boolean
}

export type SessionRuntime = Awaited<ReturnType<typeof createSessionRuntime>>

type RequestArguments = { method: string; params?: unknown }

/**
 * The working part of the WalletConnect client, loaded with the universal provider: starts it,
 * pairs (replacing each URI before it goes stale), adopts, restores and ends sessions, and routes
 * requests. It writes into the state and events the always-loaded shell owns.
 */
export async function createSessionRuntime(c: Context) {
  const { UniversalProvider: Provider } = c.module ? await c.module() : { UniversalProvider }
  const up = await Provider.init({
    projectId: c.projectId,
    ...(c.relayUrl ? { relayUrl: c.relayUrl } : {}),
    metadata: { ...c.metadata, icons: [...c.metadata.icons] },
    storage: c.storage,
    customStoragePrefix: c.storagePrefix,
    telemetryEnabled: c.telemetry,
    logger: c.libraryLogLevel,
  })
  if (c.isDisposed()) {
    await closeTransport(up)
    throw new Error('The kernel was disposed while WalletConnect loaded.')
  }
  // The library has no switch for Verify: each proposal opens verify.walletconnect.org in a hidden
  // frame and waits up to 5 s for it before the pairing URI is published. Without it the proposal
  // carries an empty attestation, as in the library's own test runs.
  const verify = (up.client?.core as unknown as { verify?: { register: () => Promise<string> } } | undefined)
    ?.verify
  if (!c.verify && verify) verify.register = async () => ''
  up.client.core.crypto.getClientId().then(
    (id) => c.onClientId?.(id),
    (error: unknown) => c.log.warn('WalletConnect client id unavailable', error),
  )
  let cancelPairing: ((error: unknown) => void) | undefined

  const currentChain = (namespace: string): CaipNetworkId | undefined => {
    const approved = c.state.getState().session?.namespaces[namespace]
    if (!approved) return undefined
    try {
      const reference = up.rpcProviders[namespace]?.getDefaultChain()
      if (reference) return `${namespace}:${reference}` as CaipNetworkId
    } catch {
      // A namespace without accounts has no sub-provider; its first approved chain stands in.
    }
    return approved.chains[0]
  }

  const addressesOn = (session: WalletConnectSession, caipNetworkId: string) => [
    ...new Set(
      (session.namespaces[caipNetworkId.split(':')[0] ?? '']?.accounts ?? [])
        .filter((account) => account.startsWith(`${caipNetworkId}:`))
        .map((account) => account.split(':')[2] ?? ''),
    ),
  ]

  /** Makes the provider's session Portico's: starts it on the app's chain, notes it for restore, publishes it. */
  const adopt = (): WalletConnectSession => {
    if (!up.session) throw new WalletConnectNotConnectedError('connect')
    const session = toSession(up.session)
    c.state.setState({ session })
    for (const [namespace, caipNetworkId] of Object.entries(c.preferredChains())) {
      if (caipNetworkId && session.namespaces[namespace]?.chains.includes(caipNetworkId))
        up.setDefaultChain(caipNetworkId)
    }
    c.marker.write(session.topic)
    c.state.setState({
      status: 'connected',
      session,
      uri: undefined,
      uriStaleAt: undefined,
      error: undefined,
    })
    c.events.emit('connect', session)
    return session
  }

  /** The session is gone (either side, or deleted): forget it and its pairings. Idempotent. */
  const ended = async () => {
    c.marker.clear()
    if (!c.state.getState().session) return
    c.state.setState({ status: 'idle', session: undefined, uri: undefined, uriStaleAt: undefined })
    c.events.emit('disconnect')
    try {
      await up.cleanupPendingPairings({ deletePairings: true })
    } catch (error) {
      c.log.warn('Clearing WalletConnect pairings failed', error)
    }
  }

  up.on('session_delete', () => void ended())
  up.on('disconnect', () => void ended())
  up.on('default_chain_changed', ({ currentCaipChainId }: { currentCaipChainId: CaipNetworkId }) =>
    c.events.emit('chainChanged', currentCaipChainId),
  )
  up.on(
    'session_event',
    ({ params }: { params: { chainId: string; event: { name: string; data: unknown } } }) => {
      if (params.event.name !== 'accountsChanged' || !Array.isArray(params.event.data)) return
      const namespace = params.chainId.split(':')[0] ?? ''
      const addresses = (params.event.data as unknown[]).map((a) => String(a).split(':').pop() ?? '')
      c.events.emit('accountsChanged', namespace, addresses)
    },
  )
  up.on('session_update', () => {
    if (!up.session) return
    const before = c.state.getState().session
    const session = toSession(up.session)
    c.state.setState({ session })
    for (const [namespace, approved] of Object.entries(session.namespaces)) {
      if (before?.namespaces[namespace]?.accounts.join() === approved.accounts.join()) continue
      const chain = currentChain(namespace)
      c.events.emit('accountsChanged', namespace, chain ? addressesOn(session, chain) : [])
    }
  })

  /**
   * One attempt: a session proposal, or, with sign-in on and only eip155 asked for (the one
   * namespace `wc_sessionAuthenticate` serves), one-step authentication carrying the proposal.
   */
  const connectOnce = async (): Promise<void> => {
    const namespaces = buildNamespaces(c.proposal())
    const hook = c.signIn?.()
    if (hook && namespaces.eip155 && Object.keys(namespaces).length === 1) {
      const done = await authenticateOrSkip({
        up,
        hook,
        eip155: namespaces.eip155,
        optionalNamespaces: namespaces as Record<string, NonNullable<typeof namespaces.eip155>>,
        log: c.log,
      })
      if (done) return
    }
    await up.connect({ optionalNamespaces: namespaces })
  }

  /** One pairing attempt after another until a wallet answers: each URI is replaced before it goes stale. */
  const pair = () =>
    new Promise<WalletConnectSession>((resolve, reject) => {
      let attempt = 0
      let timer: unknown
      let settled = false
      const stopTimer = () => {
        if (timer !== undefined) c.clock.clearTimeout(timer)
        timer = undefined
      }
      const onUri = (uri: string) => {
        if (settled) return
        const staleAt = pairingStaleAt(c.clock.now())
        c.state.setState({ status: 'pairing', uri, uriStaleAt: staleAt, error: undefined })
        stopTimer()
        timer = c.clock.setTimeout(
          () => {
            timer = undefined
            if (!settled) start()
          },
          Math.max(0, staleAt - c.clock.now()),
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
        c.state.setState({ status: 'loading', uri: undefined, uriStaleAt: undefined })
        connectOnce().then(
          () =>
            finish(() =>
              up.session ? resolve(adopt()) : reject(new WalletConnectNotConnectedError('connect')),
            ),
          (error: unknown) => {
            // A replaced attempt failing (its pairing was dropped) is not the visitor's concern.
            if (id !== attempt) return
            const mapped = toWalletError(error)
            finish(() => {
              c.state.setState({ status: 'error', error: mapped, uri: undefined, uriStaleAt: undefined })
              reject(mapped)
            })
          },
        )
      }
      cancelPairing = (error) =>
        finish(() => {
          c.state.setState({ status: 'idle', uri: undefined, uriStaleAt: undefined })
          void up.cleanupPendingPairings().catch(() => undefined)
          reject(error)
        })
      up.on('display_uri', onUri)
      start()
    })

  return {
    currentChain,

    /** The restored session if the provider found one, else a new pairing. */
    connect: (): Promise<WalletConnectSession> => (up.session ? Promise.resolve(adopt()) : pair()),

    cancel() {
      cancelPairing?.(new PairingCancelledError())
    },

    /** The session the provider restored from storage, unless it has expired. */
    restore(): WalletConnectSession | undefined {
      if (up.session && up.session.expiry * 1000 > Date.now()) return adopt()
      c.marker.clear()
      return undefined
    },

    async request(args: RequestArguments, caipNetworkId: string): Promise<unknown> {
      try {
        return await up.request(
          args as { method: string; params?: unknown[] | Record<string, unknown> },
          caipNetworkId,
        )
      } catch (error) {
        throw toWalletError(error)
      }
    },

    setChain(caipNetworkId: CaipNetworkId) {
      up.setDefaultChain(caipNetworkId)
    },

    async disconnect(): Promise<void> {
      cancelPairing?.(new PairingCancelledError())
      const session = up.session
      if (session) {
        // The wallet is told, but not forever: with the relay down the library waits for it to return.
        const told = up.client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED })
        const answered = await Promise.race([
          told.then(
            () => true,
            (error: unknown) => {
              c.log.warn('The wallet could not be told about the disconnect', error)
              return false
            },
          ),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), c.disconnectTimeoutMs)),
        ])
        if (!answered)
          await Promise.resolve()
            .then(() => up.client.session.delete(session.topic, USER_DISCONNECTED))
            .catch(() => undefined)
        await dropProviderState(up)
      }
      await ended()
    },

    async dispose() {
      cancelPairing?.(new PairingCancelledError())
      await closeTransport(up)
    },
  }
}

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/**
 * What the provider's own `disconnect()` does once the wallet was told: forget the session and its
 * stored namespaces, delete the pairings and the provider's keys. Its `disconnect()` is not used
 * because, with the relay down, it would run this much later, over whatever pairing is current then.
 */
async function dropProviderState(up: UniversalProviderInstance): Promise<void> {
  const cleanup = (up as unknown as { cleanup?: () => Promise<void> }).cleanup
  if (typeof cleanup === 'function') return cleanup.call(up)
  up.session = undefined
  await up.cleanupPendingPairings({ deletePairings: true })
}

async function closeTransport(up: UniversalProviderInstance): Promise<void> {
  up.events.removeAllListeners()
  up.client.core.heartbeat.stop()
  await up.client.core.relayer.transportClose().catch(() => undefined)
}
