import {
  BALANCE_RETRY_GAP_MS,
  BASE_BLOCK_TIME_MS,
  createStore,
  DEFAULT_DEBOUNCE_MS,
  getShortMessage,
  isAddressFor,
  type Network,
  type Portico,
  type Store,
  type TokenBalance,
  toCaipAddress,
} from '@portico/kernel'
import { isUserRejection } from '@portico/kernel/rpc-errors'
import type { TokenBalancesSource } from './balancesSource.js'
import { createFeeEstimator } from './feeEstimator.js'
import { createIdentityLookup } from './identity.js'
import { estimateFeeUnits, type GasPriceSource } from './networkFee.js'
import { createReceiverProfileScheduler } from './receiverProfile.js'
import { initialSendState, type SendState } from './sendState.js'
import {
  classifyToken,
  EIP155_NATIVE_TOKEN_ADDRESS,
  findNativeToken,
  tokenDecimals,
  tokenKey,
} from './tokens.js'
import { buildTransfer } from './transfer.js'
import { formatUnits, parseUnits } from './units.js'
import { type SendIssue, validateSend } from './validation.js'
import { listenToWallet } from './walletListeners.js'

export type SendServiceOptions = {
  /** Wait after the last keystroke before the receiver's profile is looked up. Default 500 ms. */
  profileLookupDebounceMs?: number
  /** Look up the receiver's name and avatar (`GET /v1/identity`, needs a projectId). Default true. */
  receiverProfiles?: boolean
  /** Where the gas price comes from. Default: the Blockchain API with a projectId, else the chain. */
  gasPriceSource?: GasPriceSource
  /** Balances are read again this long after a send, once it is likely mined. Default 2000 ms. */
  settleRefreshDelayMs?: number
  /** The clock of the identity cache and the balance retry gap. Default `Date.now`. */
  now?: () => number
}

/** The send form of one kernel: its state (spec 3) and the actions of the send flow (spec 4). */
export type SendService = Pick<Store<SendState>, 'getState' | 'subscribe' | 'select'> & {
  /** Loads what the form shows: token balances, gas price, native price. Never rejects. */
  prepare(): Promise<void>
  setToken(token: TokenBalance | undefined): void
  setTokenAmount(amount: string | undefined): void
  /** The whole balance of the token; for the native token minus the estimated fee. */
  setMaxAmount(): void
  /** Sets the receiver; its name and avatar are looked up 500 ms after the last change. */
  setReceiverAddress(address: string | undefined): void
  /** Looks up the current receiver's profile at once. */
  lookupReceiverProfile(): Promise<void>
  /** Every reason the form cannot be sent now (empty when it can). */
  validate(): SendIssue[]
  /**
   * Sends through the chain plugin of the active namespace and resolves with the transaction hash.
   * Success resets the form, refreshes the balances, shows a success toast and returns to Account;
   * failure keeps the form, shows the error's short message as a toast and rejects with the error.
   */
  sendTokens(): Promise<string>
  refreshTokenBalances(): Promise<void>
  refreshNetworkFee(): Promise<void>
  /** The amount's value in USD, when the token has a price. */
  amountInUsd(): number | undefined
  /** Clears the form (spec 4: on a namespace switch). */
  reset(): void
  dispose(): void
}

export type CreateSendServiceParameters = {
  portico: Portico
  balances: TokenBalancesSource
  options?: SendServiceOptions
}

/**
 * Builds the send form of one kernel. It listens to the wallet: switching namespace or
 * disconnecting resets the form (spec 4), another network or account drops what belonged to the
 * old one (tokens, fee).
 */
