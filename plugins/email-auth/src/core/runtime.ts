import {
  alerts,
  createStore,
  HostedServiceOffError,
  messages,
  type Network,
  type Portico,
  RpcError,
} from '@portico/kernel'
import flowEn from '../locales/flowEn.js'
import {
  type AccountTypeView,
  accountTypeView,
  preferredAccountType,
  type SmartAccountType,
} from './accountType.js'
import { createFrameChannel, type FrameChannel, FrameRequestError } from './frameChannel.js'
import { createLoginData } from './loginData.js'
import { emailThrottled, invalidFrameResponse, notConnectedToEmailOrSocial } from './messages.js'
import {
  type ConnectEmailAction,
  FRAME_TIMING,
  ORIGIN_NOT_ALLOWED_MESSAGE,
  type SocialLoginProvider,
  UNVERIFIED_DOMAIN_MESSAGE,
  USER_REJECTED_MESSAGE,
} from './protocol.js'
import { rpcMethodKind } from './rpcMethods.js'
import { createSiwxOneStep } from './siwxOneStep.js'
import { createSolanaSession } from './solanaSession.js'

export type EmailAuthRuntimeOptions = {
  portico: Portico
  connectorId: string
  secureSiteUrl: string
  /** False for the hosted secure site without a project id: nothing is sent there. */
  available?: boolean
  /** Tells the connector's listeners (the eip155 plugin) about account and chain changes. */
  emit: (event: 'accountsChanged' | 'chainChanged', value: unknown) => void
  timing?: Partial<Record<keyof typeof FRAME_TIMING, number>>
  window?: Window
  /** The account type a login starts with until the visitor picks one (spec 9: smartAccount). */
  defaultAccountType?: SmartAccountType | undefined
}

export type ApprovalState = { method: string } | undefined

/** Spec 5: a signature is 0x plus at least 62 hex characters, a transaction hash 0x plus 64. */
const SIGNATURE = /^0x[0-9a-fA-F]{62,}$/
const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const RESULT_FORMAT: Record<string, RegExp> = {
  personal_sign: SIGNATURE,
  eth_signTypedData_v4: SIGNATURE,
  eth_sendTransaction: TRANSACTION_HASH,
}

/**
 * The embedded wallet's working part, loaded when the visitor picks e-mail or a stored login
 * exists: the frame, the e-mail flows the views drive, and the EIP-1193 requests of the AUTH
 * connector (safe methods straight to the frame, the others through ApproveTransaction).
 */
