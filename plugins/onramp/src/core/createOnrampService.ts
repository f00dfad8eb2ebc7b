import {
  createStore,
  DEFAULT_DEBOUNCE_MS,
  getShortMessage,
  type Network,
  type Portico,
  type Store,
  type TokenBalance,
} from '@portico/kernel'
import type { BalancesService } from '@portico/plugin-balances'
import viewEn from '../locales/viewEn.js'
import { DEFAULT_OPTIONS, DEFAULT_PURCHASE_CHAINS, mockedQuote } from './defaults.js'
import {
  allowedProviders,
  coinbaseUrl,
  meldUrl,
  type OnrampProvider,
  type ProviderOrder,
} from './providers.js'
import { type OnrampQuote, optionsSchema, type PurchaseCurrency, quoteSchema } from './schemas.js'
import { initialOnrampState, type OnrampState, type PaymentMethod } from './state.js'

export type OnrampServiceOptions = {
  /** meld's public key and page; without it meld is not offered. */
  meld?: { publicKey: string; url?: string }
  quoteDebounceMs?: number
  /** How often the balance is read while a purchase is in progress. Default 3000 ms. */
  purchasePollMs?: number
  /** Opens the provider's page; default `window.open(url, '_blank', 'noopener')`. */
  openWindow?: (url: string) => void
}

/** Why an amount cannot be bought with the chosen currency and method. */
export type LimitIssue =
  | { code: 'invalidAmount' }
  | { code: 'belowMin' | 'aboveMax'; limit: string; currency: string }

export type OnrampService = Pick<Store<OnrampState>, 'getState' | 'subscribe' | 'select'> & {
  /** Loads the options; a failure falls back to the spec's defaults and keeps the error message. */
  prepare(): Promise<void>
  /** The purchase currencies offered on the active network (all of them when none is). */
  purchaseChoices(): readonly PurchaseCurrency[]
  setPurchaseCurrency(id: string): void
  setPaymentCurrency(id: string): void
  setPaymentMethod(method: PaymentMethod): void
  /** Sets the amount; a quote follows 500 ms after the last change when the amount is within limits. */
  setPaymentAmount(text: string, force?: boolean): void
  limitIssue(): LimitIssue | undefined
  /** The quote for the current amount; a failure returns the spec's mocked 1:1 quote. */
  getQuote(): Promise<OnrampQuote | undefined>
  /** The providers the `onramp` flag allows and this plugin can open. */
  providers(): OnrampProvider[]
  /** Opens the provider's page and waits (polling the balance) until the purchase lands or `cancel()`. */
  buy(provider: OnrampProvider): Promise<void>
  cancel(): void
  /** Spec 4: back to the defaults. */
  reset(): void
  dispose(): void
}

export type CreateOnrampServiceParameters = {
  portico: Portico
  balances: BalancesService
  options?: OnrampServiceOptions
}

const MELD_URL = 'https://meldcrypto.com'

