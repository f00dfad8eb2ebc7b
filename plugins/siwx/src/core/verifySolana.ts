import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import type { SIWXSession } from '../types.js'
import { SiwxVerificationError } from './errors.js'
import { formatMessage } from './formatMessage.js'
import { messageDoesNotMatch, sessionMalformed, signatureInvalid } from './messages.js'

/**
 * Verifies a Solana sign-in (CAIP-122; the wallet signs the UTF-8 text with `solana:signMessage`):
 * the text must be exactly the one built from the session's fields (only the header's network
 * name may differ), and the base58 ed25519 signature must verify with the account's public key
 * (the base58 address). Loaded only when a Solana session is checked.
 *
 * @throws {SiwxVerificationError} for a tampered text, a malformed address or signature, or a signature of another key.
 */
export async function verifySolanaSession({ data, message, signature }: SIWXSession): Promise<void> {
  const [header = '', ...rest] = message.split('\n')
  const expected = formatMessage(data).split('\n').slice(1)
  if (!header.startsWith(`${data.domain} wants you to sign in with your `) || !header.endsWith(' account:'))
    throw new SiwxVerificationError(messageDoesNotMatch('domain'))
  if (rest.length !== expected.length || rest.some((line, index) => line !== expected[index]))
    throw new SiwxVerificationError(messageDoesNotMatch(differingField(rest, expected)))
  const publicKey = decode(data.accountAddress)
  const signatureBytes = decode(signature)
  if (publicKey?.length !== 32) throw new SiwxVerificationError(sessionMalformed)
  if (signatureBytes?.length !== 64) throw new SiwxVerificationError(signatureInvalid)
  let valid = false
  try {
    valid = ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey)
  } catch (error) {
    throw new SiwxVerificationError(signatureInvalid, { cause: error })
  }
  if (!valid) throw new SiwxVerificationError(signatureInvalid)
}

function decode(base58: string): Uint8Array | undefined {
  try {
    return bs58.decode(base58)
  } catch {
    return undefined
  }
}

const FIELD_NAMES: Record<string, string> = {
  URI: 'URI',
  Version: 'version',
  'Chain ID': 'network',
  Nonce: 'nonce',
  'Issued At': 'issue time',
  'Expiration Time': 'expiration time',
  'Not Before': 'start time',
  'Request ID': 'request id',
}

/** The name of the first line that differs, for the error ('account' for the address line). */
function differingField(lines: readonly string[], expected: readonly string[]): string {
  const index = expected.findIndex((line, i) => line !== lines[i])
  if (index === 0) return 'account'
  const label = (lines[index] ?? expected[index] ?? '').split(':')[0] ?? ''
  return FIELD_NAMES[label] ?? 'text'
}
