// The local Cosmos chain's state and its transaction rules, after the Cosmos SDK's ante handler
// and bank module: decode with the real protobuf codecs, check signers, public keys, sequences and
// signatures (direct and legacy amino JSON), check and charge the fee, then run the bank sends.
// A refusal carries the SDK's code and log text, so clients react as they do to a real node.
import {
  makeSignDoc as makeAminoSignDoc,
  rawSecp256k1PubkeyToRawAddress,
  serializeSignDoc,
} from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBech32, toBech32, toHex } from '@cosmjs/encoding'
import { AminoTypes, createBankAminoConverters } from '@cosmjs/stargate'
import { MsgSend, MsgSendResponse } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'

export const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend'
const SECP256K1_PUBKEY = '/cosmos.crypto.secp256k1.PubKey'

/** Gas costs of the SDK's defaults (per byte of tx, per secp256k1 signature) and our bank send. */
export const GAS = { perByte: 10n, perSignature: 1000n, ante: 24_000n, perSend: 30_000n } as const
/** The SDK counts a simulated (empty) signature as this many bytes. */
const SIMULATED_SIGNATURE_BYTES = 64n + 33n + 10n

/** A refusal with the SDK's code (codespace `sdk`) and log text. */
export class CosmosTxError extends Error {
  constructor(
    readonly code: number,
    readonly log: string,
    readonly codespace = 'sdk',
    readonly gasUsed = 0n,
  ) {
    super(log)
  }
}

export type AccountRecord = { accountNumber: bigint; sequence: bigint; pubKey?: Uint8Array | undefined }

export type TxEvent = { type: string; attributes: { key: string; value: string }[] }

export type TxResult = {
  code: number
  codespace: string
  log: string
  data: Uint8Array
  gasWanted: bigint
  gasUsed: bigint
  events: TxEvent[]
}

export type TxRecord = { hash: string; height: number; index: number; tx: Uint8Array; result: TxResult }

export type LedgerState = {
  accounts: Map<string, AccountRecord>
  balances: Map<string, Map<string, bigint>>
  nextAccountNumber: bigint
}

export type CosmosLedger = {
  chainId: string
  prefix: string
  denom: string
  /** Base units per gas the node asks at least. */
  minGasPrice: number
  state: LedgerState
  /** Committed transactions by upper-case hex hash. */
  txs: Map<string, TxRecord>
  /** The mempool cache: hashes of every transaction the node has seen (CometBFT refuses repeats). */
  seen: Set<string>
  height: number
  blockTime: Date
}

export function createLedger(parameters: {
  chainId: string
  prefix: string
  denom: string
  minGasPrice: number
  genesis: readonly { address: string; balance: bigint }[]
}): CosmosLedger {
  const state: LedgerState = { accounts: new Map(), balances: new Map(), nextAccountNumber: 0n }
  for (const { address, balance } of parameters.genesis) {
    state.accounts.set(address, { accountNumber: state.nextAccountNumber++, sequence: 0n })
    state.balances.set(address, new Map([[parameters.denom, balance]]))
  }
  return {
    chainId: parameters.chainId,
    prefix: parameters.prefix,
    denom: parameters.denom,
    minGasPrice: parameters.minGasPrice,
    state,
    txs: new Map(),
    seen: new Set(),
    height: 1,
    blockTime: new Date(),
  }
}

const cloneState = (state: LedgerState): LedgerState => ({
  accounts: new Map([...state.accounts].map(([address, account]) => [address, { ...account }])),
  balances: new Map([...state.balances].map(([address, coins]) => [address, new Map(coins)])),
  nextAccountNumber: state.nextAccountNumber,
})

export const balanceOf = (state: LedgerState, address: string, denom: string) =>
  state.balances.get(address)?.get(denom) ?? 0n

export const txHash = (tx: Uint8Array) => toHex(sha256(tx)).toUpperCase()

type Coin = { denom: string; amount: string }
const formatCoins = (coins: readonly Coin[]) => coins.map((c) => `${c.amount}${c.denom}`).join(',')

type DecodedTx = { raw: TxRaw; body: TxBody; authInfo: AuthInfo; sends: MsgSend[]; signers: string[] }

