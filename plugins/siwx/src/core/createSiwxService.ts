import {
  type CaipNetworkId,
  type ChainNamespace,
  createStore,
  type Network,
  type Portico,
  type Store,
} from '@portico/kernel'
import { errorSigningMessage } from '@portico/kernel/flow-messages'
import { z } from 'zod/mini'
import type { SiwxOptions } from '../options.js'
import type { SIWXConfig, SIWXMessageData, SIWXSession, SiwxConnectHook } from '../types.js'
import { SiwxInitializationError, SiwxNotEnabledError } from './errors.js'
import { createLocalSessions } from './localSessions.js'
import { siwxNotEnabled } from './messages.js'
import { createServerSessions } from './serverSessions.js'

/** The network of the last sign-in (spec 4: cancel returns there when sign-in is required). */

/** Namespaces whose sign-ins the built-in sessions verify without an app-given verifier. */
const BUILT_IN_VERIFIERS: ReadonlySet<string> = new Set(['eip155', 'solana'])

export const LAST_NETWORK_KEY = 'siwx/last-network'

export type SiwxState = {
  /** `signing` while the message is created, signed and verified; `error` after a failure. */
  status: 'idle' | 'signing' | 'error'
  /** The spec's short text of the last failure ('Error signing message', …). */
  error: string | undefined
  /** Why, when known (the wallet's refusal, the verification's reason). */
  details: string | undefined
}

export type SiwxService = Store<SiwxState> & {
  config(): Promise<SIWXConfig>
  /** Whether refusing to sign disconnects. */
  isRequired(): Promise<boolean>
  /** After a connection or a change of account or network: prompts when there is no session. */
  check(): Promise<void>
  /** Creates the message, has the wallet sign it, keeps the session, closes the modal. */
  signIn(): Promise<void>
  /** The visitor refused: spec 4's cancel. */
  cancel(): Promise<void>
  /** The wallet of `namespace` disconnected. */
  signOut(namespace: ChainNamespace): Promise<void>
  /** Sign-in while connecting (the `siwx.connect` slot). */
  connectHook: SiwxConnectHook
}

const lastNetworkSchema = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))

const host = () => (typeof location === 'undefined' ? 'localhost' : location.host)
const href = () => (typeof location === 'undefined' ? 'http://localhost/' : location.href)

/**
 * The sign-in flow of spec 4 for one kernel: decides when the SIWXSignMessage view opens, signs and
 * keeps sessions through the app's `SIWXConfig`, emits `siwx:auth-success`, `siwx:auth-error` and
 * `siwx:cancel`, and handles cancel in required mode.
 */
