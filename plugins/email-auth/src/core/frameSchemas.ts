import * as z from 'zod/mini'
import { emailSchema } from './emailSchema.js'
import {
  CONNECT_EMAIL_ACTIONS,
  FRAME_PREFIX,
  FRAME_REQUESTS,
  type FrameRequestName,
  SOCIAL_PROVIDERS,
  UPDATE_EMAIL_ACTIONS,
} from './protocol.js'

/**
 * Zod schemas of the frame protocol (API-FACTS 5.3, 5.4): what the app sends and what the frame
 * answers. Both sides parse with them; the frame's answers are external input to the app.
 */

const chainId = z.union([z.string().check(z.minLength(1)), z.number()])
const otp = z.string().check(z.regex(/^\d{6}$/))

export const accountSchema = z.object({ address: z.string(), type: z.enum(['eoa', 'smartAccount']) })

/** A sign-in message on the wire (API-FACTS 7.1 `SIWXMessageWire`): every field a string. */
export const siwxMessageWireSchema = z.object({
  accountAddress: z.string(),
  chainId: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  serializedMessage: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  statement: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  requestId: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
})
export type SiwxMessageWire = z.infer<typeof siwxMessageWireSchema>

export const userSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  address: z.string().check(z.minLength(1)),
  chainId,
  smartAccountDeployed: z.optional(z.boolean()),
  accounts: z.optional(z.array(accountSchema)),
  preferredAccountType: z.optional(z.string()),
  signature: z.optional(z.string()),
  message: z.optional(z.string()),
  siwxMessage: z.optional(siwxMessageWireSchema),
})
export type FrameUser = z.infer<typeof userSchema>

/** CONNECT_SOCIAL's answer: the user with the provider's user name (its e-mail is not checked). */
export const socialUserSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  userName: z.optional(z.nullable(z.string())),
  address: z.string().check(z.minLength(1)),
  chainId,
  accounts: z.optional(z.array(accountSchema)),
  preferredAccountType: z.optional(z.string()),
  signature: z.optional(z.string()),
  message: z.optional(z.string()),
  siwxMessage: z.optional(siwxMessageWireSchema),
})
export type FrameSocialUser = z.infer<typeof socialUserSchema>

const rpcRequest = z.object({
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.unknown()),
  chainId: z.optional(chainId),
  chainNamespace: z.optional(z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])),
  rpcUrl: z.optional(z.string()),
})
export type FrameRpcRequest = z.infer<typeof rpcRequest>

const none = z.optional(z.undefined())

/** The payload of each request the app sends. */
export const requestPayloadSchemas = {
  SWITCH_NETWORK: z.object({ chainId, rpcUrl: z.optional(z.string()) }),
  CONNECT_EMAIL: z.object({ email: emailSchema }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: z.object({ otp }),
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
  CONNECT_SOCIAL: z.object({
    uri: z.string().check(z.minLength(1), z.maxLength(4096)),
    preferredAccountType: z.optional(z.string()),
    chainId: z.optional(chainId),
    siwxMessage: z.optional(siwxMessageWireSchema),
    rpcUrl: z.optional(z.string()),
  }),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  GET_USER: z.optional(
    z.object({
      chainId: z.optional(chainId),
      preferredAccountType: z.optional(z.string()),
      siwxMessage: z.optional(siwxMessageWireSchema),
      rpcUrl: z.optional(z.string()),
    }),
  ),
  SIGN_OUT: none,
  IS_CONNECTED: z.optional(z.object({ token: z.optional(z.string()) })),
  GET_CHAIN_ID: none,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  SET_PREFERRED_ACCOUNT: z.object({ type: z.string() }),
  RPC_REQUEST: rpcRequest,
  RPC_ABORT: none,
  UPDATE_EMAIL: z.object({ email: emailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp }),
  SYNC_THEME: z.object({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    w3mThemeVariables: z.optional(z.record(z.string(), z.string())),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.optional(
      z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) }),
    ),
    sdkVersion: z.optional(z.string()),
    sdkType: z.optional(z.enum(['w3m', 'appkit'])),
    projectId: z.string(),
    /** Portico addition: the app's locale, for the frame's own texts (the hosted site ignores it). */
    locale: z.optional(z.string()),
  }),
  RELOAD: none,
} satisfies Record<FrameRequestName, z.ZodMiniType>