function validAddress(ledger: CosmosLedger, address: string, role: string): void {
  let prefix: string
  let length: number
  try {
    // CosmJS 0.39 passes an Infinity default limit that @scure/base 2 refuses: give a real one.
    const decoded = fromBech32(address, 256)
    prefix = decoded.prefix
    length = decoded.data.length
  } catch (error) {
    throw new CosmosTxError(7, `invalid ${role} address: ${(error as Error).message}: invalid address`)
  }
  if (prefix !== ledger.prefix || (length !== 20 && length !== 32))
    throw new CosmosTxError(
      7,
      `invalid ${role} address: invalid Bech32 prefix; expected ${ledger.prefix}, got ${prefix}: invalid address`,
    )
}

function validCoins(coins: readonly Coin[]): void {
  if (
    coins.length === 0 ||
    coins.some((c) => !/^[1-9]\d*$/.test(c.amount) || !/^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/.test(c.denom))
  )
    throw new CosmosTxError(10, `${formatCoins(coins)}: invalid coins`)
}

/** Decodes the transaction with the real codecs and checks what the SDK checks statelessly. */
export function decodeTx(ledger: CosmosLedger, bytes: Uint8Array): DecodedTx {
  let raw: TxRaw
  let body: TxBody
  let authInfo: AuthInfo
  try {
    raw = TxRaw.decode(bytes)
    body = TxBody.decode(raw.bodyBytes)
    authInfo = AuthInfo.decode(raw.authInfoBytes)
  } catch (error) {
    throw new CosmosTxError(2, `${(error as Error).message}: tx parse error`)
  }
  if (body.messages.length === 0)
    throw new CosmosTxError(18, 'must contain at least one message: invalid request')
  const sends = body.messages.map((any) => {
    if (any.typeUrl !== MSG_SEND)
      throw new CosmosTxError(2, `unable to resolve type URL ${any.typeUrl}: tx parse error`)
    try {
      return MsgSend.decode(any.value)
    } catch (error) {
      throw new CosmosTxError(2, `${(error as Error).message}: tx parse error`)
    }
  })
  for (const send of sends) {
    validAddress(ledger, send.fromAddress, 'from')
    validAddress(ledger, send.toAddress, 'to')
    validCoins(send.amount)
  }
  const signers = [...new Set(sends.map((s) => s.fromAddress))]
  if (raw.signatures.length === 0) throw new CosmosTxError(4, 'no signatures supplied: unauthorized')
  if (raw.signatures.length !== signers.length || authInfo.signerInfos.length !== signers.length)
    throw new CosmosTxError(
      4,
      `wrong number of signers; expected ${signers.length}, got ${raw.signatures.length}: unauthorized`,
    )
  if (!authInfo.fee) throw new CosmosTxError(2, 'missing fee: tx parse error')
  return { raw, body, authInfo, sends, signers }
}

/** The bytes a signer signed in its sign mode (the SDK's sign mode handlers). */
function signBytesOf(
  ledger: CosmosLedger,
  tx: DecodedTx,
  mode: SignMode,
  account: AccountRecord,
): Uint8Array {
  if (mode === SignMode.SIGN_MODE_DIRECT)
    return SignDoc.encode(
      SignDoc.fromPartial({
        bodyBytes: tx.raw.bodyBytes,
        authInfoBytes: tx.raw.authInfoBytes,
        chainId: ledger.chainId,
        accountNumber: account.accountNumber,
      }),
    ).finish()
  if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) {
    const aminoTypes = new AminoTypes(createBankAminoConverters())
    const fee = tx.authInfo.fee!
    const msgs = tx.body.messages.map((any, i) =>
      aminoTypes.toAmino({ typeUrl: any.typeUrl, value: tx.sends[i] }),
    )
    const stdFee = {
      amount: fee.amount,
      gas: fee.gasLimit.toString(),
      ...(fee.granter ? { granter: fee.granter } : {}),
      ...(fee.payer ? { payer: fee.payer } : {}),
    }
    const timeout = tx.body.timeoutHeight > 0n ? tx.body.timeoutHeight : undefined
    return serializeSignDoc(
      makeAminoSignDoc(
        msgs,
        stdFee,
        ledger.chainId,
        tx.body.memo,
        account.accountNumber,
        account.sequence.toString(),
        timeout,
      ),
    )
  }
  throw new CosmosTxError(
    4,
    `signature verification failed; sign mode ${mode} is not supported: unauthorized`,
  )
}

