import * as z from 'zod/mini'
import type { WalletConnectViewData } from './viewData.js'

const linkField = z.nullish(z.string())

const viewDataSchema = z.object({
  wallet: z.optional(
    z.object({
      id: z.string().check(z.minLength(1)),
      name: z.string().check(z.minLength(1)),
      imageUrl: z.pipe(
        z.nullish(z.string()),
        z.transform((value) => value ?? undefined),
      ),
      record: z.pipe(
        z.nullish(z.looseObject({ mobile_link: linkField, link_mode: linkField })),
        z.transform((v) => v ?? undefined),
      ),
    }),
  ),
})

/** The router data of ConnectingWalletConnect, or `{}` when it is missing or malformed (the plain QR view). */
export function parseViewData(data: unknown): WalletConnectViewData {
  const parsed = viewDataSchema.safeParse(data ?? {})
  return parsed.success ? (parsed.data as WalletConnectViewData) : {}
}
