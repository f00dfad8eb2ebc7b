import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, type Network, payments } from 'bitcoinjs-lib'
import type { BitcoinNetworkParams } from '../types.js'

const encoder = new TextEncoder()

function varint(n: number): number[] {
  if (n < 0xfd) return [n]
  if (n <= 0xffff) return [0xfd, n & 0xff, n >> 8]
  return [0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff]
}

/** The hash legacy signed messages sign: double SHA-256 of the network's prefix, length and message. */
export function legacyMessageHash(message: string, params: BitcoinNetworkParams): Uint8Array {
  const prefix = encoder.encode(params.messagePrefix)
  const bytes = encoder.encode(message)
  return crypto.hash256(Uint8Array.from([...prefix, ...varint(bytes.length), ...bytes]))
}

/**
 * Verifies a legacy (BIP-137) signature: 65 bytes, a header byte telling the recovery id and the
 * address kind (27-30 P2PKH uncompressed, 31-34 P2PKH, 35-38 P2SH-P2WPKH, 39-42 P2WPKH), then r and
 * s. The public key is recovered from the signature and must produce `address`. Wallets differ in
 * which header they use for segwit addresses, so every address kind of the recovered key is tried.
 */
export function verifyBip137(
  message: string,
  address: string,
  signature: Uint8Array,
  params: BitcoinNetworkParams,
): boolean {
  if (signature.length !== 65) return false
  const header = signature[0]!
  if (header < 27 || header > 42) return false
  const recoveryId = ((header - 27) & 3) as 0 | 1 | 2 | 3
  const compressed = header >= 31
  const hash = legacyMessageHash(message, params)
  let publicKey: Uint8Array | null
  try {
    publicKey = ecc.recover(hash, signature.slice(1), recoveryId, compressed)
  } catch {
    return false
  }
  if (!publicKey) return false
  const network = params as Network
  const candidates = [payments.p2pkh({ pubkey: publicKey, network }).address]
  if (compressed) {
    const p2wpkh = payments.p2wpkh({ pubkey: publicKey, network })
    candidates.push(p2wpkh.address, payments.p2sh({ redeem: p2wpkh, network }).address)
  }
  return candidates.includes(address)
}