export function createEmailAuthRuntime(o: EmailAuthRuntimeOptions) {
  const { portico } = o
  if (o.available === false)
    throw new HostedServiceOffError({ method: 'GET', path: '/sdk', host: new URL(o.secureSiteUrl).host })
  portico.i18n.add('en', flowEn, { defaults: true })
  const win = o.window ?? window
  const timing = { ...FRAME_TIMING, ...o.timing }
  const login = createLoginData(portico.storage)
  const approval = createStore<{ pending: ApprovalState }>({ pending: undefined })
  let channel: FrameChannel | undefined
  let approvalAbort: AbortController | undefined
  /** The embedded wallet's accounts as the frame last answered them (GET_USER). */
  let accounts: AccountTypeView | undefined
  let smartNetworks: Promise<readonly number[]> | undefined

  const activeNetwork = (): Network | undefined => {
    const network = portico.wallet.getActiveNetwork('eip155')
    return network ?? portico.wallet.getState().networks.find((n) => n.chainNamespace === 'eip155')
  }
  const frameUrl = () => {
    const network = activeNetwork()
    const query = new URLSearchParams({
      projectId: portico.options.projectId ?? '',
      chainId: String(network?.caipNetworkId),
      version: '4',
      enableLogger: 'false',
      rpcUrl: network?.rpcUrls.default.http[0] ?? '',
    })
    return `${o.secureSiteUrl.replace(/\/$/, '')}/sdk?${query}`
  }
  const frame = (): FrameChannel => {
    if (channel) return channel
    const created = createFrameChannel({
      url: frameUrl(),
      window: win,
      log: portico.log,
      timing,
      onTimeout: (reason) =>
        portico.notifications.showAlert(
          reason === 'iframe_load_failed'
            ? alerts.EMBEDDED_WALLET_LOAD_FAILED
            : alerts.EMBEDDED_WALLET_TIMEOUT,
        ),
    })
    channel = created
    void created.ready.then(
      () => {
        syncDappData()
        void smartAccountNetworks()
        syncTheme()
      },
      () => undefined,
    )
    return created
  }
  /** SYNC_DAPP_DATA, with the app's locale so the frame's approval view speaks it too. */
  const syncDappData = () => {
    if (!channel?.isReady()) return
    const { metadata, projectId } = portico.options
    void channel
      .request('SYNC_DAPP_DATA', {
        projectId: projectId ?? '',
        sdkType: 'appkit',
        locale: portico.i18n.getState().locale,
        ...(metadata ? { metadata: { ...metadata, icons: [...metadata.icons] } } : {}),
      })
      .catch((error) => portico.log.debug('SYNC_DAPP_DATA failed', error))
  }
  let syncedLocale = portico.i18n.getState().locale
  const stopLocale = portico.i18n.subscribe(() => {
    const { locale } = portico.i18n.getState()
    if (locale === syncedLocale) return
    syncedLocale = locale
    syncDappData()
  })
  const syncTheme = () => {
    if (!channel?.isReady()) return
    const { mode } = portico.theme.getState()
    const themeMode =
      mode === 'system' ? (win.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : mode
    void channel
      .request('SYNC_THEME', { themeMode })
      .catch((error) => portico.log.debug('SYNC_THEME failed', error))
  }
  const stopTheme = portico.theme.subscribe(syncTheme)
  // The Account view shows the embedded wallet's e-mail (spec 3 "Embedded-wallet user").
  // After a social or Farcaster login it also shows the provider's user name (kept across reloads).
  // Each namespace's account gets it (EVM and Solana share the login); the account types are EVM's.
  const stopConnected = portico.events.on(
    'wallet:connected',
    ({ namespace, connectorId, address, caipNetworkId }) => {
      if (connectorId !== o.connectorId) return
      const stored = login.read()
      const evm = namespace === 'eip155' ? accounts : undefined
      portico.wallet.updateAccount(namespace, {
        user: {
          email: stored.email ?? null,
          userName: stored.socialUsername ?? null,
          address,
          chainId: caipNetworkId,
          ...(evm ? userAccounts(evm) : {}),
        },
        socialProvider: stored.socialProvider,
        ...(evm ? { preferredAccountType: evm.type, smartAccountDeployed: evm.smartAccountDeployed } : {}),
      })
    },
  )

  /** A frame failure as the visitor should see it: the spec's alert for allow-list refusals. */
  const surface = (error: unknown): never => {
    const message = error instanceof Error ? error.message : String(error)
    if (message === ORIGIN_NOT_ALLOWED_MESSAGE) portico.notifications.showAlert(alerts.ORIGIN_NOT_ALLOWED)
    if (message === UNVERIFIED_DOMAIN_MESSAGE) portico.notifications.showAlert(alerts.UNVERIFIED_DOMAIN)
    throw error
  }
  const call: FrameChannel['request'] = (name, payload, options) =>
    frame().request(name, payload, options).catch(surface)

  const chainIdOf = (network: Network | undefined) =>
    typeof network?.id === 'number' ? network.id : undefined

  /**
   * GET_SMART_ACCOUNT_ENABLED_NETWORKS, asked once the frame is ready (API-FACTS 5.2) and kept with
   * the login data; the stored list stands in when the frame cannot answer.
   */
  function smartAccountNetworks(): Promise<readonly number[]> {
    smartNetworks ??= call('GET_SMART_ACCOUNT_ENABLED_NETWORKS').then(
      ({ smartAccountEnabledNetworks }) => {
        if (login.read().loginUsed) login.update({ smartAccountEnabledNetworks })
        return smartAccountEnabledNetworks
      },
      (error: unknown) => {
        portico.log.debug('GET_SMART_ACCOUNT_ENABLED_NETWORKS failed', error)
        smartNetworks = undefined
        return login.read().smartAccountEnabledNetworks ?? []
      },
    )
    return smartNetworks
  }

  /** The account type asked for: the visitor's pick, else the default (spec 9: smartAccount for eip155). */
  const preferredType = (): SmartAccountType =>
    preferredAccountType(login.read().preferredAccountType, o.defaultAccountType)

  // One-step sign-in (spec 3, API-FACTS 7.1): an e-mail or social login signs the app's SIWX
  // message with its GET_USER, so the visitor is not asked again right after logging in.
  const siwx = createSiwxOneStep(portico)
  let signIn: Awaited<ReturnType<typeof siwx.prepare>>
  // The Solana connection of the same login signs in too (its own message, its own account).
  let solanaSignIn: Awaited<ReturnType<typeof siwx.prepare>>

  async function user() {
    const stored = login.read().chainId
    const chainId = typeof stored === 'number' ? stored : chainIdOf(activeNetwork())
    const step = signIn
    signIn = undefined
    const answer = await call('GET_USER', {
      ...(chainId === undefined ? {} : { chainId }),
      preferredAccountType: preferredType(),
      ...(step ? { siwxMessage: step.wire } : {}),
    })
    if (step) await siwx.finish(step, answer)
    const numeric =
      typeof answer.chainId === 'number' ? answer.chainId : Number(String(answer.chainId).split(':').pop())
    login.update({ chainId: numeric, ...(answer.email ? { email: answer.email } : {}) })
    accounts = accountTypeView(answer, numeric, await smartAccountNetworks())
    return answer
  }

  /** The user's account fields of the kernel's account state (spec 3 "Embedded-wallet user"). */
  function userAccounts(view: AccountTypeView) {
    return {
      accounts: view.accounts,
      preferredAccountType: view.type,
      smartAccountDeployed: view.smartAccountDeployed,
    }
  }

  /**
   * Tells the kernel about the account the frame now uses: type and user fields, then
   * `accountsChanged` when the address moved (the eip155 plugin reports it; the balance follows).
   */
  function syncAccount(view: AccountTypeView) {
    const current = portico.wallet.getAccount('eip155')
    if (portico.wallet.getState().activeConnectorIds.eip155 !== o.connectorId || !current.user) return
    portico.wallet.updateAccount('eip155', {
      preferredAccountType: view.type,
      smartAccountDeployed: view.smartAccountDeployed,
      user: { ...current.user, address: view.address, ...userAccounts(view) },
    })
    if (current.address?.toLowerCase() !== view.address.toLowerCase())
      o.emit('accountsChanged', [view.address])
  }

  async function approve(
    method: string,
    params: unknown,
    namespace: 'eip155' | 'solana' = 'eip155',
    chainId?: string,
  ): Promise<unknown> {
    if (approval.getState().pending)
      throw new RpcError(-32002, { message: 'Another request waits for approval' })
    const wasOpen = portico.modal.getState().open
    const abort = new AbortController()
    approvalAbort = abort
    approval.setState({ pending: { method } })
    if (wasOpen) portico.router.push('ApproveTransaction')
    else
      void portico.modal
        .open({ view: 'ApproveTransaction' })
        .catch((error) => portico.log.warn('Opening ApproveTransaction failed', error))
    try {
      const result = await call(
        'RPC_REQUEST',
        { method, params, chainNamespace: namespace, ...(chainId ? { chainId } : {}) },
        { signal: abort.signal },
      )
      const format = RESULT_FORMAT[method]
      if (format && (typeof result !== 'string' || !format.test(result)))
        throw new Error(invalidFrameResponse)
      return result
    } catch (error) {
      if (
        error instanceof FrameRequestError &&
        (error.message === USER_REJECTED_MESSAGE || error.reason === 'aborted')
      )
        throw new RpcError(4001, { message: error.message, cause: error })
      throw error
    } finally {
      approvalAbort = undefined
      approval.setState({ pending: undefined })
      channel?.show(undefined)
      if (portico.router.getState().history.at(-1)?.view === 'ApproveTransaction') {
        if (wasOpen) portico.router.back()
        else portico.modal.close({ force: true })
      }
    }
  }

  // Solana beside EVM (spec 3: the auth connector serves eip155 and solana): when the app has a
  // Solana network and its chain plugin, the connector carries a Solana session the plugin drives.
  const solana =
    portico.chains.get('solana') &&
    portico.wallet.getState().networks.some((n) => n.chainNamespace === 'solana')
      ? createSolanaSession({
          portico,
          connectorId: o.connectorId,
          loggedIn: () => login.read().loginUsed === true,
          async address(chainId) {
            const step = solanaSignIn
            solanaSignIn = undefined
            const answer = await call('GET_USER', { chainId, ...(step ? { siwxMessage: step.wire } : {}) })
            if (step) await siwx.finish(step, answer)
            return answer.address
          },
          isConnected: async () => {
            const { isConnected } = await call('IS_CONNECTED', {}).catch(() => ({ isConnected: false }))
            if (!isConnected) wipe()
            return isConnected
          },
          approve: (method, params, chainId) => approve(method, params, 'solana', chainId),
          signOut: () => runtime.signOut(),
        })
      : undefined
  const registered = portico.wallet.getState().connectors.find((c) => c.id === o.connectorId)
  if (solana && registered)
    portico.wallet.addConnector({
      ...registered,
      chains: ['eip155', 'solana'],
      namespaceSessions: { ...registered.namespaceSessions, solana: solana.session },
    })
  /** The stored login is gone: so is the Solana account. */
  function wipe() {
    login.wipe()
    solana?.ended()
  }

  const runtime = {
    approval,
    /** Creates the frame now (at start when a login was used before, or when e-mail is picked). */
    preload: () => void frame(),

    /** Milliseconds left of the 30 s e-mail throttle (spec 5), 0 when a code may be sent. */
    throttleLeft(now = Date.now()) {
      const last = login.read().lastEmailLoginTime
      return last === undefined ? 0 : Math.max(0, last + timing.emailCooldownMs - now)
    },

    /** CONNECT_EMAIL, throttled to once per 30 s: 'Please try again after {n} seconds'. */
    async connectEmail(email: string): Promise<ConnectEmailAction> {
      const left = this.throttleLeft()
      if (left > 0) throw new Error(emailThrottled(Math.ceil(left / 1000)))
      login.update({ lastEmailLoginTime: Date.now() })
      const { action } = await call('CONNECT_EMAIL', { email })
      login.update({ email, socialUsername: undefined, socialProvider: undefined })
      return action
    },
    connectDevice: (signal?: AbortSignal) => call('CONNECT_DEVICE', undefined, signal ? { signal } : {}),
    connectOtp: (otp: string) => call('CONNECT_OTP', { otp }),

    /** After the code: connect through the kernel (eip155 asks the connector for its accounts). */
    async finishLogin() {
      const network = activeNetwork()
      signIn = network ? await siwx.prepare(network) : undefined
      await portico.wallet.connect({ connectorId: o.connectorId, ...(network ? { network } : {}) })
      login.update({ loginUsed: true, lastEmailLoginTime: undefined })
      if (!solana) return
      // One login serves both namespaces; the one the visitor was on stays active.
      const active = portico.wallet.getState().activeNamespace
      const solanaNetwork =
        portico.wallet.getActiveNetwork('solana') ??
        portico.wallet.getState().networks.find((n) => n.chainNamespace === 'solana')
      solanaSignIn = solanaNetwork ? await siwx.prepare(solanaNetwork) : undefined
      try {
        await portico.wallet.connect({ connectorId: o.connectorId, network: solanaNetwork })
      } catch (error) {
        portico.log.warn('Connecting Solana through the embedded wallet failed', error)
      }
      if (active && portico.wallet.getState().activeNamespace !== active)
        portico.wallet.setActiveNamespace(active)
    },

    /** The secure site's origin: the only one a social login result is accepted from (spec 5). */
    secureSiteOrigin: new URL(o.secureSiteUrl).origin,

    /** GET_SOCIAL_REDIRECT_URI: the provider's authorization address the popup goes to. */
    async socialRedirectUri(provider: SocialLoginProvider): Promise<string> {
      const { uri } = await call('GET_SOCIAL_REDIRECT_URI', { provider })
      return uri
    },

    /**
     * CONNECT_SOCIAL with the popup's result address, then the connection through the kernel. The
     * provider and its user name are stored (spec 3) so a reload shows them again.
     */
    async connectSocial(uri: string, provider: SocialLoginProvider) {
      const chainId = chainIdOf(activeNetwork())
      const answer = await call('CONNECT_SOCIAL', {
        uri,
        preferredAccountType: preferredType(),
        ...(chainId === undefined ? {} : { chainId }),
      })
      login.update({
        socialProvider: provider,
        socialUsername: answer.userName ?? undefined,
        email: answer.email ?? undefined,
        lastEmailLoginTime: undefined,
      })
      await this.finishLogin()
    },

    /** GET_FARCASTER_URI: the link (and QR) the visitor opens in the Farcaster app. */
    async farcasterUrl(): Promise<string> {
      const { url } = await call('GET_FARCASTER_URI')
      portico.wallet.updateAccount('eip155', { farcasterUrl: url })
      return url
    },

    /** CONNECT_FARCASTER: resolves once the visitor approved in the Farcaster app, then connects. */
    async connectFarcaster(signal?: AbortSignal) {
      const { userName } = await call('CONNECT_FARCASTER', undefined, signal ? { signal } : {})
      login.update({
        socialProvider: 'farcaster',
        socialUsername: userName,
        email: undefined,
        lastEmailLoginTime: undefined,
      })
      await this.finishLogin()
    },

    /**
     * Spec 2: leaving the Farcaster view with no address forgets the link and reloads the auth
     * connector (a new frame; the session, kept in the frame's own storage, survives).
     */
    resetFarcaster() {
      portico.wallet.updateAccount('eip155', { farcasterUrl: undefined })
      channel?.destroy()
      channel = undefined
      frame()
    },

    updateEmail: (email: string) => call('UPDATE_EMAIL', { email }),
    updateEmailPrimary: (otp: string) => call('UPDATE_EMAIL_PRIMARY_OTP', { otp }),
    /**
     * The code sent to the new address, then the e-mail-change poll (spec 9: every 1 s): GET_USER
     * until the secure site answers with the new address, at most for the login time-out. Only then
     * are the stored login and the account's user changed.
     */
    async updateEmailSecondary(otp: string, signal?: AbortSignal) {
      const { newEmail } = await call('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      const deadline = Date.now() + timing.loginRequestTimeoutMs
      for (;;) {
        signal?.throwIfAborted()
        const answer = await user()
        if (answer.email?.toLowerCase() === newEmail.toLowerCase()) break
        if (Date.now() >= deadline)
          throw new FrameRequestError(alerts.EMBEDDED_WALLET_TIMEOUT.shortMessage, 'iframe_request_timeout')
        await new Promise<void>((resolve) => setTimeout(resolve, timing.emailChangePollMs))
      }
      login.update({ email: newEmail })
      portico.wallet.updateAccount('eip155', {
        user: { ...portico.wallet.getAccount('eip155').user, email: newEmail } as never,
      })
      return newEmail
    },
    email: () => login.read().email,

    /**
     * Spec 4: switches the embedded wallet between its EOA and its smart account (SET_PREFERRED_ACCOUNT).
     * The pick is kept for later logins and reloads. A failed switch falls back to the EOA.
     */
    async setAccountType(type: SmartAccountType) {
      login.update({ preferredAccountType: type })
      try {
        await call('SET_PREFERRED_ACCOUNT', { type })
      } catch (error) {
        portico.log.warn('SET_PREFERRED_ACCOUNT failed; using the EOA', error)
        login.update({ preferredAccountType: 'eoa' })
      }
      // GET_USER (with the pick, so a failed switch lands on the EOA) gives the address and accounts.
      await user()
      if (accounts) syncAccount(accounts)
    },

    /** Places the frame over the ApproveTransaction view's body while a request waits. */
    showFrame(rect: { top: number; left: number; width: number; height: number } | undefined) {
      channel?.show(rect)
    },
    /** The visitor left the approval view before answering: the request is rejected. */
    abortApproval() {
      approvalAbort?.abort()
    },

    /** The AUTH connector's EIP-1193 requests. */
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts': {
          const answer = await user()
          return [answer.address]
        }
        case 'eth_accounts': {
          if (!login.read().loginUsed) return []
          const { isConnected } = await call('IS_CONNECTED', {}).catch(() => ({ isConnected: false }))
          if (!isConnected) {
            wipe()
            return []
          }
          return [(await user()).address]
        }
        case 'eth_chainId': {
          const stored = login.read().chainId
          if (typeof stored === 'number') return `0x${stored.toString(16)}`
          const { chainId } = await call('GET_CHAIN_ID')
          return `0x${Number(String(chainId).split(':').pop()).toString(16)}`
        }
        case 'wallet_switchEthereumChain': {
          const [{ chainId: hex }] = params as [{ chainId: string }]
          const { chainId } = await call('SWITCH_NETWORK', { chainId: Number(hex) })
          const numeric = Number(String(chainId).split(':').pop())
          login.update({ chainId: numeric })
          o.emit('chainChanged', `0x${numeric.toString(16)}`)
          // Smart accounts exist per network: the account may change with it (EOA where there are none).
          await user()
          if (accounts) syncAccount(accounts)
          return null
        }
        case 'wallet_revokePermissions': {
          // ERC-7715 (a smart session's context) goes to the wallet for approval, below.
          // EIP-2255 (the dapp's eth_accounts permission) signs out; Solana still connected
          // through the embedded wallet keeps the login (it signs out last).
          if (revokesSession(params)) break
          if (!solana?.connected()) await this.signOut()
          return null
        }
      }
      const kind = rpcMethodKind(method)
      if (kind === 'refused') {
        portico.notifications.error(messages.actionNotAllowed)
        throw new RpcError(4200, { message: messages.rpcCallNotAllowed })
      }
      if (!login.read().loginUsed) throw new RpcError(4100, { message: notConnectedToEmailOrSocial })
      if (kind === 'safe') return call('RPC_REQUEST', { method, params, chainNamespace: 'eip155' })
      return approve(method, params)
    },

    /** Spec 4: wipes the stored login and signs out in the frame, waiting at most 3 s. */
    async signOut() {
      wipe()
      if (!channel) return
      const wait = new Promise<void>((resolve) => setTimeout(resolve, timing.signOutWaitMs))
      await Promise.race([channel.request('SIGN_OUT').catch(() => undefined), wait])
    },

    dispose() {
      stopTheme()
      stopLocale()
      stopConnected()
      channel?.destroy()
      channel = undefined
    },
  }
  return runtime
}

export type EmailAuthRuntime = ReturnType<typeof createEmailAuthRuntime>

/** `wallet_revokePermissions` for an ERC-7715 session (its context), not EIP-2255's eth_accounts. */
function revokesSession(params: unknown): boolean {
  const [first] = Array.isArray(params) ? params : [params]
  return (
    typeof first === 'object' &&
    first !== null &&
    ('permissionContext' in first || 'permissionsContext' in first || 'context' in first)
  )
}
