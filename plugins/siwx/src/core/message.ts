import type { SIWXMessage, SIWXMessageData, SIWXMessageInput } from '../types.js'
import { formatMessage } from './formatMessage.js'

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random alphanumeric nonce (EIP-4361 asks for at least 8 characters; 16 leave no room to guess). */
export function randomNonce(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  // 62 symbols: the modulo bias (256 % 62 = 8) is negligible for a one-time nonce.
  return Array.from(bytes, (byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('')
}

export type MessageDefaults = {
  /** Default: the page's host. */
  domain: string
  /** Default: the page's URL. */
  uri: string
  nonce: string
  statement?: string | undefined
  resources?: string[] | undefined
  /** The session lasts this long from `notBefore` (or now); none ⇒ no expiration time. */
  expiresInMs?: number | undefined
  now?: Date | undefined
}

/** The fields of a sign-in message for `input`, with the times filled in (API-FACTS 7.2 defaults). */
export function createMessageData(input: SIWXMessageInput, defaults: MessageDefaults): SIWXMessageData {
  const now = defaults.now ?? new Date()
  const start = input.notBefore ? new Date(input.notBefore) : now
  return {
    accountAddress: input.accountAddress,
    chainId: input.chainId,
    ...(input.notBefore ? { notBefore: input.notBefore } : {}),
    domain: defaults.domain,
    uri: defaults.uri,
    version: '1',
    nonce: defaults.nonce,
    ...(defaults.statement ? { statement: defaults.statement } : {}),
    ...(defaults.resources?.length ? { resources: [...defaults.resources] } : {}),
    issuedAt: now.toISOString(),
    ...(defaults.expiresInMs !== undefined
      ? { expirationTime: new Date(start.getTime() + defaults.expiresInMs).toISOString() }
      : {}),
  }
}

/** The message object the config returns: its fields plus `toString()`, the exact text to sign. */
export function toSiwxMessage(data: SIWXMessageData, networkName?: string): SIWXMessage {
  const text = formatMessage(data, networkName)
  return { ...data, toString: () => text }
}