export function createSiwxService(portico: Portico, options: SiwxOptions): SiwxService {
  const store = createStore<SiwxState>({ status: 'idle', error: undefined, details: undefined })
  const networkOf = (chainId: string): Network | undefined =>
    portico.wallet.getState().networks.find((n) => n.caipNetworkId === chainId)
  const builtIn = {
    storage: portico.storage,
    networkNameOf: (chainId: CaipNetworkId) => networkOf(chainId)?.name,
    origin: () => ({ domain: host(), uri: href() }),
    statement: options.statement,
    expiresInMs: options.expiresInMs,
    required: options.required,
    signOutOnDisconnect: options.signOutOnDisconnect,
  }
  let configLoading: Promise<SIWXConfig> | undefined
  const config = () => {
    const sessions = options.sessions ?? 'local'
    configLoading ??=
      sessions === 'local'
        ? Promise.resolve(
            createLocalSessions({
              ...builtIn,
              rpcUrlOf: (chainId) => networkOf(chainId)?.rpcUrls.default.http[0],
              verifiers: options.verifiers,
            }),
          )
        : sessions === 'server'
          ? Promise.resolve(createServerSessions({ ...builtIn, http: portico.http.catalogue }))
          : typeof sessions === 'function'
            ? sessions().catch((error: unknown) => {
                configLoading = undefined
                throw new SiwxNotEnabledError({ cause: error })
              })
            : Promise.resolve(sessions)
    return configLoading
  }
  const isRequired = async () => (await config()).getRequired?.() ?? options.required ?? false

  /**
   * Sessions in this browser verify eip155, solana and the namespaces the app gave a verifier for;
   * the sign-in server verifies eip155 and solana only; an app's own config is trusted to handle
   * whatever its wallets sign.
   */
  const verifiable = (namespace: string) => {
    const sessions = options.sessions ?? 'local'
    return (
      typeof sessions !== 'string' ||
      BUILT_IN_VERIFIERS.has(namespace) ||
      (sessions === 'local' && options.verifiers?.[namespace] !== undefined)
    )
  }

  /** The connected account the sign-in is about, if sign-in applies to it. */
  const target = () => {
    const namespace = portico.wallet.getState().activeNamespace
    if (!namespace || !portico.wallet.isConnected(namespace)) return undefined
    const { address } = portico.wallet.getAccount(namespace)
    const network = portico.wallet.getActiveNetwork(namespace)
    const connector = portico.wallet.getActiveConnector(namespace)
    const adapter = portico.chains.get(namespace)
    if (!address || !network || !connector || !adapter?.signMessage) return undefined
    if (!verifiable(namespace)) return undefined
    if (!portico.wallet.isNetworkSupported(namespace)) return undefined
    return { namespace, address, network, connector, signMessage: adapter.signMessage }
  }

  const fail = (error: unknown, text: string) => {
    const { shortMessage, message } = (error ?? {}) as { shortMessage?: string; message?: string }
    const details = shortMessage ?? message ?? String(error)
    store.setState({ status: 'error', error: text, details: details === text ? undefined : details })
    portico.events.emit('siwx:auth-error', { error: text, ...(details !== text ? { details } : {}) })
  }

  const service: SiwxService = {
    ...store,
    config,
    isRequired,
    async check() {
      const account = target()
      if (!account) return
      const sessions = await (await config()).getSessions(account.network.caipNetworkId, account.address)
      // The wallet may have moved on while the sessions were read.
      const now = target()
      if (now?.address !== account.address || now.network.caipNetworkId !== account.network.caipNetworkId)
        return
      if (sessions.length > 0) {
        portico.storage.write(LAST_NETWORK_KEY, account.network.caipNetworkId)
        return
      }
      store.setState({ status: 'idle', error: undefined, details: undefined })
      await portico.modal.open({ view: 'SIWXSignMessage' })
    },
    async signIn() {
      const account = target()
      if (!account) return fail(new SiwxNotEnabledError(), errorSigningMessage)
      store.setState({ status: 'signing', error: undefined, details: undefined })
      let current: SIWXConfig
      try {
        current = await config()
      } catch (error) {
        // The app's sessions did not load (spec 8: 'SIWX is not enabled'); Try again loads them anew.
        const problem =
          error instanceof SiwxNotEnabledError ? error : new SiwxNotEnabledError({ cause: error })
        const cause = (problem.cause ?? {}) as { message?: string }
        return fail(cause.message ? { message: cause.message } : problem, siwxNotEnabled)
      }
      let data: SIWXMessageData
      let text: string
      try {
        const message = await current.createMessage({
          accountAddress: account.address,
          chainId: account.network.caipNetworkId,
        })
        const { toString: _toString, ...fields } = message
        data = fields
        text = message.toString()
      } catch (error) {
        // Spec 8: the message could not even be made; disconnect and start over from Connect.
        const problem = new SiwxInitializationError({ cause: error })
        fail(problem, problem.shortMessage)
        await portico.wallet.disconnect({ namespace: account.namespace }).catch(() => undefined)
        portico.router.reset('Connect')
        return
      }
      try {
        const signature = await account.signMessage({
          connector: account.connector,
          address: account.address,
          message: text,
        })
        const session: SIWXSession = { data, message: text, signature }
        await current.addSession(session)
      } catch (error) {
        return fail(error, errorSigningMessage)
      }
      portico.storage.write(LAST_NETWORK_KEY, account.network.caipNetworkId)
      store.setState({ status: 'idle', error: undefined, details: undefined })
      portico.events.emit('siwx:auth-success', {
        caipNetworkId: account.network.caipNetworkId,
        address: account.address,
      })
      portico.modal.close({ force: true })
    },
    async cancel() {
      const required = await isRequired()
      portico.events.emit('siwx:cancel', { required })
      store.setState({ status: 'idle', error: undefined, details: undefined })
      if (!required) return portico.modal.close({ force: true })
      const account = target()
      const last = portico.storage.read(LAST_NETWORK_KEY, lastNetworkSchema)
      const lastNetwork = last && last !== account?.network.caipNetworkId ? networkOf(last) : undefined
      if (account && lastNetwork) {
        const sessions = await (await config()).getSessions(lastNetwork.caipNetworkId, account.address)
        if (sessions.length > 0) {
          try {
            await portico.wallet.switchNetwork(lastNetwork)
            return portico.modal.close({ force: true })
          } catch {
            // The wallet refused to go back: disconnecting is what is left.
          }
        }
      }
      const namespace = portico.wallet.getState().activeNamespace
      if (namespace) await portico.wallet.disconnect({ namespace }).catch(() => undefined)
      portico.modal.close({ force: true })
    },
    connectHook: {
      async createMessage(input) {
        const [namespace = ''] = input.chainId.split(':')
        if (!verifiable(namespace) || !networkOf(input.chainId)) return undefined
        return (await config()).createMessage(input)
      },
      async addSessions(sessions) {
        const [first] = sessions
        if (!first) return
        const current = await config()
        store.setState({ status: 'signing', error: undefined, details: undefined })
        try {
          for (const session of sessions) await current.addSession(session)
        } catch (error) {
          fail(error, errorSigningMessage)
          throw error
        }
        store.setState({ status: 'idle', error: undefined, details: undefined })
        portico.storage.write(LAST_NETWORK_KEY, first.data.chainId)
        portico.events.emit('siwx:auth-success', {
          caipNetworkId: first.data.chainId,
          address: first.data.accountAddress,
        })
      },
    },
    async signOut() {
      const current = await config()
      if (current.signOutOnDisconnect === false) return
      await current.setSessions([])
    },
  }
  return service
}
