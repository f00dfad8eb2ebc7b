import type { OnrampOptions, OnrampQuote, PaymentCurrency, PurchaseCurrency } from './schemas.js'

/** Spec 9: card 10-7500, bank 10-25000, for USD and EUR; the options' fallback (spec 8). */
const LIMITS = [
  { id: 'card', min: '10', max: '7500' },
  { id: 'ach_bank_account', min: '10', max: '25000' },
]
export const DEFAULT_PAYMENT_CURRENCIES: readonly PaymentCurrency[] = [
  { id: 'USD', payment_method_limits: LIMITS },
  { id: 'EUR', payment_method_limits: LIMITS },
]
/** USDC and ETH on Ethereum and Polygon, SOL on Solana: what a failed options request falls back to. */
export const DEFAULT_PURCHASE_CURRENCIES: readonly PurchaseCurrency[] = [
  {
    id: 'USDC',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      {
        name: 'ethereum',
        display_name: 'Ethereum',
        chain_id: '1',
        contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      },
      {
        name: 'polygon',
        display_name: 'Polygon',
        chain_id: '137',
        contract_address: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
      },
    ],
  },
  {
    id: 'ETH',
    name: 'Ether',
    symbol: 'ETH',
    networks: [
      { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '' },
    ],
  },
  {
    id: 'SOL',
    name: 'Solana',
    symbol: 'SOL',
    networks: [
      {
        name: 'solana',
        display_name: 'Solana',
        chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        contract_address: '',
      },
    ],
  },
]
export const DEFAULT_OPTIONS: OnrampOptions = {
  paymentCurrencies: [...DEFAULT_PAYMENT_CURRENCIES],
  purchaseCurrencies: [...DEFAULT_PURCHASE_CURRENCIES],
}
/** Spec 9: the default purchase currency is USDC on Ethereum (1) and Polygon (137). */
export const DEFAULT_PURCHASE_CHAINS: readonly number[] = [1, 137]
/** Spec 9: provider fees are 1-2 %. */
export const PROVIDER_FEE_RANGE = { min: 1, max: 2 } as const

/** Spec 8: a failed quote returns a 1:1 quote in the payment currency. */
export function mockedQuote(amount: string, paymentCurrency: string): OnrampQuote {
  const money = { amount, currency: paymentCurrency }
  return {
    networkFee: money,
    paymentSubtotal: money,
    paymentTotal: money,
    purchaseAmount: money,
    quoteId: 'mocked-quote-id',
  }
}
