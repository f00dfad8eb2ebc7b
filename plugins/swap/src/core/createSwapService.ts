import {
  BASE_BLOCK_TIME_MS,
  createStore,
  DEFAULT_DEBOUNCE_MS,
  formatQuantity,
  getPlainAddress,
  getShortMessage,
  localizeDecimal,
  type Network,
  type Portico,
  type Store,
  type TokenBalance,
  toCaipAddress,
} from '@portico/kernel'
import type { BalancesService } from '@portico/plugin-balances'
import { toHex } from 'viem'
import viewEn from '../locales/viewEn.js'
import { isSwapNetwork } from '../networks.js'
import { fromUnits, normalizeAmountInput, toUnits } from './amounts.js'
import {
  buildApprove,
  buildSwapTransaction,
  fetchAllowance,
  fetchGasPrice,
  fetchQuote,
  fetchSwapTokens,
  fetchTokenPrice,
} from './api.js'
import {
  ApprovalTimeoutError,
  GasPriceNetworkNotSupportedError,
  SwapNetworkNotSupportedError,
  SwapNotReadyError,
} from './errors.js'
import { type SwapSummary, summarizeSwap } from './summary.js'
import { initialSwapState, type SwapState, type SwapToken } from './swapState.js'
import { isNativeToken, mergeTokenList } from './tokenList.js'

export type SwapServiceOptions = {
  /** CAIP-2 ids where swaps run besides the spec's 12 networks. */
  networks?: readonly string[]
  quoteDebounceMs?: number
  allowancePollMs?: number
  approvalTimeoutMs?: number
  settleRefreshDelayMs?: number
}

/** The swap form of one kernel: its state and the steps of a swap (quote, approve, swap). */
export type SwapService = Pick<Store<SwapState>, 'getState' | 'subscribe' | 'select'> & {
  /** Whether the active network is one swaps run on. */
  isSupported(): boolean
  /** Loads the token list (API tokens with the account's balances) and the gas price. Never rejects. */
  prepare(): Promise<void>
  setSource(token: SwapToken): void
  setDestination(token: SwapToken): void
  /** Swaps source and destination. */
  flip(): void
  /** Sets the typed amount; a quote is asked for 500 ms after the last change. */
  setAmount(text: string): void
  /** The whole source balance; for the native token minus the estimated fee. */
  setMax(): void
  summary(): SwapSummary
  /** Spec 5: approves the source amount for the router and waits until the allowance shows it. */
  approve(): Promise<string>
  /** Builds and sends the swap; success refreshes balances and returns to Account. */
  swap(): Promise<string>
  reset(): void
  dispose(): void
}

export type CreateSwapServiceParameters = {
  portico: Portico
  balances: BalancesService
  options?: SwapServiceOptions
}