/** The gas the ante handler and the messages use, as the SDK meters it. */
function gasOf(tx: DecodedTx, txBytes: number, simulate: boolean): bigint {
  const emptySignatures = simulate ? tx.raw.signatures.filter((s) => s.length === 0).length : 0
  return (
    GAS.ante +
    GAS.perByte * (BigInt(txBytes) + SIMULATED_SIGNATURE_BYTES * BigInt(emptySignatures)) +
    GAS.perSignature * BigInt(tx.signers.length) +
    GAS.perSend * BigInt(tx.sends.length)
  )
}

/**
 * The ante handler on `state`: account existence, public key against address, sequence, signature
 * (skipped when simulating, as the SDK does), gas limit and minimum fee (CheckTx only), fee
 * deduction from the first signer, sequence increment. Throws `CosmosTxError`.
 */
function ante(
  ledger: CosmosLedger,
  state: LedgerState,
  tx: DecodedTx,
  { simulate, gas }: { simulate: boolean; gas: bigint },
): void {
  const fee = tx.authInfo.fee!
  tx.signers.forEach((signer, index) => {
    const account = state.accounts.get(signer)
    if (!account) throw new CosmosTxError(9, `account ${signer} does not exist: unknown address`)
    const info = tx.authInfo.signerInfos[index]!
    if (info.publicKey?.typeUrl !== SECP256K1_PUBKEY)
      throw new CosmosTxError(
        8,
        `unsupported public key type ${info.publicKey?.typeUrl ?? 'none'}: invalid pubkey`,
      )
    const pubKey = PubKey.decode(info.publicKey.value).key
    if (pubKey.length !== 33 || toBech32(ledger.prefix, rawSecp256k1PubkeyToRawAddress(pubKey)) !== signer)
      throw new CosmosTxError(
        8,
        `pubKey does not match signer address ${signer} with signer index: ${index}: invalid pubkey`,
      )
    if (info.sequence !== account.sequence)
      throw new CosmosTxError(
        32,
        `account sequence mismatch, expected ${account.sequence}, got ${info.sequence}: incorrect account sequence`,
      )
    if (!simulate) {
      const mode = info.modeInfo?.single?.mode ?? SignMode.SIGN_MODE_UNSPECIFIED
      const bytes = signBytesOf(ledger, tx, mode, account)
      const signature = tx.raw.signatures[index]!
      let valid = false
      try {
        valid =
          signature.length === 64 &&
          Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(signature), sha256(bytes), pubKey)
      } catch {
        valid = false
      }
      if (!valid)
        throw new CosmosTxError(
          4,
          `signature verification failed; please verify account number (${account.accountNumber}), sequence (${account.sequence}) and chain-id (${ledger.chainId}): unauthorized`,
        )
    }
    account.pubKey = pubKey
  })
  if (!simulate) {
    if (fee.gasLimit < gas)
      throw new CosmosTxError(
        11,
        `out of gas in location: txSize; gasWanted: ${fee.gasLimit}, gasUsed: ${gas}: out of gas`,
        'sdk',
        fee.gasLimit,
      )
    const required = BigInt(Math.ceil(Number(fee.gasLimit) * ledger.minGasPrice))
    const paid = BigInt(fee.amount.find((c) => c.denom === ledger.denom)?.amount ?? '0')
    if (paid < required)
      throw new CosmosTxError(
        13,
        `insufficient fees; got: ${formatCoins(fee.amount) || '0'} required: ${required}${ledger.denom}: insufficient fee`,
      )
  }
  const payer = tx.signers[0]!
  for (const coin of fee.amount) {
    const have = balanceOf(state, payer, coin.denom)
    const amount = BigInt(coin.amount)
    if (have < amount)
      throw new CosmosTxError(
        5,
        `spendable balance ${have}${coin.denom} is smaller than ${coin.amount}${coin.denom}: insufficient funds`,
      )
    state.balances.get(payer)!.set(coin.denom, have - amount)
  }
  for (const signer of tx.signers) state.accounts.get(signer)!.sequence += 1n
}

