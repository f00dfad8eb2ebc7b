import * as z from 'zod/mini'

const optionalText = z.nullish(z.string())

/**
 * One wallet of `GET /getWallets` (API-FACTS 3.1). Only `id` and `name` are required; every newer
 * field is optional and nullable, and unknown fields pass through, so a catalogue that grows new
 * fields keeps working.
 */
export const catalogueWalletSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  badge_type: z.nullish(z.enum(['none', 'certified'])),
  description: optionalText,
  chains: z.nullish(z.array(z.string())),
  homepage: optionalText,
  image_id: optionalText,
  image_url: optionalText,
  order: z.nullish(z.number()),
  mobile_link: optionalText,
  desktop_link: optionalText,
  webapp_link: optionalText,
  app_store: optionalText,
  play_store: optionalText,
  chrome_store: optionalText,
  rdns: optionalText,
  injected: z.nullish(z.array(z.looseObject({ namespace: optionalText, injected_id: optionalText }))),
  supports_wc: z.nullish(z.boolean()),
})

export type CatalogueWalletRecord = z.output<typeof catalogueWalletSchema>

/**
 * The `GET /getWallets` answer. A malformed entry is dropped instead of failing the whole page: one
 * bad wallet must not empty the list.
 */
export const getWalletsResponseSchema = z.object({
  count: z.int().check(z.nonnegative()),
  data: z.pipe(
    z.array(z.unknown()),
    z.transform((items) =>
      items.flatMap((item) => {
        const parsed = catalogueWalletSchema.safeParse(item)
        return parsed.success ? [parsed.data] : []
      }),
    ),
  ),
})

export type GetWalletsResponse = z.output<typeof getWalletsResponseSchema>
