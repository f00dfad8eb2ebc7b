// The injectedWeb3 protocol (polkadot{.js}, Talisman, SubWallet): every answer of an extension is
// external input, checked here before anything reads it.
import * as z from 'zod/mini'
import { InvalidExtensionAnswerError } from './errors.js'

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function')
const hex = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/))

/** What `injectedWeb3[name]` holds before it is enabled. */
export const injectedEntrySchema = z.object({ enable: fn, version: z.optional(z.string()) })

/** What `enable(dappName)` resolves to. */
export const injectedSchema = z.object({
  accounts: z.object({ get: fn, subscribe: z.optional(fn) }),
  signer: z.optional(z.object({ signRaw: z.optional(fn), signPayload: z.optional(fn) })),
})

export const injectedAccountSchema = z.object({
  address: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  genesisHash: z.optional(z.nullable(z.string())),
  type: z.optional(z.nullable(z.string())),
})
export const injectedAccountsSchema = z.array(injectedAccountSchema)

/** What `signRaw` / `signPayload` resolve to. */
export const signerResultSchema = z.object({
  id: z.number(),
  signature: hex,
  signedTransaction: z.optional(z.unknown()),
})

export type InjectedAccount = z.infer<typeof injectedAccountSchema>
export type SignerResult = z.infer<typeof signerResultSchema>

/** An enabled extension, as Portico drives it (the functions stay the extension's own). */
export type Injected = {
  accounts: {
    get(anyType?: boolean): Promise<unknown>
    subscribe?(callback: (accounts: unknown) => void): unknown
  }
  signer?: {
    signRaw?(raw: { address: string; data: string; type: 'bytes' }): Promise<unknown>
    signPayload?(payload: unknown): Promise<unknown>
  }
}

/** Parses `value` with `schema`, or throws that the extension answered `method` with something unreadable. */
export function parseAnswer<T>(method: string, schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw new InvalidExtensionAnswerError(method, value, { details: parsed.error.issues[0]?.message })
  return parsed.data
}
