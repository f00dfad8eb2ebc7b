import { hex } from '@scure/base'
import { type Network, Psbt, payments } from 'bitcoinjs-lib'
import type { AddressType } from '../address/parseAddress.js'
import type { BitcoinNetworkParams } from '../types.js'
import type { Utxo } from './selectCoins.js'

/** A coin with what signing it needs: its output script, and the previous transaction for P2PKH. */
export type SpendableUtxo = Utxo & { script: Uint8Array; previousTxHex?: string | undefined }

export type BuildPsbtParameters = {
  params: BitcoinNetworkParams
  inputs: readonly SpendableUtxo[]
  inputType: AddressType
  /** The account's public key (hex): compressed, or x-only for P2TR. */
  publicKey: string
  recipientScript: Uint8Array
  amountSats: bigint
  changeScript: Uint8Array
  changeSats: bigint
}

/**
 * The unsigned PSBT of a transfer: every input carries what a wallet needs to sign it (witness
 * UTXO; the internal key for P2TR; the redeem script for P2SH-wrapped P2WPKH; the previous
 * transaction for P2PKH), then the recipient's output and the change output when there is one.
 */
export function buildTransferPsbt(p: BuildPsbtParameters): Psbt {
  const network = p.params as Network
  const psbt = new Psbt({ network })
  const publicKey = hex.decode(p.publicKey)
  for (const input of p.inputs) {
    const base = { hash: input.txid, index: input.vout }
    const witnessUtxo = { script: input.script, value: input.sats }
    switch (p.inputType) {
      case 'p2wpkh':
        psbt.addInput({ ...base, witnessUtxo })
        break
      case 'p2tr':
        psbt.addInput({
          ...base,
          witnessUtxo,
          tapInternalKey: publicKey.length === 33 ? publicKey.slice(1) : publicKey,
        })
        break
      case 'p2sh':
        psbt.addInput({
          ...base,
          witnessUtxo,
          redeemScript: payments.p2wpkh({ pubkey: publicKey, network }).output!,
        })
        break
      case 'p2pkh':
        if (!input.previousTxHex) throw new TypeError('P2PKH inputs need their previous transaction')
        psbt.addInput({ ...base, nonWitnessUtxo: hex.decode(input.previousTxHex) })
        break
      default:
        throw new TypeError(`Cannot spend from ${p.inputType} addresses`)
    }
  }
  psbt.addOutput({ script: p.recipientScript, value: p.amountSats })
  if (p.changeSats > 0n) psbt.addOutput({ script: p.changeScript, value: p.changeSats })
  return psbt
}
