/**
 * zod/mini schemas for what wallets answer: accounts, chain ids, signatures,
 * transaction hashes and the ERC-5792 shapes. zod/mini keeps the path before the first click small.
 */
import { isEip155Address, isSignature, isTransactionHash } from '@portico/kernel'
import * as z from 'zod/mini'

export type Hex = `0x${string}`
export type Address = `0x${string}`

export const hexSchema = z.custom<Hex>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value))
export const addressSchema = z.custom<Address>(
  (value) => typeof value === 'string' && value.startsWith('0x') && isEip155Address(value),
)
export const accountsSchema = z.array(addressSchema)
/** Spec 5: 0x plus at least 62 hex characters. */
export const signatureSchema = z.custom<Hex>(isSignature)
/** Spec 5: 0x plus 64 hex characters. */
export const transactionHashSchema = z.custom<Hex>(isTransactionHash)

// ---- ERC-5792 ----

/** The capability names spec section 9 recognises. */
export const RECOGNISED_CAPABILITIES = [
  'atomic',
  'flow-control',
  'paymasterService',
  'sessionKeys',
  'auxiliaryFunds',
] as const
export type RecognisedCapability = (typeof RECOGNISED_CAPABILITIES)[number]

const supportedFlag = z.looseObject({ supported: z.optional(z.boolean()) })

/** Schemas of the recognised capabilities; other capabilities pass through untouched. */
export const capabilitySchemas = {
  atomic: z.looseObject({ status: z.enum(['supported', 'ready', 'unsupported']) }),
  'flow-control': supportedFlag,
  paymasterService: supportedFlag,
  sessionKeys: supportedFlag,
  auxiliaryFunds: supportedFlag,
} as const satisfies Record<RecognisedCapability, z.ZodMiniType>

export type Capabilities = {
  atomic?: { status: 'supported' | 'ready' | 'unsupported' }
  'flow-control'?: { supported?: boolean }
  paymasterService?: { supported?: boolean }
  sessionKeys?: { supported?: boolean }
  auxiliaryFunds?: { supported?: boolean }
} & Record<string, unknown>

/** `wallet_getCapabilities` answer: capabilities per hex chain id. */
export const capabilitiesAnswerSchema = z.record(z.string(), z.record(z.string(), z.unknown()))

const callSchema = z.looseObject({
  to: z.optional(addressSchema),
  data: z.optional(hexSchema),
  value: z.optional(z.union([hexSchema, z.bigint()])),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
})

/** `wallet_sendCalls` parameters (ERC-5792 version 1 or 2). */
export const sendCallsParamsSchema = z.tuple([
  z.looseObject({
    version: z.optional(z.string()),
    id: z.optional(z.string()),
    chainId: hexSchema,
    from: z.optional(addressSchema),
    atomicRequired: z.optional(z.boolean()),
    calls: z.array(callSchema).check(z.minLength(1)),
    capabilities: z.optional(z.record(z.string(), z.unknown())),
  }),
])
export type SendCallsParameters = z.infer<typeof sendCallsParamsSchema>[0]

/** `wallet_sendCalls` answer: an id (version 1) or `{ id, capabilities? }` (version 2). */
export const sendCallsAnswerSchema = z.union([
  z.string().check(z.minLength(1)),
  z.looseObject({ id: z.string().check(z.minLength(1)), capabilities: z.optional(z.unknown()) }),
])

/** `wallet_getCallsStatus` answer, version 2 (numeric status) or version 1 (PENDING / CONFIRMED). */
export const callsStatusSchema = z.looseObject({
  status: z.union([z.number(), z.enum(['PENDING', 'CONFIRMED'])]),
  receipts: z.optional(
    z.array(z.looseObject({ transactionHash: z.optional(hexSchema), status: z.optional(z.string()) })),
  ),
})

export type CallsStatus = z.infer<typeof callsStatusSchema>

/** Whether `name` is one of the capabilities of spec section 9. */
export function isRecognisedCapability(name: string): name is RecognisedCapability {
  return (RECOGNISED_CAPABILITIES as readonly string[]).includes(name)
}
