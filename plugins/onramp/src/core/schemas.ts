import { z } from 'zod'

// Answers of the on-ramp endpoints (API-FACTS 2.16-2.18), in the client's shapes.

const paymentCurrency = z.object({
  id: z.string().min(1),
  payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
})
const purchaseCurrency = z.object({
  id: z.string().min(1),
  name: z.string(),
  symbol: z.string().min(1),
  networks: z.array(
    z.object({
      name: z.string(),
      display_name: z.string(),
      chain_id: z.string(),
      contract_address: z.string(),
    }),
  ),
})
export const optionsSchema = z.object({
  paymentCurrencies: z.array(paymentCurrency),
  purchaseCurrencies: z.array(purchaseCurrency),
})
const money = z.object({ amount: z.string(), currency: z.string() })
export const quoteSchema = z.object({
  networkFee: money,
  paymentSubtotal: money,
  paymentTotal: money,
  purchaseAmount: money,
  quoteId: z.string(),
})
export const onrampUrlSchema = z.object({ url: z.string().url() })

export type PaymentCurrency = z.infer<typeof paymentCurrency>
export type PurchaseCurrency = z.infer<typeof purchaseCurrency>
export type OnrampOptions = z.infer<typeof optionsSchema>
export type OnrampQuote = z.infer<typeof quoteSchema>
