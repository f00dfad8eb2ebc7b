import * as z from 'zod/mini'

/** `GET /v1/supported-chains` (API-FACTS 2.1): CAIP-2 ids, unordered. */
export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.optional(z.array(z.string())),
})

/** One item of `GET /v1/account/{address}/balance` (API-FACTS 2.4); optional keys are absent, not null. */
export const balanceItemSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.optional(z.string()),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

/**
 * The balance answer. Items are checked one by one afterwards (`balanceItemSchema`), so one odd item
 * is dropped instead of failing the whole list; a body that is not `{ balances: [...] }` fails.
 */
export const balanceResponseSchema = z.object({ balances: z.array(z.unknown()) })

/** `POST /v1/fungible/price` (API-FACTS 2.7); only the first address is priced. */
export const fungiblePriceSchema = z.object({
  fungibles: z.array(
    z.object({
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.string(),
      price: z.number(),
      decimals: z.optional(z.number()),
    }),
  ),
})

/** The ERC-721 metadata JSON fields the NFTs tab shows; anything else is ignored. */
export const nftMetadataSchema = z.object({
  name: z.catch(z.optional(z.string()), undefined),
  description: z.catch(z.optional(z.string()), undefined),
  image: z.catch(z.optional(z.string()), undefined),
})
