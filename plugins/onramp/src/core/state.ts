import type { OnrampProvider } from './providers.js'
import type { OnrampQuote, PaymentCurrency, PurchaseCurrency } from './schemas.js'

export type PaymentMethod = 'card' | 'ach_bank_account'

/** The on-ramp state of spec 3 and 4, plus what the Buy view shows. */
export type OnrampState = {
  purchaseCurrencies: readonly PurchaseCurrency[]
  paymentCurrencies: readonly PaymentCurrency[]
  purchaseCurrency: PurchaseCurrency | undefined
  paymentCurrency: PaymentCurrency | undefined
  paymentMethod: PaymentMethod
  /** The fiat amount as typed. */
  paymentAmount: string
  quote: OnrampQuote | undefined
  quotesLoading: boolean
  /** The last failure's message (options or quote), kept as spec 4 says. */
  error: string | undefined
  selectedProvider: OnrampProvider | undefined
  /** A purchase opened in the provider's window and not landed yet. */
  inProgress: { provider: OnrampProvider; symbol: string; startBalance: number } | undefined
  /** The purchase that landed last. */
  completed: { symbol: string; amount: number } | undefined
}

export function initialOnrampState(): OnrampState {
  return {
    purchaseCurrencies: [],
    paymentCurrencies: [],
    purchaseCurrency: undefined,
    paymentCurrency: undefined,
    paymentMethod: 'card',
    paymentAmount: '',
    quote: undefined,
    quotesLoading: false,
    error: undefined,
    selectedProvider: undefined,
    inProgress: undefined,
    completed: undefined,
  }
}
