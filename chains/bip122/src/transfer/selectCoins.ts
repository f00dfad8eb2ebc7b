import {
  type AddressType,
  DUST_LIMIT_SATS,
  INPUT_VBYTES,
  OUTPUT_VBYTES,
  TX_OVERHEAD_VBYTES,
} from '../address/parseAddress.js'
import { DustAmountError, InsufficientFundsError } from '../errors.js'

/** A spendable output of the account. */
export type Utxo = { txid: string; vout: number; sats: bigint }

export type SelectCoinsParameters = {
  utxos: readonly Utxo[]
  amountSats: bigint
  /** sat/vB; may be fractional. */
  feeRate: number
  /** The type of the account's own address (inputs and change). */
  inputType: AddressType
  recipientType: AddressType
}

export type CoinSelection = {
  inputs: Utxo[]
  /** 0n when the change would be dust: it goes to the fee instead. */
  changeSats: bigint
  feeSats: bigint
  /** The transaction's estimated virtual size. */
  vbytes: number
}

const feeFor = (vbytes: number, feeRate: number) => BigInt(Math.ceil(vbytes * feeRate))

/**
 * Largest-first coin selection: adds the account's biggest coins until they pay the amount and the
 * fee at `feeRate`. A change output is added only when it is worth at least the dust limit;
 * otherwise the remainder goes to the fee. Each outpoint is used at most once.
 *
 * @throws {DustAmountError} when the amount is below the recipient's dust limit.
 * @throws {InsufficientFundsError} when every coin together cannot pay amount plus fee.
 */
export function selectCoins({
  utxos,
  amountSats,
  feeRate,
  inputType,
  recipientType,
}: SelectCoinsParameters): CoinSelection {
  const dust = DUST_LIMIT_SATS[recipientType]
  if (amountSats < dust) throw new DustAmountError(amountSats, dust)
  const inputVbytes = INPUT_VBYTES[inputType]
  if (inputVbytes === undefined) throw new TypeError(`Cannot spend from ${inputType} addresses`)
  const seen = new Set<string>()
  const coins = [...utxos]
    .filter((utxo) => {
      const key = `${utxo.txid}:${utxo.vout}`
      if (seen.has(key) || utxo.sats <= 0n) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => (a.sats === b.sats ? 0 : a.sats > b.sats ? -1 : 1))

  const inputs: Utxo[] = []
  let total = 0n
  let lastNeeded =
    amountSats + feeFor(TX_OVERHEAD_VBYTES + inputVbytes + OUTPUT_VBYTES[recipientType], feeRate)
  for (const coin of coins) {
    inputs.push(coin)
    total += coin.sats
    const base = TX_OVERHEAD_VBYTES + inputs.length * inputVbytes + OUTPUT_VBYTES[recipientType]
    const withChange = base + OUTPUT_VBYTES[inputType]
    const feeWithChange = feeFor(withChange, feeRate)
    const change = total - amountSats - feeWithChange
    if (change >= DUST_LIMIT_SATS[inputType])
      return { inputs, changeSats: change, feeSats: feeWithChange, vbytes: withChange }
    const feeWithout = feeFor(base, feeRate)
    lastNeeded = amountSats + feeWithout
    if (total >= lastNeeded) return { inputs, changeSats: 0n, feeSats: total - amountSats, vbytes: base }
  }
  throw new InsufficientFundsError(total, lastNeeded)
}