export function createOnrampService({
  portico,
  balances,
  options = {},
}: CreateOnrampServiceParameters): OnrampService {
  portico.i18n.add('en', viewEn, { defaults: true })
  const log = portico.log.child('onramp')
  const http = portico.http.blockchain
  const store = createStore<OnrampState>(initialOnrampState())
  const life = new AbortController()
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteRound = 0
  let pollTimer: ReturnType<typeof setTimeout> | undefined
  let settlePurchase: (() => void) | undefined

  const network = (): Network | undefined => portico.wallet.getActiveNetwork()
  /** The options' `chain_id` of a network: the EVM chain id, or a Solana cluster's CAIP-2 reference. */
  const chainIdOf = (net: Network | undefined) => {
    if (net?.chainNamespace === 'eip155') return String(net.id)
    if (net?.chainNamespace === 'solana') return net.caipNetworkId.split(':')[1]
    return undefined
  }

  /** Spec 9: USDC on Ethereum and Polygon, otherwise the first option; one offered on the active chain when there is one. */
  const defaultPurchase = (currencies: readonly PurchaseCurrency[]) => {
    const chainId = chainIdOf(network())
    const onChain = currencies.filter((currency) =>
      currency.networks.some((item) => item.chain_id === chainId),
    )
    if (DEFAULT_PURCHASE_CHAINS.includes(Number(chainId))) {
      const usdc = onChain.find((currency) => currency.symbol === 'USDC')
      if (usdc) return usdc
    }
    return onChain[0] ?? currencies[0]
  }

  const cancelQuote = () => {
    quoteRound++
    if (quoteTimer) clearTimeout(quoteTimer)
    quoteTimer = undefined
  }

  const tokenBalance = (rows: readonly TokenBalance[], symbol: string) =>
    Number(rows.find((row) => row.symbol === symbol)?.quantity.numeric ?? '0')

  const stopPolling = () => {
    if (pollTimer) clearTimeout(pollTimer)
    pollTimer = undefined
    settlePurchase?.()
    settlePurchase = undefined
  }

  const service: OnrampService = {
    purchaseChoices() {
      const { purchaseCurrencies } = store.getState()
      const chainId = chainIdOf(network())
      const onChain = purchaseCurrencies.filter((currency) =>
        currency.networks.some((item) => item.chain_id === chainId),
      )
      return onChain.length > 0 ? onChain : purchaseCurrencies
    },
    getState: store.getState,
    subscribe: store.subscribe,
    select: store.select,

    async prepare() {
      let loaded = DEFAULT_OPTIONS
      let error: string | undefined
      try {
        loaded = await http.get('/v1/onramp/options', { schema: optionsSchema, signal: life.signal })
      } catch (cause) {
        // Spec 8: the built-in defaults (USD and EUR with the card and bank limits); the error is kept.
        error = getShortMessage(cause)
        log.warn('On-ramp options unavailable, using the defaults', cause)
      }
      const { purchaseCurrency, paymentCurrency } = store.getState()
      store.setState({ purchaseCurrencies: loaded.purchaseCurrencies })
      // The visitor's choice stays when the active network offers it (not after a switch to Solana).
      store.setState({
        paymentCurrencies: loaded.paymentCurrencies,
        purchaseCurrency:
          service.purchaseChoices().find((item) => item.id === purchaseCurrency?.id) ??
          defaultPurchase(loaded.purchaseCurrencies),
        paymentCurrency:
          loaded.paymentCurrencies.find((item) => item.id === paymentCurrency?.id) ??
          loaded.paymentCurrencies[0],
        error,
      })
    },

    setPurchaseCurrency(id) {
      store.setState((s) => ({
        ...s,
        purchaseCurrency: s.purchaseCurrencies.find((item) => item.id === id) ?? s.purchaseCurrency,
      }))
      service.setPaymentAmount(store.getState().paymentAmount, true)
    },
    setPaymentCurrency(id) {
      store.setState((s) => ({
        ...s,
        paymentCurrency: s.paymentCurrencies.find((item) => item.id === id) ?? s.paymentCurrency,
      }))
      service.setPaymentAmount(store.getState().paymentAmount, true)
    },
    setPaymentMethod(method) {
      store.setState({ paymentMethod: method })
      service.setPaymentAmount(store.getState().paymentAmount, true)
    },

    setPaymentAmount(text, force = false) {
      const amount = text.replace(/\s+/g, '').replace(',', '.')
      if (!force && amount === store.getState().paymentAmount) return
      cancelQuote()
      store.setState({ paymentAmount: amount, quote: undefined, quotesLoading: false })
      if (amount === '' || service.limitIssue()) return
      const round = quoteRound
      store.setState({ quotesLoading: true })
      quoteTimer = setTimeout(() => {
        void service.getQuote().then((quote) => {
          if (round === quoteRound) store.setState({ quote })
        })
      }, options.quoteDebounceMs ?? DEFAULT_DEBOUNCE_MS)
    },

    limitIssue() {
      const { paymentAmount, paymentCurrency, paymentMethod } = store.getState()
      const amount = Number(paymentAmount)
      if (!/^\d+(\.\d{1,2})?$/.test(paymentAmount) || !(amount > 0)) return { code: 'invalidAmount' }
      const limit = paymentCurrency?.payment_method_limits.find((item) => item.id === paymentMethod)
      if (!limit || !paymentCurrency) return undefined
      if (amount < Number(limit.min))
        return { code: 'belowMin', limit: limit.min, currency: paymentCurrency.id }
      if (amount > Number(limit.max))
        return { code: 'aboveMax', limit: limit.max, currency: paymentCurrency.id }
      return undefined
    },

    async getQuote() {
      const { purchaseCurrency, paymentCurrency, paymentAmount } = store.getState()
      if (!purchaseCurrency || !paymentCurrency) return undefined
      const round = quoteRound
      store.setState({ quotesLoading: true })
      const chainId = chainIdOf(network())
      const onChain =
        purchaseCurrency.networks.find((item) => item.chain_id === chainId) ?? purchaseCurrency.networks[0]
      try {
        return await http.post('/v1/onramp/quote', {
          body: {
            purchaseCurrency,
            paymentCurrency,
            amount: paymentAmount || '0',
            network: onChain?.name ?? '',
          },
          schema: quoteSchema,
          signal: life.signal,
        })
      } catch (cause) {
        // Spec 4 and 8: the message is kept and the mocked 1:1 quote stands in.
        store.setState({ error: getShortMessage(cause) })
        log.warn('On-ramp quote failed, using the mocked quote', cause)
        return mockedQuote(paymentAmount || '0', paymentCurrency.id)
      } finally {
        if (round === quoteRound) store.setState({ quotesLoading: false })
      }
    },

    providers() {
      const flagged = allowedProviders(portico.flags.get('onramp'))
      return flagged.filter((provider) => provider !== 'meld' || Boolean(options.meld?.publicKey))
    },

    async buy(provider) {
      const state = store.getState()
      const net = network()
      const address = portico.wallet.getAccount().address
      if (!net || !address || !state.purchaseCurrency || !state.paymentCurrency)
        throw new Error('Connect a wallet to buy crypto.')
      const symbol = net.chainNamespace === 'solana' ? 'SOL' : state.purchaseCurrency.symbol
      const onChain =
        state.purchaseCurrency.networks.find((item) => item.chain_id === chainIdOf(net)) ??
        state.purchaseCurrency.networks[0]
      const order: ProviderOrder = {
        namespace: net.chainNamespace,
        address,
        projectId: portico.options.projectId ?? '',
        network: onChain?.name ?? '',
        symbol,
        amount: state.paymentAmount || '0',
        fiatCurrency: state.paymentCurrency.id,
      }
      store.setState({ selectedProvider: provider, error: undefined, completed: undefined })
      try {
        const url =
          provider === 'meld'
            ? meldUrl(options.meld?.url ?? MELD_URL, options.meld?.publicKey ?? '', order)
            : await coinbaseUrl(http, order)
        const startBalance = tokenBalance(await balances.getTokenBalances(), symbol)
        const open = options.openWindow ?? ((target: string) => window.open(target, '_blank', 'noopener'))
        open(url)
        store.setState({ inProgress: { provider, symbol, startBalance } })
      } catch (cause) {
        const message = getShortMessage(cause)
        store.setState({ error: message })
        portico.notifications.error(message)
        throw cause
      }
      // The purchase lands on chain whenever the visitor finishes on the provider's page.
      await new Promise<void>((resolve) => {
        settlePurchase = resolve
        const poll = async () => {
          const current = store.getState().inProgress
          if (!current || life.signal.aborted) return resolve()
          try {
            const rows = await balances.refresh({})
            const now = tokenBalance(rows, current.symbol)
            if (now > current.startBalance && store.getState().inProgress === current) {
              store.setState({
                inProgress: undefined,
                // 12 significant digits: the float noise of the subtraction (100.981667 - 100.326667) goes.
                completed: {
                  symbol: current.symbol,
                  amount: Number((now - current.startBalance).toPrecision(12)),
                },
              })
              portico.notifications.success(portico.i18n.t('onramp.toast.bought', { symbol: current.symbol }))
              void portico.wallet.refreshBalance(undefined, { force: true }).catch(() => undefined)
              return resolve()
            }
          } catch (cause) {
            log.warn('Balance check failed', cause)
          }
          pollTimer = setTimeout(() => void poll(), options.purchasePollMs ?? 3000)
        }
        pollTimer = setTimeout(() => void poll(), options.purchasePollMs ?? 3000)
      })
    },

    cancel() {
      stopPolling()
      store.setState({ inProgress: undefined })
    },

    reset() {
      cancelQuote()
      stopPolling()
      store.setState((s) => ({
        ...initialOnrampState(),
        purchaseCurrencies: s.purchaseCurrencies,
        paymentCurrencies: s.paymentCurrencies,
        purchaseCurrency: defaultPurchase(s.purchaseCurrencies),
        paymentCurrency: s.paymentCurrencies[0],
      }))
    },

    dispose() {
      cancelQuote()
      stopPolling()
      life.abort()
    },
  }
  return service
}