/** The bank sends on `state`: balances move; a new receiver gets an account. */
function runSends(state: LedgerState, sends: readonly MsgSend[]): TxEvent[] {
  const events: TxEvent[] = []
  for (const send of sends) {
    for (const coin of send.amount) {
      const have = balanceOf(state, send.fromAddress, coin.denom)
      const amount = BigInt(coin.amount)
      if (have < amount)
        throw new CosmosTxError(
          5,
          `spendable balance ${have}${coin.denom} is smaller than ${coin.amount}${coin.denom}: insufficient funds`,
        )
    }
    if (!state.accounts.has(send.toAddress))
      state.accounts.set(send.toAddress, { accountNumber: state.nextAccountNumber++, sequence: 0n })
    for (const coin of send.amount) {
      const amount = BigInt(coin.amount)
      const from = state.balances.get(send.fromAddress) ?? new Map<string, bigint>()
      from.set(coin.denom, (from.get(coin.denom) ?? 0n) - amount)
      state.balances.set(send.fromAddress, from)
      const to = state.balances.get(send.toAddress) ?? new Map<string, bigint>()
      to.set(coin.denom, (to.get(coin.denom) ?? 0n) + amount)
      state.balances.set(send.toAddress, to)
    }
    events.push(
      {
        type: 'message',
        attributes: [
          { key: 'action', value: MSG_SEND },
          { key: 'sender', value: send.fromAddress },
        ],
      },
      {
        type: 'transfer',
        attributes: [
          { key: 'recipient', value: send.toAddress },
          { key: 'sender', value: send.fromAddress },
          { key: 'amount', value: formatCoins(send.amount) },
        ],
      },
    )
  }
  return events
}

/** `Simulate`: the ante handler (no signature check) and the messages on a copy of the state. */
export function simulateTx(ledger: CosmosLedger, bytes: Uint8Array): { gasUsed: bigint; events: TxEvent[] } {
  const tx = decodeTx(ledger, bytes)
  const gas = gasOf(tx, bytes.length, true)
  const state = cloneState(ledger.state)
  ante(ledger, state, tx, { simulate: true, gas })
  const events = runSends(state, tx.sends)
  return { gasUsed: gas, events }
}

/**
 * `broadcast_tx_sync`: a transaction seen before is refused (the mempool cache), CheckTx runs the
 * ante handler; an accepted transaction goes into the next block at once, where the fee and
 * sequence stay charged even when a message fails (as in DeliverTx). Returns the hash.
 */
export function broadcastTx(ledger: CosmosLedger, bytes: Uint8Array): string {
  const hash = txHash(bytes)
  if (ledger.seen.has(hash)) throw new MempoolCacheError()
  const tx = decodeTx(ledger, bytes)
  const gas = gasOf(tx, bytes.length, false)
  const afterAnte = cloneState(ledger.state)
  ante(ledger, afterAnte, tx, { simulate: false, gas })
  ledger.seen.add(hash)
  ledger.state = afterAnte
  const fee = tx.authInfo.fee!
  const feeEvent: TxEvent = {
    type: 'tx',
    attributes: [
      { key: 'fee', value: formatCoins(fee.amount) },
      { key: 'fee_payer', value: tx.signers[0]! },
    ],
  }
  const afterSends = cloneState(afterAnte)
  let result: TxResult
  try {
    const events = runSends(afterSends, tx.sends)
    ledger.state = afterSends
    const data = TxMsgData.encode({
      data: [],
      msgResponses: tx.sends.map(() => ({
        typeUrl: `${MSG_SEND}Response`,
        value: MsgSendResponse.encode({}).finish(),
      })),
    }).finish()
    result = {
      code: 0,
      codespace: '',
      log: '',
      data,
      gasWanted: fee.gasLimit,
      gasUsed: gas,
      events: [feeEvent, ...events],
    }
  } catch (error) {
    if (!(error instanceof CosmosTxError)) throw error
    const log = `failed to execute message; message index: 0: ${error.log}`
    result = {
      code: error.code,
      codespace: error.codespace,
      log,
      data: new Uint8Array(),
      gasWanted: fee.gasLimit,
      gasUsed: gas,
      events: [feeEvent],
    }
  }
  ledger.height += 1
  ledger.blockTime = new Date()
  ledger.txs.set(hash, { hash, height: ledger.height, index: 0, tx: bytes, result })
  return hash
}

/** CometBFT's answer to a transaction already in its cache (a replay of the same bytes). */
export class MempoolCacheError extends Error {
  constructor() {
    super('tx already exists in cache')
  }
}