export function createSwapService({
  portico,
  balances,
  options = {},
}: CreateSwapServiceParameters): SwapService {
  const log = portico.log.child('swap')
  // The view's texts come with the core, so the entry carries only the feature label and title.
  portico.i18n.add('en', viewEn, { defaults: true })
  const http = portico.http.blockchain
  const store = createStore<SwapState>(initialSwapState())
  const projectId = portico.hosted.projectId ?? ''
  const debounceMs = options.quoteDebounceMs ?? DEFAULT_DEBOUNCE_MS
  const pollMs = options.allowancePollMs ?? 1000
  const approvalTimeoutMs = options.approvalTimeoutMs ?? 60_000
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const life = new AbortController()
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteAbort: AbortController | undefined
  // Every change that makes a pending quote stale bumps this; answers for an older value are dropped.
  let quoteRound = 0
  let preparing: Promise<void> | undefined

  const network = (): Network | undefined => portico.wallet.getActiveNetwork('eip155')
  const account = () => portico.wallet.getAccount('eip155').address
  const userCaip = () => {
    const net = network()
    const address = account()
    return net && address ? toCaipAddress(net.caipNetworkId, address) : undefined
  }
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
  }
  const sleep = (ms: number) => new Promise<void>((resolve) => later(ms, resolve))

  const cancelQuote = () => {
    quoteRound++
    if (quoteTimer) clearTimeout(quoteTimer)
    quoteTimer = undefined
    quoteAbort?.abort()
    quoteAbort = undefined
  }

  /** Local checks first: a malformed amount or one above the balance needs no server. */
  const localIssue = (state: SwapState, units: bigint | undefined): SwapState['issue'] => {
    if (!state.source || state.amount === '') return undefined
    if (units === undefined) return { code: 'incorrectAmount' }
    if (state.source.balance !== undefined) {
      const balance = toUnits(state.source.balance, state.source.decimals)
      if (balance !== undefined && units > balance)
        return { code: 'insufficientBalance', symbol: state.source.symbol }
    } else if (units > 0n) return { code: 'insufficientBalance', symbol: state.source.symbol }
    return undefined
  }

  const requestQuote = () => {
    cancelQuote()
    const state = store.getState()
    const { source, destination } = state
    const units = source ? toUnits(state.amount, source.decimals) : undefined
    const issue = units === 0n ? { code: 'incorrectAmount' as const } : localIssue(state, units)
    if (!source || !destination || units === undefined || units === 0n) {
      store.setState({ quote: undefined, quoteLoading: false, issue, allowance: undefined })
      return
    }
    store.setState({ quoteLoading: true, issue })
    const round = quoteRound
    quoteTimer = setTimeout(() => void loadQuote(round, source, destination, units), debounceMs)
  }

  const loadQuote = async (round: number, source: SwapToken, destination: SwapToken, units: bigint) => {
    const userAddress = userCaip()
    if (!userAddress) return store.setState({ quoteLoading: false })
    const abort = new AbortController()
    quoteAbort = abort
    try {
      const [outcome, allowance] = await Promise.all([
        fetchQuote(
          http,
          {
            amount: units,
            from: source.address,
            to: destination.address,
            userAddress,
            gasPrice: store.getState().gasPrice,
          },
          abort.signal,
        ),
        isNativeToken(source)
          ? Promise.resolve(undefined)
          : fetchAllowance(http, { tokenAddress: source.address, userAddress }, abort.signal),
      ])
      if (round !== quoteRound) return
      const local = store.getState().issue
      if (outcome.kind === 'quote') {
        store.setState({
          quote: {
            amount: units.toString(),
            toAmount: outcome.toAmount.toString(),
            source: source.address,
            destination: destination.address,
          },
          allowance: allowance?.toString(),
          issue: local,
        })
      } else {
        store.setState({
          quote: undefined,
          allowance: allowance?.toString(),
          issue:
            outcome.kind === 'failed'
              ? { code: 'quoteFailed', message: outcome.message }
              : (local ?? { code: outcome.kind }),
        })
      }
    } catch (error) {
      if (round !== quoteRound) return
      log.warn('Quote failed', error)
      store.setState({ quote: undefined, issue: { code: 'quoteFailed', message: getShortMessage(error) } })
    } finally {
      if (round === quoteRound) store.setState({ quoteLoading: false })
    }
  }

  /** Fills in a picked token's USD price from the API when the balances carried none. */
  const ensurePrice = async (token: SwapToken) => {
    if (token.price !== undefined || !projectId) return
    try {
      const price = await fetchTokenPrice(http, { projectId, address: token.address }, life.signal)
      if (price === undefined) return
      const withPrice = (item: SwapToken | undefined) =>
        item?.address === token.address ? { ...item, price } : item
      store.setState((s) => ({
        ...s,
        tokens: s.tokens.map((item) => withPrice(item) as SwapToken),
        source: withPrice(s.source),
        destination: withPrice(s.destination),
      }))
    } catch (error) {
      log.warn('Token price unavailable', error)
    }
  }

  const applyBalances = (apiTokens: Parameters<typeof mergeTokenList>[0], rows: readonly TokenBalance[]) => {
    const tokens = mergeTokenList(apiTokens, rows, network()?.nativeCurrency.symbol)
    const fresh = (token: SwapToken | undefined) =>
      token && tokens.find((item) => item.address.toLowerCase() === token.address.toLowerCase())
    store.setState((s) => ({
      ...s,
      tokens,
      tokensStatus: 'ready',
      // Spec: the native token is the default source.
      source: fresh(s.source) ?? s.source ?? tokens.find(isNativeToken),
      destination: fresh(s.destination) ?? s.destination,
    }))
  }

  let apiTokens: Parameters<typeof mergeTokenList>[0] = []

  const loadTokens = async (net: Network) => {
    store.setState({ tokensStatus: 'loading' })
    try {
      const [list, rows] = await Promise.all([
        fetchSwapTokens(http, net.caipNetworkId, life.signal),
        balances.getTokenBalances({ namespace: 'eip155' }),
      ])
      apiTokens = list
      applyBalances(list, rows)
      const { source, destination } = store.getState()
      await Promise.all([source, destination].flatMap((token) => (token ? [ensurePrice(token)] : [])))
    } catch (error) {
      log.warn('Swap tokens unavailable', error)
      store.setState({ tokensStatus: 'error' })
    }
  }

  const loadGasPrice = async (net: Network) => {
    if (!isSwapNetwork(net, options.networks)) {
      store.setState({ gasPriceError: new GasPriceNetworkNotSupportedError(net.caipNetworkId).shortMessage })
      return
    }
    try {
      const gasPrice = await fetchGasPrice(http, net.caipNetworkId, life.signal)
      store.setState({ gasPrice: gasPrice.toString(), gasPriceError: undefined })
    } catch (error) {
      log.warn('Gas price unavailable', error)
    }
  }

  const refreshAfterSwap = (tokens: readonly SwapToken[]) => {
    const forceUpdate = tokens.map((token) => token.address)
    const refresh = () =>
      balances.refresh({ namespace: 'eip155', forceUpdate }).then(
        (rows) => applyBalances(apiTokens, rows),
        (error) => log.warn('Balance refresh failed', error),
      )
    void refresh()
    later(options.settleRefreshDelayMs ?? BASE_BLOCK_TIME_MS, () => void refresh())
    void portico.wallet
      .refreshBalance(undefined, { force: true })
      .catch((error) => log.warn('Balance refresh failed', error))
  }

  /** The wallet prompt of one transaction; resolves with its hash. */
  const sendTransaction = async (transaction: Record<string, string>) =>
    (await portico.request({
      namespace: 'eip155',
      method: 'eth_sendTransaction',
      params: [transaction],
    })) as string

  /** What both steps need: a supported network, an account and a current quote without issues. */
  const ready = () => {
    const net = network()
    if (!isSwapNetwork(net, options.networks)) throw new SwapNetworkNotSupportedError(net?.caipNetworkId)
    const state = store.getState()
    const summary = summarizeSwap(state, net?.nativeCurrency)
    const address = account()
    const userAddress = userCaip()
    if (!address || !userAddress) throw new SwapNotReadyError('Connect a wallet to swap.')
    if (!summary.ready || summary.amountUnits === undefined || !state.source || !state.destination)
      throw new SwapNotReadyError('The swap is not ready.')
    return {
      state,
      summary,
      address,
      userAddress,
      source: state.source,
      destination: state.destination,
      units: summary.amountUnits,
    }
  }

  /**
   * Runs one wallet step: checks the form, sets the step flag while it runs, keeps and shows the
   * error's short message when it fails.
   */
  const step = async <T>(
    name: 'approving' | 'swapping',
    run: (context: ReturnType<typeof ready>) => Promise<T>,
  ): Promise<T> => {
    let started = false
    try {
      const context = ready()
      store.setState({ step: name, error: undefined })
      started = true
      return await run(context)
    } catch (error) {
      const message = getShortMessage(error)
      store.setState({ error: message })
      portico.notifications.error(message)
      throw error
    } finally {
      if (started) store.setState({ step: 'idle' })
    }
  }

  const service: SwapService = {
    getState: store.getState,
    subscribe: store.subscribe,
    select: store.select,

    isSupported: () => isSwapNetwork(network(), options.networks),

    prepare() {
      const net = network()
      if (!net || !service.isSupported()) {
        if (net) void loadGasPrice(net)
        return Promise.resolve()
      }
      preparing ??= Promise.all([loadTokens(net), loadGasPrice(net)])
        .then(() => undefined)
        .finally(() => {
          preparing = undefined
        })
      return preparing
    },

    setSource(token) {
      const { destination, source } = store.getState()
      if (destination?.address === token.address) store.setState({ destination: source })
      store.setState({ source: token, allowance: undefined, error: undefined })
      void ensurePrice(token)
      requestQuote()
    },

    setDestination(token) {
      const { destination, source } = store.getState()
      if (source?.address === token.address) store.setState({ source: destination })
      store.setState({ destination: token, error: undefined })
      void ensurePrice(token)
      requestQuote()
    },

    flip() {
      const { source, destination } = store.getState()
      store.setState({ source: destination, destination: source, allowance: undefined, error: undefined })
      requestQuote()
    },

    setAmount(text) {
      const amount = normalizeAmountInput(text)
      if (amount === store.getState().amount) return
      store.setState({ amount, error: undefined })
      requestQuote()
    },

    setMax() {
      const state = store.getState()
      const { source } = state
      if (!source?.balance) return
      const balance = toUnits(source.balance, source.decimals)
      if (balance === undefined) return
      const fee = isNativeToken(source)
        ? summarizeSwap({ ...state, allowance: undefined }, network()?.nativeCurrency).networkFee
        : undefined
      const feeUnits = fee ? (toUnits(fee.amount, source.decimals) ?? 0n) : 0n
      const max = balance > feeUnits ? balance - feeUnits : 0n
      service.setAmount(fromUnits(max, source.decimals))
    },

    summary: () => summarizeSwap(store.getState(), network()?.nativeCurrency),

    approve: () =>
      step('approving', async ({ summary, address, userAddress, source, units }) => {
        if (!summary.needsApproval) throw new SwapNotReadyError('No approval is needed.')
        const built = await buildApprove(http, {
          from: source.address,
          to: source.address,
          userAddress,
          amount: units,
        })
        const target = getPlainAddress(built.from) ?? built.from
        const hash = await sendTransaction({
          from: address,
          to: target,
          data: built.data,
          value: toHex(BigInt(built.value)),
          ...(built.eip155 ? { gasPrice: toHex(BigInt(built.eip155.gasPrice)) } : {}),
        })
        store.setState({ step: 'awaitingApproval' })
        const deadline = Date.now() + approvalTimeoutMs
        for (;;) {
          const allowance = await fetchAllowance(
            http,
            { tokenAddress: source.address, userAddress },
            life.signal,
          )
          if (allowance >= units) {
            store.setState({ allowance: allowance.toString() })
            break
          }
          if (Date.now() > deadline) throw new ApprovalTimeoutError(approvalTimeoutMs)
          await sleep(pollMs)
        }
        portico.notifications.success(portico.i18n.t('swap.toast.approved', { symbol: source.symbol }))
        return hash
      }),

    swap: () =>
      step('swapping', async ({ summary, address, userAddress, source, destination, units }) => {
        if (summary.needsApproval) throw new SwapNotReadyError('Approve the token first.')
        // Reported as SWAP_SUCCESS / SWAP_ERROR by the analytics plugin, when composed.
        const swapEvent = {
          network: network()?.caipNetworkId,
          swapFromToken: source.symbol,
          swapToToken: destination.symbol,
          swapFromAmount: fromUnits(units, source.decimals),
          swapToAmount: summary.destinationAmount ?? '',
        }
        let hash: Awaited<ReturnType<typeof sendTransaction>>
        try {
          const built = await buildSwapTransaction(http, {
            projectId,
            amount: units,
            from: source.address,
            to: destination.address,
            userAddress,
          })
          hash = await sendTransaction({
            from: address,
            to: getPlainAddress(built.to) ?? built.to,
            data: built.data,
            // The build answer carries no value: a native source pays the amount itself.
            value: toHex(isNativeToken(source) ? units : 0n),
            ...(built.eip155
              ? { gas: toHex(BigInt(built.eip155.gas)), gasPrice: toHex(BigInt(built.eip155.gasPrice)) }
              : {}),
          })
        } catch (error) {
          portico.events.emit('swap:error', { ...swapEvent, message: getShortMessage(error) })
          throw error
        }
        portico.events.emit('swap:success', swapEvent)
        cancelQuote()
        store.setState({
          amount: '',
          quote: undefined,
          allowance: undefined,
          issue: undefined,
          quoteLoading: false,
        })
        // The amount paid as typed (exact), the amount received as a quantity, in the visitor's locale.
        const numbers = { locale: portico.i18n.getState().locale }
        portico.notifications.success(
          portico.i18n.t('swap.toast.swapped', {
            amount: localizeDecimal(fromUnits(units, source.decimals), numbers),
            source: source.symbol,
            received: formatQuantity(summary.destinationAmount, numbers),
            destination: destination.symbol,
          }),
        )
        refreshAfterSwap([source, destination])
        if (portico.views.has('Account')) portico.router.reset('Account')
        return hash
      }),

    reset() {
      cancelQuote()
      apiTokens = []
      store.setState((s) => ({ ...initialSwapState(), step: s.step }))
    },

    dispose() {
      cancelQuote()
      life.abort()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      for (const off of offs) off()
    },
  }

  // Tokens, balances and quotes belong to one account on one network: anything else starts over.
  const offs = [
    portico.events.on('wallet:namespace-switching', () => service.reset()),
    portico.events.on('wallet:disconnected', () => service.reset()),
    portico.events.on('wallet:network-changed', () => service.reset()),
    portico.events.on('wallet:accounts-changed', () => service.reset()),
  ]
  return service
}
