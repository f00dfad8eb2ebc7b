import { z } from 'zod'

/**
 * The Blockchain API's history answer (API-FACTS 2.3 and 2.3.1). The server serializes absent
 * optionals as `null` while the reference client treats them as optional, so every optional is
 * `nullish`. Metadata keeps unknown keys (the server adds `application` and may add more); transfer
 * keys are snake_case on the wire and stay so.
 */

const mediaSchema = z.object({ url: z.string(), content_type: z.string().nullish() })

export const transferSchema = z.object({
  fungible_info: z
    .object({
      name: z.string().nullish(),
      symbol: z.string().nullish(),
      icon: z.object({ url: z.string() }).nullish(),
    })
    .nullish(),
  nft_info: z
    .object({
      name: z.string().nullish(),
      content: z.object({ preview: mediaSchema.nullish(), detail: mediaSchema.nullish() }).nullish(),
      flags: z.object({ is_spam: z.boolean() }).nullish(),
    })
    .nullish(),
  /** 'in' | 'out' | 'self'; kept a string so a new value does not fail the whole page. */
  direction: z.string(),
  /** A human-readable decimal, e.g. '3.003898'. */
  quantity: z.object({ numeric: z.string() }),
  value: z.number().nullish(),
  price: z.number().nullish(),
})

export const transactionMetadataSchema = z.looseObject({
  /** approve, borrow, burn, cancel, claim, deploy, deposit, execute, mint, receive, repay, send, … */
  operationType: z.string(),
  /** '' for pending or failed on-ramp purchases. */
  hash: z.string(),
  /** ISO-8601; an unparseable date would break grouping, so it fails validation here. */
  minedAt: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'minedAt is not a date'),
  sentFrom: z.string(),
  sentTo: z.string(),
  /** 'confirmed' | 'failed' | 'pending'. */
  status: z.string(),
  nonce: z.number().nullish(),
  application: z.object({ name: z.string().nullish(), iconUrl: z.string().nullish() }).nullish(),
  /** CAIP-2 ('eip155:1'); bare chain ids ('1') are seen too. */
  chain: z.string().nullish(),
})

export const transactionSchema = z.object({
  id: z.string(),
  metadata: transactionMetadataSchema,
  transfers: z.array(transferSchema).nullish(),
})

export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  /** The cursor of the next page; `null` on the last one. */
  next: z.string().nullish(),
})

export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()).nullish(),
})
