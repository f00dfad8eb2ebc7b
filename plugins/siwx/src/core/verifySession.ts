import type { CaipNetworkId } from '@portico/kernel'
import { createPublicClient, http, isAddress, isAddressEqual } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { SIWXSession } from '../types.js'
import { SiwxVerificationError } from './errors.js'
import {
  messageDoesNotMatch,
  namespaceCannotVerify,
  networkUnknown,
  sessionExpired,
  sessionMalformed,
  sessionNotYetValid,
  signatureInvalid,
} from './messages.js'
import { sessionSchema } from './schemas.js'

/** Checks a session of one namespace; throws `SiwxVerificationError` when it does not hold. */
export type NamespaceVerifier = (session: SIWXSession) => Promise<void>

export type VerifySessionParameters = {
  /** The RPC URL of a configured network (for ERC-1271 / ERC-6492 smart accounts). */
  rpcUrlOf: (chainId: CaipNetworkId) => string | undefined
  /** Verifiers of other namespaces, keyed by namespace; they replace the built-in ones (eip155, solana). */
  verifiers?: Readonly<Record<string, NamespaceVerifier>> | undefined
  now?: () => Date
}

/**
 * Verifies a session before it is kept: the shape, that the signed text states the session's
 * account, network, domain, URI and nonce, the validity window, then the signature. On eip155 the
 * signature is checked with viem against the network's RPC, so EOAs (EIP-191), deployed smart
 * accounts (ERC-1271) and not yet deployed ones (ERC-6492) all verify; on solana the ed25519
 * signature is checked against the address (`verifySolana.ts`, loaded on first use).
 *
 * @throws {SiwxVerificationError} with the reason (tampered text, wrong signature, expired, …).
 */
export async function verifySession(
  session: unknown,
  parameters: VerifySessionParameters,
): Promise<SIWXSession> {
  const parsed = sessionSchema.safeParse(session)
  if (!parsed.success) throw new SiwxVerificationError(sessionMalformed, { details: parsed.error.message })
  const checked = parsed.data as SIWXSession
  checkWindow(checked, parameters.now?.() ?? new Date())
  const [namespace = ''] = checked.data.chainId.split(':')
  if (checked.cacao) {
    // One-step sign-ins (CAIP-74) exist on eip155 only (API-FACTS 7.3).
    if (namespace !== 'eip155') throw new SiwxVerificationError(namespaceCannotVerify(namespace))
    const { checkCacao } = await import('./verifyCacao.js')
    checkCacao({ ...checked, cacao: checked.cacao })
  }
  const own = parameters.verifiers?.[namespace]
  if (own) await own(checked)
  else if (namespace === 'eip155') await verifyEip155(checked, parameters.rpcUrlOf)
  else if (namespace === 'solana') await (await import('./verifySolana.js')).verifySolanaSession(checked)
  else throw new SiwxVerificationError(namespaceCannotVerify(namespace))
  return checked
}

/** Spec: valid only once `notBefore ?? issuedAt` has come and until `expirationTime`. */
function checkWindow({ data }: SIWXSession, now: Date): void {
  const start = data.notBefore ?? data.issuedAt
  if (start && Date.parse(start) > now.getTime()) throw new SiwxVerificationError(sessionNotYetValid)
  if (data.expirationTime && Date.parse(data.expirationTime) <= now.getTime())
    throw new SiwxVerificationError(sessionExpired)
}

async function verifyEip155(
  session: SIWXSession,
  rpcUrlOf: VerifySessionParameters['rpcUrlOf'] = () => undefined,
): Promise<void> {
  const { data, message, signature } = session
  const fields = parseSiweMessage(message)
  const reference = data.chainId.split(':')[1]
  if (!isAddress(data.accountAddress, { strict: false })) throw new SiwxVerificationError(sessionMalformed)
  if (!fields.address || !isAddressEqual(fields.address, data.accountAddress as `0x${string}`))
    throw new SiwxVerificationError(messageDoesNotMatch('account'))
  if (String(fields.chainId) !== reference) throw new SiwxVerificationError(messageDoesNotMatch('network'))
  if (fields.domain !== data.domain) throw new SiwxVerificationError(messageDoesNotMatch('domain'))
  if (fields.uri !== data.uri) throw new SiwxVerificationError(messageDoesNotMatch('URI'))
  if (fields.nonce !== data.nonce) throw new SiwxVerificationError(messageDoesNotMatch('nonce'))
  if (fields.expirationTime?.toISOString() !== optionalIso(data.expirationTime))
    throw new SiwxVerificationError(messageDoesNotMatch('expiration time'))
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) throw new SiwxVerificationError(signatureInvalid)
  const rpcUrl = rpcUrlOf(data.chainId)
  if (!rpcUrl) throw new SiwxVerificationError(networkUnknown(data.chainId))
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1 }) })
  let valid: boolean
  try {
    valid = await client.verifyMessage({
      address: data.accountAddress as `0x${string}`,
      message,
      signature: signature as `0x${string}`,
    })
  } catch (error) {
    throw new SiwxVerificationError(signatureInvalid, { cause: error })
  }
  if (!valid) throw new SiwxVerificationError(signatureInvalid)
}

const optionalIso = (value: string | undefined) => (value ? new Date(value).toISOString() : undefined)
