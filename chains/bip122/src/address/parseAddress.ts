import { address as bitcoinAddress, type Network } from 'bitcoinjs-lib'
import type { BitcoinNetworkParams } from '../types.js'

/** The output types Portico pays to and spends from. */
export type AddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

export type ParsedAddress = { address: string; type: AddressType; script: Uint8Array }

/** Recognises an output script by its template (BIP-141 and BIP-341 witness programs, legacy forms). */
export function classifyScript(script: Uint8Array): AddressType | undefined {
  const n = script.length
  if (
    n === 25 &&
    script[0] === 0x76 &&
    script[1] === 0xa9 &&
    script[2] === 0x14 &&
    script[23] === 0x88 &&
    script[24] === 0xac
  )
    return 'p2pkh'
  if (n === 23 && script[0] === 0xa9 && script[1] === 0x14 && script[22] === 0x87) return 'p2sh'
  if (n === 22 && script[0] === 0x00 && script[1] === 0x14) return 'p2wpkh'
  if (n === 34 && script[0] === 0x00 && script[1] === 0x20) return 'p2wsh'
  if (n === 34 && script[0] === 0x51 && script[1] === 0x20) return 'p2tr'
  return undefined
}

/**
 * Parses an address with the network's parameters (taken as data: mainnet, testnet, regtest or a
 * Bitcoin-family chain all parse with their own prefixes). Answers undefined for an address that is
 * malformed, fails its checksum, or belongs to another network, and for unknown witness versions.
 *
 * @example
 * parseAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', BITCOIN_MAINNET_PARAMS)?.type // 'p2wpkh'
 */
export function parseAddress(address: string, params: BitcoinNetworkParams): ParsedAddress | undefined {
  if (typeof address !== 'string' || address.length > 100) return undefined
  let script: Uint8Array
  try {
    script = bitcoinAddress.toOutputScript(address, params as Network)
  } catch {
    return undefined
  }
  const type = classifyScript(script)
  return type ? { address, type, script } : undefined
}

/**
 * Dust limits of Bitcoin Core's default relay policy (3 sat/vB "dust relay fee"): an output worth
 * less than it would cost to spend is not relayed.
 */
export const DUST_LIMIT_SATS: Record<AddressType, bigint> = {
  p2pkh: 546n,
  p2sh: 540n,
  p2wpkh: 294n,
  p2wsh: 330n,
  p2tr: 330n,
}

/** Virtual sizes (vB) of an input spending each type with one signature, and of an output paying it. */
export const INPUT_VBYTES: Partial<Record<AddressType, number>> = {
  p2pkh: 148,
  p2sh: 91, // P2SH-wrapped P2WPKH
  p2wpkh: 68,
  p2tr: 58,
}
export const OUTPUT_VBYTES: Record<AddressType, number> = {
  p2pkh: 34,
  p2sh: 32,
  p2wpkh: 31,
  p2wsh: 43,
  p2tr: 43,
}
/** Version, locktime, counts and the segwit marker, rounded up. */
export const TX_OVERHEAD_VBYTES = 11
