import { pubkeyToAddress, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding'
import { SignatureVerificationError } from '../errors.js'

/** The amino type of a secp256k1 public key in a StdSignature. */
export const SECP256K1_PUBKEY_TYPE = 'tendermint/PubKeySecp256k1'

export type StdSignature = { pub_key: { type: string; value: string }; signature: string }

/**
 * The ADR-036 sign doc of an off-chain message: one `sign/MsgSignData` message carrying the
 * signer and the data (base64), with an empty chain id, zero account number and sequence, no fee
 * and no memo, so it can never be a valid transaction.
 */
export function makeAdr36SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [
      {
        type: 'sign/MsgSignData',
        value: { signer, data: toBase64(typeof data === 'string' ? toUtf8(data) : data) },
      },
    ],
    memo: '',
  }
}

function decodeBase64(value: string, what: string): Uint8Array {
  try {
    return fromBase64(value)
  } catch {
    throw new SignatureVerificationError(`The ${what} is not base64.`)
  }
}

/**
 * Checks that `signature` is `signer`'s secp256k1 signature of `signBytes` (SHA-256, low-S 64-byte
 * r||s) and that its public key is the signer's address on the chain with `prefix`. Throws
 * `SignatureVerificationError` saying which check failed.
 */
export function verifyStdSignature({
  signer,
  prefix,
  signBytes,
  signature,
}: {
  signer: string
  prefix: string
  signBytes: Uint8Array
  signature: StdSignature
}): void {
  if (signature.pub_key.type !== SECP256K1_PUBKEY_TYPE)
    throw new SignatureVerificationError(`Unsupported key type ${signature.pub_key.type}.`)
  const pubkey = decodeBase64(signature.pub_key.value, 'public key')
  if (pubkey.length !== 33)
    throw new SignatureVerificationError('The public key is not a compressed secp256k1 key.')
  const keyAddress = pubkeyToAddress({ type: SECP256K1_PUBKEY_TYPE, value: signature.pub_key.value }, prefix)
  if (keyAddress !== signer)
    throw new SignatureVerificationError(`The signing key belongs to ${keyAddress}, not to ${signer}.`)
  const raw = decodeBase64(signature.signature, 'signature')
  if (raw.length !== 64) throw new SignatureVerificationError('The signature is not 64 bytes (r||s).')
  let valid = false
  try {
    valid = Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(raw), sha256(signBytes), pubkey)
  } catch (error) {
    throw new SignatureVerificationError(error instanceof Error ? error.message : String(error))
  }
  if (!valid) throw new SignatureVerificationError('The signature does not match the signed data.')
}

/**
 * Verifies an ADR-036 (`signArbitrary`) signature of `message` by `signer`.
 *
 * @example
 * verifyArbitrary({ signer, prefix: 'cosmos', message: 'Hello', signature }) // throws when it does not verify
 */
export function verifyArbitrary({
  signer,
  prefix,
  message,
  signature,
}: {
  signer: string
  prefix: string
  message: string | Uint8Array
  signature: StdSignature
}): void {
  verifyStdSignature({
    signer,
    prefix,
    signature,
    signBytes: serializeSignDoc(makeAdr36SignDoc(signer, message)),
  })
}
