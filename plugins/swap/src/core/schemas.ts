import { z } from 'zod/mini'

// Answers of the swap endpoints (API-FACTS 2.5-2.11), checked before anything reads them. zod/mini,
// as in the kernel: classic zod's object schemas probe `new Function` once, which a strict
// Content-Security-Policy reports as a violation even though zod catches it.

const integerText = z.string().check(z.regex(/^\d{1,78}$/, 'expected an integer string'))
const hexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x-prefixed hex bytes'))
const caip10 = z
  .string()
  .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'expected a CAIP-10 id'))

export const tokensResponseSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string().check(z.minLength(1), z.maxLength(32)),
      address: caip10,
      decimals: z.int().check(z.gte(0), z.lte(36)),
      logoUri: z.nullable(z.string()),
      eip2612: z.nullable(z.boolean()),
    }),
  ),
})

export const quotesResponseSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.nullable(z.string()),
      fromAmount: z.string(),
      fromAccount: z.string(),
      // An empty toAmount is the API's way of saying the amount cannot be swapped ('Incorrect amount').
      toAmount: z.union([integerText, z.literal('')]),
      toAccount: z.string(),
    }),
  ),
})

export const allowanceResponseSchema = z.object({ allowance: integerText })

export const gasPriceResponseSchema = z.object({
  standard: integerText,
  fast: integerText,
  instant: integerText,
})

export const buildApproveResponseSchema = z.object({
  tx: z.object({
    from: caip10,
    to: caip10,
    data: hexData,
    value: integerText,
    eip155: z.nullable(z.object({ gasPrice: integerText })),
  }),
})

export const buildTransactionResponseSchema = z.object({
  tx: z.object({
    from: caip10,
    to: caip10,
    data: hexData,
    amount: integerText,
    eip155: z.nullable(z.object({ gas: integerText, gasPrice: integerText })),
  }),
})

export const priceResponseSchema = z.object({
  fungibles: z.array(
    z.object({
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.string(),
      price: z.number().check(z.nonnegative()),
    }),
  ),
})

export type SwapApiToken = z.infer<typeof tokensResponseSchema>['tokens'][number]
export type BuiltApprove = z.infer<typeof buildApproveResponseSchema>['tx']
export type BuiltSwap = z.infer<typeof buildTransactionResponseSchema>['tx']
