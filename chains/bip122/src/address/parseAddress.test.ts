import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib, type Network, payments } from 'bitcoinjs-lib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BITCOIN_MAINNET_PARAMS, BITCOIN_TESTNET_PARAMS } from '../networks/networks.js'
import { TEST_NETWORKS } from '../test/networks.js'
import type { BitcoinNetworkParams } from '../types.js'
import { type AddressType, parseAddress } from './parseAddress.js'

initEccLib(ecc)

/** A valid secp256k1 private key from 32 random bytes (the rare invalid ones are filtered out). */
const privateKey = fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((bytes) => ecc.isPrivate(bytes))

function addressesOf(key: Uint8Array, params: BitcoinNetworkParams): Record<AddressType, string> {
  const network = params as Network
  const pubkey = ecc.pointFromScalar(key, true)!
  const p2wpkh = payments.p2wpkh({ pubkey, network })
  return {
    p2pkh: payments.p2pkh({ pubkey, network }).address!,
    p2sh: payments.p2sh({ redeem: p2wpkh, network }).address!,
    p2wpkh: p2wpkh.address!,
    p2wsh: payments.p2wsh({ redeem: payments.p2pkh({ pubkey, network }), network }).address!,
    p2tr: payments.p2tr({ internalPubkey: pubkey.slice(1), network }).address!,
  }
}

/** Whether two networks' parameters give `type` the same address encoding (then both parse it). */
function sameEncoding(type: AddressType, a: BitcoinNetworkParams, b: BitcoinNetworkParams) {
  if (type === 'p2pkh') return a.pubKeyHash === b.pubKeyHash
  if (type === 'p2sh') return a.scriptHash === b.scriptHash
  return a.bech32 === b.bech32
}

describe('parseAddress', () => {
  it('known vectors: BIP-173 and BIP-350 segwit, and base58 legacy addresses', () => {
    expect(parseAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', BITCOIN_MAINNET_PARAMS)?.type).toBe(
      'p2wpkh',
    )
    expect(parseAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', BITCOIN_MAINNET_PARAMS)?.type).toBe(
      'p2wpkh',
    )
    expect(
      parseAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', BITCOIN_MAINNET_PARAMS)
        ?.type,
    ).toBe('p2tr')
    expect(parseAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', BITCOIN_MAINNET_PARAMS)?.type).toBe('p2pkh')
    expect(parseAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', BITCOIN_MAINNET_PARAMS)?.type).toBe('p2sh')
    expect(parseAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', BITCOIN_TESTNET_PARAMS)?.type).toBe(
      'p2wpkh',
    )
    // Mixed case, a bad checksum, the wrong network, garbage.
    expect(parseAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8f3t4', BITCOIN_MAINNET_PARAMS)).toBeUndefined()
    expect(parseAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', BITCOIN_MAINNET_PARAMS)).toBeUndefined()
    expect(parseAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', BITCOIN_MAINNET_PARAMS)).toBeUndefined()
    expect(parseAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', BITCOIN_TESTNET_PARAMS)).toBeUndefined()
    for (const junk of ['', 'hello', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'x'.repeat(200)])
      expect(parseAddress(junk, BITCOIN_MAINNET_PARAMS)).toBeUndefined()
  })

  for (const [name, params] of Object.entries(TEST_NETWORKS)) {
    it(`property (${name}): every address kind of any key parses to its type and script, and only where the encoding matches`, () => {
      fc.assert(
        fc.property(privateKey, (key) => {
          const addresses = addressesOf(key, params)
          for (const [type, address] of Object.entries(addresses) as [AddressType, string][]) {
            const parsed = parseAddress(address, params)
            expect(parsed?.type).toBe(type)
            for (const other of Object.values(TEST_NETWORKS)) {
              const elsewhere = parseAddress(address, other)
              expect(elsewhere === undefined).toBe(!sameEncoding(type, params, other))
            }
          }
        }),
        { numRuns: 40 },
      )
    })
  }

  it('property: changing one character of an address makes it fail (checksums)', () => {
    const alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
    fc.assert(
      fc.property(privateKey, fc.nat(), fc.nat(), (key, position, replacement) => {
        const { p2wpkh, p2pkh } = addressesOf(key, TEST_NETWORKS['litecoin regtest'])
        for (const address of [p2wpkh, p2pkh]) {
          const chars =
            address === p2wpkh ? alphabet : '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
          const start = address === p2wpkh ? 5 : 1
          const index = start + (position % (address.length - start))
          const next = chars[replacement % chars.length]!
          if (next === address[index]) continue
          const mutated = address.slice(0, index) + next + address.slice(index + 1)
          expect(parseAddress(mutated, TEST_NETWORKS['litecoin regtest'])).toBeUndefined()
        }
      }),
      { numRuns: 100 },
    )
  })
})
