import * as ecc from '@bitcoinerlab/secp256k1'
import { script as bscript, crypto, opcodes, Transaction } from 'bitcoinjs-lib'
import { classifyScript } from '../address/parseAddress.js'

const encoder = new TextEncoder()
const TAG = 'BIP0322-signed-message'

/** BIP-322's message hash: SHA256(SHA256(tag) || SHA256(tag) || message). */
export function bip322MessageHash(message: string): Uint8Array {
  const tag = crypto.sha256(encoder.encode(TAG))
  const bytes = encoder.encode(message)
  const data = new Uint8Array(tag.length * 2 + bytes.length)
  data.set(tag, 0)
  data.set(tag, tag.length)
  data.set(bytes, tag.length * 2)
  return crypto.sha256(data)
}

/**
 * BIP-322's two virtual transactions for a message and an address's output script: `toSpend`
 * (whose single output the address "owns") and `toSign` (spending it to OP_RETURN). A signature
 * is the witness of `toSign`'s input.
 */
export function bip322Transactions(message: string, outputScript: Uint8Array) {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.locktime = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    bscript.compile([opcodes.OP_0!, bip322MessageHash(message)]),
  )
  toSpend.addOutput(outputScript, 0n)
  const toSign = new Transaction()
  toSign.version = 0
  toSign.locktime = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(bscript.compile([opcodes.OP_RETURN!]), 0n)
  return { toSpend, toSign }
}

/** Serialises a witness stack the way BIP-322 "simple" signatures carry it (count, then each item). */
export function encodeWitness(stack: readonly Uint8Array[]): Uint8Array {
  const parts: number[] = [stack.length]
  for (const item of stack) {
    if (item.length >= 0xfd) throw new RangeError('Witness item too long for a simple signature')
    parts.push(item.length, ...item)
  }
  return Uint8Array.from(parts)
}

/** Reads a serialised witness stack; undefined when the bytes are not exactly one. */
export function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const read = () => (offset < bytes.length ? bytes[offset++]! : undefined)
  const count = read()
  if (count === undefined || count >= 0xfd) return undefined
  const stack: Uint8Array[] = []
  for (let i = 0; i < count; i++) {
    const length = read()
    if (length === undefined || length >= 0xfd || offset + length > bytes.length) return undefined
    stack.push(bytes.slice(offset, offset + length))
    offset += length
  }
  return offset === bytes.length ? stack : undefined
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * Verifies a BIP-322 "simple" signature (a witness stack) for a P2WPKH or key-path P2TR output
 * script: rebuilds `toSign`, computes its BIP-143 / BIP-341 signature hash and checks the ECDSA or
 * Schnorr signature against the key the script commits to.
 */
export function verifyBip322Simple(
  message: string,
  outputScript: Uint8Array,
  signature: Uint8Array,
): boolean {
  const stack = decodeWitness(signature)
  if (!stack) return false
  const type = classifyScript(outputScript)
  const { toSign } = bip322Transactions(message, outputScript)
  if (type === 'p2wpkh') {
    if (stack.length !== 2) return false
    const [derSignature, publicKey] = stack as [Uint8Array, Uint8Array]
    if (publicKey.length !== 33 || !equal(crypto.hash160(publicKey), outputScript.slice(2))) return false
    let decoded: { signature: Uint8Array; hashType: number }
    try {
      decoded = bscript.signature.decode(derSignature)
    } catch {
      return false
    }
    if (decoded.hashType !== Transaction.SIGHASH_ALL) return false
    const scriptCode = bscript.compile([
      opcodes.OP_DUP!,
      opcodes.OP_HASH160!,
      outputScript.slice(2),
      opcodes.OP_EQUALVERIFY!,
      opcodes.OP_CHECKSIG!,
    ])
    const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, decoded.hashType)
    return ecc.verify(hash, publicKey, decoded.signature)
  }
  if (type === 'p2tr') {
    if (stack.length !== 1) return false
    const [schnorr] = stack as [Uint8Array]
    if (schnorr.length !== 64 && schnorr.length !== 65) return false
    const hashType = schnorr.length === 65 ? schnorr[64]! : Transaction.SIGHASH_DEFAULT
    if (hashType !== Transaction.SIGHASH_DEFAULT && hashType !== Transaction.SIGHASH_ALL) return false
    const hash = toSign.hashForWitnessV1(0, [outputScript], [0n], hashType)
    return ecc.verifySchnorr(hash, outputScript.slice(2), schnorr.slice(0, 64))
  }
  return false
}
