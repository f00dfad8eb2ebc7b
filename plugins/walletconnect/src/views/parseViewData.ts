import { z } from 'zod'
import type { WalletConnectViewData } from './viewData.js'

const linkField = z.string().nullish()

const viewDataSchema = z.object({
  wallet: z
    .object({
      id: z.string().min(1),
      name: z.string().min(1),
      imageUrl: z
        .string()
        .nullish()
        .transform((value) => value ?? undefined),
      record: z
        .looseObject({ mobile_link: linkField, link_mode: linkField })
        .nullish()
        .transform((v) => v ?? undefined),
    })
    .optional(),
})

/** The router data of ConnectingWalletConnect, or `{}` when it is missing or malformed (the plain QR view). */
export function parseViewData(data: unknown): WalletConnectViewData {
  const parsed = viewDataSchema.safeParse(data ?? {})
  return parsed.success ? (parsed.data as WalletConnectViewData) : {}
}
