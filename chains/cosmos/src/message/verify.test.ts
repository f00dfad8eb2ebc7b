// Signature round trips against CosmJS's own wallets (real secp256k1): what they sign verifies
// here, and any change to signer, data, key or signature does not.
import { Secp256k1Wallet, serializeSignDoc } from '@cosmjs/amino'
import { fromBase64, fromHex, toBase64 } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet, makeSignBytes } from '@cosmjs/proto-signing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeAdr36SignDoc, verifyArbitrary, verifyStdSignature } from './verify.js'

const key = (seed: number) => fromHex(seed.toString(16).padStart(64, '0'))
const wallets = async (seed: number) => {
  const amino = await Secp256k1Wallet.fromKey(key(seed), 'cosmos')
  const [account] = await amino.getAccounts()
  return {
    amino,
    direct: await DirectSecp256k1Wallet.fromKey(key(seed), 'cosmos'),
    address: account!.address,
  }
}
const flip = (base64: string, at: number) => {
  const bytes = fromBase64(base64)
  bytes[at % bytes.length]! ^= 1
  return toBase64(bytes)
}

describe('ADR-036 and transaction signatures', () => {
  it('verifies what a CosmJS amino wallet signs for any message, and nothing changed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1000 }),
        fc.string(),
        fc.nat(),
        async (seed, message, at) => {
          const { amino, address } = await wallets(seed)
          const { signature } = await amino.signAmino(address, makeAdr36SignDoc(address, message))
          expect(() =>
            verifyArbitrary({ signer: address, prefix: 'cosmos', message, signature }),
          ).not.toThrow()
          expect(() =>
            verifyArbitrary({ signer: address, prefix: 'cosmos', message: `${message}!`, signature }),
          ).toThrow(/does not match/)
          expect(() =>
            verifyArbitrary({
              signer: address,
              prefix: 'cosmos',
              message,
              signature: { ...signature, signature: flip(signature.signature, at) },
            }),
          ).toThrow()
          const other = await wallets(seed + 1000)
          expect(() =>
            verifyArbitrary({ signer: other.address, prefix: 'cosmos', message, signature }),
          ).toThrow(/belongs to/)
        },
      ),
      { numRuns: 20 },
    )
  }, 60_000)

  it('verifies direct sign docs signed by a CosmJS direct wallet', async () => {
    const { direct, address } = await wallets(7)
    const doc = {
      bodyBytes: new Uint8Array([1, 2, 3]),
      authInfoBytes: new Uint8Array([4, 5]),
      chainId: 'portico-local-1',
      accountNumber: 3n,
    }
    const { signature } = await direct.signDirect(address, doc)
    expect(() =>
      verifyStdSignature({ signer: address, prefix: 'cosmos', signature, signBytes: makeSignBytes(doc) }),
    ).not.toThrow()
    expect(() =>
      verifyStdSignature({
        signer: address,
        prefix: 'cosmos',
        signature,
        signBytes: makeSignBytes({ ...doc, chainId: 'cosmoshub-4' }),
      }),
    ).toThrow()
  })

  it('refuses keys of other types, malformed keys and signatures', async () => {
    const { amino, address } = await wallets(9)
    const doc = makeAdr36SignDoc(address, 'x')
    const { signature } = await amino.signAmino(address, doc)
    const signBytes = serializeSignDoc(doc)
    const check = (changed: typeof signature) => () =>
      verifyStdSignature({ signer: address, prefix: 'cosmos', signBytes, signature: changed })
    expect(
      check({ ...signature, pub_key: { ...signature.pub_key, type: 'tendermint/PubKeyEd25519' } }),
    ).toThrow(/Unsupported key type/)
    expect(check({ ...signature, pub_key: { ...signature.pub_key, value: 'AAAA' } })).toThrow(/compressed/)
    expect(check({ ...signature, signature: '%%%' })).toThrow(/base64/)
    expect(check({ ...signature, signature: toBase64(new Uint8Array(63)) })).toThrow(/64 bytes/)
  })
})
