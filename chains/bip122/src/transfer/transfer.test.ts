import * as ecc from '@bitcoinerlab/secp256k1'
import { hex } from '@scure/base'
import { crypto, initEccLib, type Network, payments, Transaction } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type AddressType, DUST_LIMIT_SATS, OUTPUT_VBYTES } from '../address/parseAddress.js'
import { DustAmountError, InsufficientFundsError } from '../errors.js'
import { LITECOIN_REGTEST_PARAMS } from '../test/networks.js'
import { coinsToSats, formatSats, parseAmountToSats } from './amount.js'
import { buildTransferPsbt } from './buildPsbt.js'
import { selectCoins, type Utxo } from './selectCoins.js'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)

const txid = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => hex.encode(bytes))
const utxo = fc.record({ txid, vout: fc.nat({ max: 3 }), sats: fc.bigInt({ min: 1n, max: 5_000_000_000n }) })
const spendable: AddressType[] = ['p2wpkh', 'p2tr', 'p2sh', 'p2pkh']
const payable: AddressType[] = ['p2wpkh', 'p2tr', 'p2sh', 'p2pkh', 'p2wsh']

describe('amounts', () => {
  it('parses 8-decimal amounts to satoshis and formats them back', () => {
    expect(parseAmountToSats('1')).toBe(100_000_000n)
    expect(parseAmountToSats('0.00000546')).toBe(546n)
    expect(parseAmountToSats('21.5')).toBe(2_150_000_000n)
    for (const bad of ['', '-1', '0.000000001', '1e-8', 'abc', '1.2.3', ' '])
      expect(parseAmountToSats(bad)).toBeUndefined()
    expect(formatSats(546n)).toBe('0.00000546')
    expect(formatSats(5_000_000_000n)).toBe('50.00000000')
    expect(coinsToSats(0.1)).toBe(10_000_000n)
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2_100_000_000_000_000n }), (sats) => {
        expect(parseAmountToSats(formatSats(sats))).toBe(sats)
      }),
    )
  })
})

describe('selectCoins (property)', () => {
  it('pays amount + change + fee exactly, never reuses a coin, never makes dust change, pays at least the rate', () => {
    fc.assert(
      fc.property(
        fc.array(utxo, { maxLength: 12 }),
        fc.bigInt({ min: 1n, max: 12_000_000_000n }),
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.constantFrom(...spendable),
        fc.constantFrom(...payable),
        (utxos, amountSats, feeRate, inputType, recipientType) => {
          const distinct = new Map(utxos.map((u) => [`${u.txid}:${u.vout}`, u]))
          const available = [...distinct.values()].reduce((sum, u) => sum + u.sats, 0n)
          let selection: ReturnType<typeof selectCoins>
          try {
            selection = selectCoins({ utxos, amountSats, feeRate, inputType, recipientType })
          } catch (error) {
            if (error instanceof DustAmountError) {
              expect(amountSats).toBeLessThan(DUST_LIMIT_SATS[recipientType])
              return
            }
            expect(error).toBeInstanceOf(InsufficientFundsError)
            // Even every coin together cannot pay the amount and the fee of spending them all.
            expect(available).toBeLessThan((error as InsufficientFundsError).neededSats)
            return
          }
          const { inputs, changeSats, feeSats, vbytes } = selection
          const keys = inputs.map((u) => `${u.txid}:${u.vout}`)
          expect(new Set(keys).size).toBe(keys.length)
          for (const key of keys) expect(distinct.has(key)).toBe(true)
          const total = inputs.reduce((sum, u) => sum + u.sats, 0n)
          expect(total).toBe(amountSats + changeSats + feeSats)
          expect(changeSats === 0n || changeSats >= DUST_LIMIT_SATS[inputType]).toBe(true)
          const minimumFee = BigInt(Math.ceil(vbytes * feeRate))
          expect(feeSats).toBeGreaterThanOrEqual(minimumFee)
          // Without change, the overpayment is less than what a change output would have been worth.
          if (changeSats === 0n)
            expect(feeSats - minimumFee).toBeLessThan(
              DUST_LIMIT_SATS[inputType] + BigInt(Math.ceil(OUTPUT_VBYTES[inputType] * feeRate)),
            )
        },
      ),
      { numRuns: 500 },
    )
  })

  it('says what is wrong in plain words', () => {
    const coins: Utxo[] = [{ txid: 'a'.repeat(64), vout: 0, sats: 10_000n }]
    const base = { utxos: coins, feeRate: 1, inputType: 'p2wpkh', recipientType: 'p2wpkh' } as const
    expect(() => selectCoins({ ...base, amountSats: 100n })).toThrow(
      'The amount is too small to send: the network refuses outputs below 294 satoshis (dust).',
    )
    expect(() => selectCoins({ ...base, amountSats: 10_000n })).toThrow(
      'Insufficient funds: the balance cannot cover the amount plus the network fee.',
    )
    // 10,000 - 9,800 - 110 (fee, 110 vB at 1 sat/vB) leaves 90: dust, so it goes to the fee.
    expect(selectCoins({ ...base, amountSats: 9_800n })).toMatchObject({ changeSats: 0n, feeSats: 200n })
  })
})

