import * as ecc from '@bitcoinerlab/secp256k1'
import { base64, hex } from '@scure/base'
import { Signer, Verifier } from 'bip322-js'
import { initEccLib, type Network, payments } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { describe, expect, it } from 'vitest'
import { BITCOIN_MAINNET_PARAMS, BITCOIN_TESTNET_PARAMS } from '../networks/networks.js'
import type { BitcoinNetworkParams } from '../types.js'
import { verifyMessage } from './verifyMessage.js'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)
const key = hex.decode('8b482775cba0ba88a16e51269133d027220081a8beb0b13c4331feec0a0dbba8')
const otherKey = hex.decode('694156114b529b39afbee5cd55dca0ddee9ea3e2f353fb1abc80e7e62cf6c2db')

function addresses(params: BitcoinNetworkParams, privateKey = key) {
  const network = params as Network
  const pair = ECPair.fromPrivateKey(privateKey, { network })
  const pubkey = pair.publicKey
  return {
    wif: pair.toWIF(),
    p2pkh: payments.p2pkh({ pubkey, network }).address!,
    p2wpkh: payments.p2wpkh({ pubkey, network }).address!,
    p2tr: payments.p2tr({ internalPubkey: pubkey.slice(1), network }).address!,
  }
}

describe('verifyMessage against bip322-js (an independent implementation)', () => {
  for (const [name, params] of [
    ['mainnet', BITCOIN_MAINNET_PARAMS],
    ['testnet', BITCOIN_TESTNET_PARAMS],
  ] as const) {
    const a = addresses(params)
    const b = addresses(params, otherKey)
    for (const kind of ['p2wpkh', 'p2tr', 'p2pkh'] as const) {
      it(`${name} ${kind}: verifies what bip322-js signs, and bip322-js's verifier agrees`, () => {
        const message = 'Hello from Portico'
        const signature = Signer.sign(a.wif, a[kind], message) as string
        expect(Verifier.verifySignature(a[kind], message, signature)).toBe(true)
        expect(verifyMessage({ address: a[kind], message, signature, params })).toBe(
          kind === 'p2pkh' ? 'bip137' : 'bip322',
        )
        // Another message, another address or a flipped byte never verify.
        expect(verifyMessage({ address: a[kind], message: `${message}!`, signature, params })).toBeUndefined()
        expect(verifyMessage({ address: b[kind], message, signature, params })).toBeUndefined()
        if (kind !== 'p2pkh') {
          // A BIP-322 witness commits to one output script; the same key's other address fails.
          const sibling = kind === 'p2wpkh' ? a.p2tr : a.p2wpkh
          expect(verifyMessage({ address: sibling, message, signature, params })).toBeUndefined()
        }
        const bytes = base64.decode(signature)
        bytes[bytes.length - 5]! ^= 1
        expect(
          verifyMessage({ address: a[kind], message, signature: base64.encode(bytes), params }),
        ).toBeUndefined()
      })
    }
  }

  it('rejects malformed signatures without throwing', () => {
    const a = addresses(BITCOIN_MAINNET_PARAMS)
    for (const signature of [
      '',
      'not base64!',
      base64.encode(new Uint8Array(65)),
      base64.encode(new Uint8Array([5, 1, 2])),
    ])
      expect(
        verifyMessage({ address: a.p2wpkh, message: 'x', signature, params: BITCOIN_MAINNET_PARAMS }),
      ).toBeUndefined()
  })
})
