import * as z from 'zod/mini'

/**
 * The Blockchain API's history answer (API-FACTS 2.3 and 2.3.1). The server serializes absent
 * optionals as `null` while the reference client treats them as optional, so every optional is
 * `nullish`. Metadata keeps unknown keys (the server adds `application` and may add more); transfer
 * keys are snake_case on the wire and stay so.
 */

const mediaSchema = z.object({ url: z.string(), content_type: z.nullish(z.string()) })

export const transferSchema = z.object({
  fungible_info: z.nullish(
    z.object({
      name: z.nullish(z.string()),
      symbol: z.nullish(z.string()),
      icon: z.nullish(z.object({ url: z.string() })),
    }),
  ),
  nft_info: z.nullish(
    z.object({
      name: z.nullish(z.string()),
      content: z.nullish(z.object({ preview: z.nullish(mediaSchema), detail: z.nullish(mediaSchema) })),
      flags: z.nullish(z.object({ is_spam: z.boolean() })),
    }),
  ),
  /** 'in' | 'out' | 'self'; kept a string so a new value does not fail the whole page. */
  direction: z.string(),
  /** A human-readable decimal, e.g. '3.003898'. */
  quantity: z.object({ numeric: z.string() }),
  value: z.nullish(z.number()),
  price: z.nullish(z.number()),
})

export const transactionMetadataSchema = z.looseObject({
  /** approve, borrow, burn, cancel, claim, deploy, deposit, execute, mint, receive, repay, send, … */
  operationType: z.string(),
  /** '' for pending or failed on-ramp purchases. */
  hash: z.string(),
  /** ISO-8601; an unparseable date would break grouping, so it fails validation here. */
  minedAt: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'minedAt is not a date')),
  sentFrom: z.string(),
  sentTo: z.string(),
  /** 'confirmed' | 'failed' | 'pending'. */
  status: z.string(),
  nonce: z.nullish(z.number()),
  application: z.nullish(z.object({ name: z.nullish(z.string()), iconUrl: z.nullish(z.string()) })),
  /** CAIP-2 ('eip155:1'); bare chain ids ('1') are seen too. */
  chain: z.nullish(z.string()),
})

export const transactionSchema = z.object({
  id: z.string(),
  metadata: transactionMetadataSchema,
  transfers: z.nullish(z.array(transferSchema)),
})

export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  /** The cursor of the next page; `null` on the last one. */
  next: z.nullish(z.string()),
})

export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.nullish(z.array(z.string())),
})
