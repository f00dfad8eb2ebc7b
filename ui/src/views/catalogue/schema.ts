import { z } from 'zod'

const optionalText = z.string().nullish()

/**
 * One wallet of `GET /getWallets` (API-FACTS 3.1). Only `id` and `name` are required; every newer
 * field is optional and nullable, and unknown fields pass through, so a catalogue that grows new
 * fields keeps working.
 */
export const catalogueWalletSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  badge_type: z.enum(['none', 'certified']).nullish(),
  description: optionalText,
  chains: z.array(z.string()).nullish(),
  homepage: optionalText,
  image_id: optionalText,
  image_url: optionalText,
  order: z.number().nullish(),
  mobile_link: optionalText,
  desktop_link: optionalText,
  webapp_link: optionalText,
  app_store: optionalText,
  play_store: optionalText,
  chrome_store: optionalText,
  rdns: optionalText,
  injected: z.array(z.looseObject({ namespace: optionalText, injected_id: optionalText })).nullish(),
  supports_wc: z.boolean().nullish(),
})

export type CatalogueWalletRecord = z.infer<typeof catalogueWalletSchema>

/**
 * The `GET /getWallets` answer. A malformed entry is dropped instead of failing the whole page: one
 * bad wallet must not empty the list.
 */
export const getWalletsResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  data: z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = catalogueWalletSchema.safeParse(item)
      return parsed.success ? [parsed.data] : []
    }),
  ),
})

export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>