export function createSendService({
  portico,
  balances,
  options = {},
}: CreateSendServiceParameters): SendService {
  const now = options.now ?? Date.now
  const log = portico.log.child('send')
  const store = createStore<SendState>(initialSendState())
  const hosted = portico.hosted.enabled
  const gasPriceSource = options.gasPriceSource ?? (hosted ? 'api' : 'chain')
  const identity = createIdentityLookup({ http: portico.http.blockchain, now })
  const abort = new AbortController()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let preparing: Promise<void> | undefined
  const fees = createFeeEstimator({ portico, store, gasPriceSource, signal: abort.signal, log })
  const recomputeFee = fees.recompute

  const activeNamespace = () => portico.wallet.getState().activeNamespace
  const activeNetwork = (): Network | undefined => portico.wallet.getActiveNetwork()
  const profiles = createReceiverProfileScheduler({
    store,
    identity,
    debounceMs: options.profileLookupDebounceMs ?? DEFAULT_DEBOUNCE_MS,
    sender: () => portico.wallet.getAccount().address,
    isEligible: (address) => {
      const namespace = activeNamespace()
      return Boolean(
        (options.receiverProfiles ?? true) && hosted && namespace && isAddressFor(namespace, address),
      )
    },
    log,
  })

  const applyTokenBalances = (tokens: readonly TokenBalance[]) => {
    const network = activeNetwork()
    const native = findNativeToken(tokens, network)
    const failed = balances.state?.getState().tokens.status === 'error'
    store.setState((s) => {
      // The picked token follows the fresh list, so its balance (and the max) stay current. With
      // none picked yet the network's own token is, as wallets do.
      const picked = s.token && tokens.find((t) => tokenKey(t) === tokenKey(s.token!))
      return {
        ...s,
        tokenBalances: tokens,
        token: picked ?? s.token ?? native,
        networkBalanceInUSD: native
          ? String(native.value ?? Number(native.quantity.numeric) * native.price)
          : undefined,
        nativePriceUsd: native?.price || s.nativePriceUsd,
        lastRetry: failed ? now() : s.lastRetry,
      }
    })
    recomputeFee()
  }

  const withinRetryGap = () => {
    const { lastRetry } = store.getState()
    return lastRetry !== undefined && now() - lastRetry < BALANCE_RETRY_GAP_MS
  }

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
  }

  /** After a send the balances change once it is mined: read them now and once more a block later. */
  const refreshAfterSend = (token: TokenBalance, network: Network) => {
    const address =
      token.address ?? (network.chainNamespace === 'eip155' ? EIP155_NATIVE_TOKEN_ADDRESS : undefined)
    const forceUpdate = address
      ? [address.includes(':') ? address : toCaipAddress(network.caipNetworkId, address)]
      : []
    const refresh = () =>
      balances
        .refresh({ forceUpdate })
        .then(applyTokenBalances, (error) => log.warn('Balance refresh failed', error))
    void refresh()
    later(options.settleRefreshDelayMs ?? BASE_BLOCK_TIME_MS, () => void refresh())
    void portico.wallet
      .refreshBalance(undefined, { force: true })
      .catch((error) => log.warn('Balance refresh failed', error))
  }

  const dropNetworkData = () => {
    store.setState((s) => ({
      ...s,
      token: undefined,
      tokenBalances: [],
      networkBalanceInUSD: undefined,
      gasPrice: undefined,
      transferFee: undefined,
      networkFee: undefined,
      nativePriceUsd: undefined,
      lastRetry: undefined,
    }))
  }

  const service: SendService = {
    getState: store.getState,
    subscribe: store.subscribe,
    select: store.select,

    prepare() {
      preparing ??= (async () => {
        await Promise.all([service.refreshTokenBalances(), fees.loadGasPrice()])
        await fees.loadNativePrice()
      })().finally(() => {
        preparing = undefined
      })
      return preparing
    },

    setToken(token) {
      store.setState({ token })
      recomputeFee()
      void fees.loadTransferFee()
    },

    setTokenAmount(amount) {
      store.setState({ sendTokenAmount: amount })
    },

    setMaxAmount() {
      const { token, gasPrice } = store.getState()
      if (!token) return
      const network = activeNetwork()
      const decimals = tokenDecimals(token, network)
      const balance = parseUnits(token.quantity.numeric, decimals)
      if (balance === undefined) return service.setTokenAmount(token.quantity.numeric)
      const kind = classifyToken(token, network).kind
      const fee =
        kind === 'native' && network
          ? estimateFeeUnits(network, kind, gasPrice ? BigInt(gasPrice) : undefined)
          : 0n
      const max = balance - (fee ?? 0n)
      service.setTokenAmount(formatUnits(max > 0n ? max : 0n, decimals))
    },

    setReceiverAddress(address) {
      if (address === store.getState().receiverAddress) return
      store.setState({ receiverAddress: address })
      profiles.receiverChanged(address?.trim())
      void fees.loadTransferFee()
    },

    lookupReceiverProfile: () => profiles.lookupNow(),

    validate: () => validateSend({ state: store.getState(), network: activeNetwork() }),

    async sendTokens() {
      store.setState({ loading: true })
      try {
        const { parameters, send } = buildTransfer(portico, store.getState())
        const token = store.getState().token!
        const hash = await send(parameters)
        profiles.cancel()
        store.setState((s) => ({
          ...s,
          token: undefined,
          sendTokenAmount: undefined,
          receiverAddress: undefined,
          transferFee: undefined,
          receiverProfileName: undefined,
          receiverProfileImageUrl: undefined,
          profileLoading: false,
          tokenBalances: [],
        }))
        recomputeFee()
        portico.notifications.success(
          portico.i18n.t('send.toast.sent', { amount: parameters.amount, symbol: token.symbol }),
        )
        // Spec 2: after a token send succeeds, the modal returns to Account.
        if (portico.views.has('Account')) portico.router.reset('Account')
        refreshAfterSend(token, parameters.network)
        portico.events.emit('wallet:transaction-sent', {
          namespace: parameters.network.chainNamespace,
          caipNetworkId: parameters.network.caipNetworkId,
          hash,
        })
        return hash
      } catch (error) {
        // A refusal says what was refused; the wallet's own wording of 4001 does not.
        portico.notifications.error(
          isUserRejection(error) ? portico.i18n.t('send.error.rejected') : getShortMessage(error),
        )
        throw error
      } finally {
        store.setState({ loading: false })
      }
    },

    async refreshTokenBalances() {
      if (withinRetryGap()) return
      store.setState({ tokenBalancesLoading: true })
      try {
        applyTokenBalances(await balances.getTokenBalances())
      } catch (error) {
        // The balances service resolves on failure; a custom one might not.
        log.warn('Token balances unavailable', error)
        store.setState({ lastRetry: now() })
      } finally {
        store.setState({ tokenBalancesLoading: false })
      }
    },

    refreshNetworkFee: () => fees.loadGasPrice(),

    amountInUsd() {
      const { token, sendTokenAmount } = store.getState()
      const amount = Number(sendTokenAmount)
      if (!token || !sendTokenAmount || !Number.isFinite(amount) || !token.price) return undefined
      return amount * token.price
    },

    reset() {
      profiles.cancel()
      store.setState((s) => ({ ...initialSendState(), loading: s.loading }))
    },

    dispose() {
      profiles.cancel()
      abort.abort()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      stopListening()
    },
  }

  const stopListening = listenToWallet(portico, { reset: service.reset, dropNetworkData })
  return service
}
