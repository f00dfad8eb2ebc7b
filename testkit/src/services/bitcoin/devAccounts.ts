import * as ecc from '@bitcoinerlab/secp256k1'
import { hex } from '@scure/base'
import { initEccLib, type Network, payments } from 'bitcoinjs-lib'
import type { BitcoinDevKeys, BitcoinNetworkParams } from './constants'

/** A dev wallet's accounts: addresses and public keys (hex) derived from its keys. Browser-safe. */
export type BitcoinDevAccount = {
  payment: { address: string; publicKey: string; privateKey: string }
  ordinal: { address: string; publicKey: string; privateKey: string }
}

/** The P2WPKH address of a key (the payment account). */
export function paymentAddress(privateKey: string, network: BitcoinNetworkParams) {
  const publicKey = ecc.pointFromScalar(hex.decode(privateKey), true)
  if (!publicKey) throw new Error('Invalid dev key')
  const { address } = payments.p2wpkh({ pubkey: publicKey, network: network as Network })
  return { address: address!, publicKey: hex.encode(publicKey), privateKey }
}

/** The key-path P2TR address of a key (the ordinal account); the public key is the x-only internal key. */
export function ordinalAddress(privateKey: string, network: BitcoinNetworkParams) {
  initEccLib(ecc)
  const publicKey = ecc.pointFromScalar(hex.decode(privateKey), true)
  if (!publicKey) throw new Error('Invalid dev key')
  const internalPubkey = publicKey.slice(1)
  const { address } = payments.p2tr({ internalPubkey, network: network as Network })
  return { address: address!, publicKey: hex.encode(internalPubkey), privateKey }
}

export function devAccount(keys: BitcoinDevKeys, network: BitcoinNetworkParams): BitcoinDevAccount {
  return { payment: paymentAddress(keys.payment, network), ordinal: ordinalAddress(keys.ordinal, network) }
}
