import { z } from 'zod/mini'

// Answers of the on-ramp endpoints (API-FACTS 2.16-2.18), in the client's shapes. zod/mini, as in
// the kernel: classic zod's object schemas probe `new Function` once, which a strict
// Content-Security-Policy reports as a violation even though zod catches it.

const nonEmpty = () => z.string().check(z.minLength(1))
const paymentCurrency = z.object({
  id: nonEmpty(),
  payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
})
const purchaseCurrency = z.object({
  id: nonEmpty(),
  name: z.string(),
  symbol: nonEmpty(),
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
export const onrampUrlSchema = z.object({ url: z.url() })

export type PaymentCurrency = z.infer<typeof paymentCurrency>
export type PurchaseCurrency = z.infer<typeof purchaseCurrency>
export type OnrampOptions = z.infer<typeof optionsSchema>
export type OnrampQuote = z.infer<typeof quoteSchema>