describe('buildTransferPsbt', () => {
  const params = LITECOIN_REGTEST_PARAMS
  const network = params as Network
  const key = ECPair.fromPrivateKey(
    hex.decode('8b482775cba0ba88a16e51269133d027220081a8beb0b13c4331feec0a0dbba8'),
    { network },
  )
  const pubkey = key.publicKey
  const recipient = payments.p2wpkh({ pubkey: ECPair.makeRandom({ network }).publicKey, network })

  /** A funding transaction paying the account, so P2PKH inputs have a real previous transaction. */
  function fund(script: Uint8Array, sats: bigint) {
    const tx = new Transaction()
    tx.addInput(new Uint8Array(32).fill(7), 0)
    tx.addOutput(script, sats)
    return { txid: tx.getId(), vout: 0, sats, script, previousTxHex: tx.toHex() }
  }

  for (const type of ['p2wpkh', 'p2tr', 'p2sh', 'p2pkh'] as const) {
    it(`${type}: the wallet's key signs every input, and the transaction pays amount, change and fee`, () => {
      const tweaked = key.tweak(
        // BIP-341 key-path tweak of the x-only key, as a wallet does for its taproot account.
        crypto.taggedHash('TapTweak', pubkey.slice(1)),
      )
      const own = {
        p2wpkh: payments.p2wpkh({ pubkey, network }),
        p2tr: payments.p2tr({ internalPubkey: pubkey.slice(1), network }),
        p2sh: payments.p2sh({ redeem: payments.p2wpkh({ pubkey, network }), network }),
        p2pkh: payments.p2pkh({ pubkey, network }),
      }[type]
      const coins = [fund(own.output!, 70_000n), fund(own.output!, 50_000n)]
      const selection = selectCoins({
        utxos: coins,
        amountSats: 100_000n,
        feeRate: 2,
        inputType: type,
        recipientType: 'p2wpkh',
      })
      expect(selection.inputs).toHaveLength(2)
      const psbt = buildTransferPsbt({
        params,
        inputs: selection.inputs.map((input) => coins.find((c) => c.txid === input.txid)!),
        inputType: type,
        publicKey: hex.encode(pubkey),
        recipientScript: recipient.output!,
        amountSats: 100_000n,
        changeScript: own.output!,
        changeSats: selection.changeSats,
      })
      psbt.signAllInputs(type === 'p2tr' ? tweaked : key)
      expect(
        psbt.validateSignaturesOfAllInputs((pub, hash, sig) =>
          pub.length === 32 ? ecc.verifySchnorr(hash, pub, sig) : ecc.verify(hash, pub, sig),
        ),
      ).toBe(true)
      psbt.finalizeAllInputs()
      const tx = psbt.extractTransaction()
      expect(tx.outs[0]!.value).toBe(100_000n)
      expect(tx.outs.reduce((sum, out) => sum + out.value, 0n)).toBe(120_000n - selection.feeSats)
      // The estimate is close to the real size: the fee rate paid is at least the rate asked (minus rounding).
      expect(Number(selection.feeSats) / tx.virtualSize()).toBeGreaterThanOrEqual(1.9)
    })
  }
})