export type FrameRequestPayloads = { [K in FrameRequestName]: z.infer<(typeof requestPayloadSchemas)[K]> }

/** The SUCCESS payload of each request. */
export const successPayloadSchemas = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ action: z.enum(CONNECT_EMAIL_ACTIONS) }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: none,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string() }),
  CONNECT_SOCIAL: socialUserSchema,
  GET_FARCASTER_URI: z.object({ url: z.string().check(z.minLength(1)) }),
  CONNECT_FARCASTER: z.object({ userName: z.string() }),
  GET_USER: userSchema,
  SIGN_OUT: none,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  SET_PREFERRED_ACCOUNT: z.object({ type: z.string(), address: z.string() }),
  RPC_REQUEST: z.unknown(),
  RPC_ABORT: none,
  UPDATE_EMAIL: z.object({ action: z.enum(UPDATE_EMAIL_ACTIONS) }),
  UPDATE_EMAIL_PRIMARY_OTP: none,
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: emailSchema }),
  SYNC_THEME: none,
  SYNC_DAPP_DATA: none,
  RELOAD: none,
} satisfies Record<FrameRequestName, z.ZodMiniType>

export type FrameSuccessPayloads = { [K in FrameRequestName]: z.infer<(typeof successPayloadSchemas)[K]> }

const errorPayload = z.optional(z.object({ message: z.optional(z.string()) }))

const envelope = z.object({
  type: z.string().check(z.startsWith(FRAME_PREFIX)),
  id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  payload: z.optional(z.unknown()),
})

export type FrameEvent =
  | { kind: 'ready'; version?: string | undefined }
  | { kind: 'session-update'; token: string }
  | { kind: 'success'; name: FrameRequestName; id: string | undefined; payload: unknown }
  | { kind: 'error'; name: FrameRequestName; id: string | undefined; message: string | undefined }

const readyPayload = z.optional(z.object({ version: z.optional(z.string()) }))
const sessionPayload = z.object({ token: z.string() })

/**
 * Parses one message from the frame: the envelope, then the payload its type names. Undefined for
 * anything else (another prefix, an unknown type, a payload of the wrong shape).
 *
 * @example
 * parseFrameEvent({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', id: 'a1', payload: { action: 'VERIFY_OTP' } })
 * // { kind: 'success', name: 'CONNECT_EMAIL', id: 'a1', payload: { action: 'VERIFY_OTP' } }
 */
export function parseFrameEvent(data: unknown): FrameEvent | undefined {
  const parsed = envelope.safeParse(data)
  if (!parsed.success) return undefined
  const { type, id, payload } = parsed.data
  const name = type.slice(FRAME_PREFIX.length)
  if (name === 'READY') {
    const ready = readyPayload.safeParse(payload)
    return ready.success ? { kind: 'ready', version: ready.data?.version } : undefined
  }
  if (name === 'SESSION_UPDATE') {
    const session = sessionPayload.safeParse(payload)
    return session.success ? { kind: 'session-update', token: session.data.token } : undefined
  }
  const match = /^([A-Z_]+)_(SUCCESS|ERROR)$/.exec(name)
  const request = match?.[1] as FrameRequestName | undefined
  if (!request || !(FRAME_REQUESTS as readonly string[]).includes(request)) return undefined
  if (match?.[2] === 'ERROR') {
    // No message: the app shows the catalogue's 'An error occurred'.
    const error = errorPayload.safeParse(payload)
    return error.success ? { kind: 'error', name: request, id, message: error.data?.message } : undefined
  }
  const success = successPayloadSchemas[request].safeParse(payload)
  return success.success ? { kind: 'success', name: request, id, payload: success.data } : undefined
}
