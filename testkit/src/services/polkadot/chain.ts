// The local Polkadot chain's state machine: the Substrate dev runtime's metadata (static, from
// @polkadot/types-support), balances and nonces in System.Account storage, one block per
// extrinsic. Every submitted extrinsic is decoded with the real types and its signature checked
// with the real signed payload, as a node's transaction pool does; what a node refuses is refused
// with the node's error code and words.
import { Metadata, TypeRegistry } from '@polkadot/types'
import type { Extrinsic, Header } from '@polkadot/types/interfaces'
import type { Codec } from '@polkadot/types/types'
import metadataHex from '@polkadot/types-support/metadata/static-substrate'
import { hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util'
import { blake2AsU8a, decodeAddress, signatureVerify, xxhashAsU8a } from '@polkadot/util-crypto'
import { POLKADOT_LOCAL_SS58_PREFIX, POLKADOT_LOCAL_TOKEN } from './constants'

/** The emulator's fee model: a base fee plus a fee per encoded byte (the dev runtime also weighs the call). */
export const BASE_FEE = 125_000_000_000n
export const BYTE_FEE = 1_000_000_000n
/** The weight every transfer reports (dispatch info). */
const TRANSFER_WEIGHT = { refTime: 200_000_000n, proofSize: 3_593n }

/** A refusal with a node's JSON-RPC error (1010 Invalid Transaction, 1002 Verification Error, …). */
export class NodeRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message)
  }
}
const invalidTransaction = (reason: string) => new NodeRefusal(1010, 'Invalid Transaction', reason)

export type Block = {
  hash: `0x${string}`
  number: number
  header: Header
  extrinsics: `0x${string}`[]
  /** The state after this block. */
  storage: ReadonlyMap<string, string>
}

/** What an applied extrinsic did (the block it is in and whether its call succeeded). */
export type Applied = { hash: `0x${string}`; block: Block; success: boolean; error?: string }

const twox128 = (text: string) => xxhashAsU8a(text, 128)
const ACCOUNT_PREFIX = u8aConcat(twox128('System'), twox128('Account'))
const EVENTS_KEY = u8aToHex(u8aConcat(twox128('System'), twox128('Events')))
const ZERO_HASH = `0x${'00'.repeat(32)}` as const
const TRANSFER_CALLS = ['transferKeepAlive', 'transferAllowDeath'] as const

export type Chain = ReturnType<typeof createChain>

/** Creates the chain with `endowed` accounts (SS58 or 0x account ids) funded at genesis. */
export function createChain({ endowed }: { endowed: ReadonlyArray<{ address: string; free: bigint }> }) {
  const registry = new TypeRegistry()
  const metadata = new Metadata(registry, metadataHex)
  registry.setMetadata(metadata)
  registry.setChainProperties(
    registry.createType('ChainProperties', {
      ss58Format: POLKADOT_LOCAL_SS58_PREFIX,
      tokenDecimals: [POLKADOT_LOCAL_TOKEN.decimals],
      tokenSymbol: [POLKADOT_LOCAL_TOKEN.symbol],
    }),
  )
  const pallet = (name: string) => {
    const found = metadata.asLatest.pallets.find((p) => p.name.eq(name))
    if (!found) throw new Error(`The metadata has no ${name} pallet`)
    return found
  }
  const constant = (palletName: string, name: string) =>
    pallet(palletName).constants.find((c) => c.name.eq(name))!.value
  const runtimeVersion = registry.createType('RuntimeVersion', constant('System', 'Version'))
  const existentialDeposit = registry
    .createType('u128', constant('Balances', 'ExistentialDeposit'))
    .toBigInt()

  /** One event of the runtime, encoded from its metadata (pallet index, variant index, fields). */
  const encodeEvent = (palletName: string, variant: string, fields: Record<string, unknown>) => {
    const owner = pallet(palletName)
    const variants = registry.lookup.getSiType(owner.events.unwrap().type).def.asVariant.variants
    const chosen = variants.find((v) => v.name.eq(variant))
    if (!chosen) throw new Error(`No event ${palletName}.${variant}`)
    return u8aConcat(
      [owner.index.toNumber()],
      [chosen.index.toNumber()],
      ...chosen.fields.map((field) =>
        registry
          .createType(registry.createLookupType(field.type), fields[field.name.unwrap().toString()])
          .toU8a(),
      ),
    )
  }

  const accountKey = (id: Uint8Array) => u8aToHex(u8aConcat(ACCOUNT_PREFIX, blake2AsU8a(id, 128), id))
  const storage = new Map<string, string>()
  const readAccount = (id: Uint8Array, from: ReadonlyMap<string, string> = storage) => {
    const info = registry.createType(
      'FrameSystemAccountInfo',
      hexToU8a(from.get(accountKey(id)) ?? '0x'),
    ) as Codec & {
      nonce: Codec & { toNumber(): number }
      data: { free: { toBigInt(): bigint }; reserved: { toBigInt(): bigint } }
    }
    return {
      nonce: info.nonce.toNumber(),
      free: info.data.free.toBigInt(),
      reserved: info.data.reserved.toBigInt(),
    }
  }
  const writeAccount = (id: Uint8Array, account: { nonce: number; free: bigint; reserved: bigint }) => {
    if (account.free === 0n && account.reserved === 0n && account.nonce === 0) {
      storage.delete(accountKey(id))
      return
    }
    const info = registry.createType('FrameSystemAccountInfo', {
      nonce: account.nonce,
      providers: 1,
      data: { free: account.free, reserved: account.reserved, frozen: 0, flags: 0n },
    })
    storage.set(accountKey(id), info.toHex())
  }
  /** Not a trie root: a digest of the sorted state, so each state has its own root. */
  const stateRoot = () =>
    blake2AsU8a(
      u8aConcat(
        ...[...storage.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .flatMap(([k, v]) => [hexToU8a(k), hexToU8a(v)]),
      ),
    )

  const blocks: Block[] = []
  const byHash = new Map<string, Block>()
  const seal = (extrinsics: `0x${string}`[]) => {
    const parent = blocks.at(-1)
    const header = registry.createType('Header', {
      parentHash: parent?.hash ?? ZERO_HASH,
      number: blocks.length,
      stateRoot: stateRoot(),
      extrinsicsRoot: blake2AsU8a(u8aConcat(...extrinsics.map((e) => hexToU8a(e)))),
      digest: { logs: [] },
    })
    const block: Block = {
      hash: header.hash.toHex(),
      number: blocks.length,
      header,
      extrinsics,
      storage: new Map(storage),
    }
    blocks.push(block)
    byHash.set(block.hash, block)
    return block
  }

  for (const { address, free } of endowed)
    writeAccount(decodeAddress(address), { nonce: 0, free, reserved: 0n })
  const genesis = seal([])

  /** The fee the chain charges for an extrinsic of `length` bytes (without tip). */
  const feeFor = (length: number) => BASE_FEE + BYTE_FEE * BigInt(length)
  const dispatchInfo = { weight: TRANSFER_WEIGHT, class: 'Normal', paysFee: 'Yes' }

  /** Checks an extrinsic as the transaction pool does; answers what applying it needs. */
  function validate(extrinsicHex: string) {
    let extrinsic: Extrinsic
    try {
      extrinsic = registry.createType('Extrinsic', hexToU8a(extrinsicHex))
      if (extrinsic.toHex() !== extrinsicHex.toLowerCase()) throw new Error('trailing bytes')
    } catch {
      throw new NodeRefusal(1002, 'Verification Error: Runtime error: Could not decode `Extrinsic`')
    }
    if (!extrinsic.isSigned) throw invalidTransaction('Transaction call is not expected')
    const { section, method } = registry.findMetaCall(extrinsic.callIndex)
    // The emulator executes balance transfers only; a real node would run any call.
    if (section !== 'balances' || !TRANSFER_CALLS.includes(method as (typeof TRANSFER_CALLS)[number]))
      throw invalidTransaction('Transaction call is not expected')
    const signer = decodeAddress(extrinsic.signer.toString())
    const best = blocks.at(-1)!
    const current = best.number + 1
    const era = extrinsic.era
    let birthHash: string = genesis.hash
    if (era.isMortalEra) {
      const birth = Number(era.asMortalEra.birth(current))
      const death = Number(era.asMortalEra.death(current))
      const born = blocks[birth]
      if (!born || birth > best.number) throw invalidTransaction('Transaction has an ancient birth block')
      if (death <= current) throw invalidTransaction('Transaction is outdated')
      birthHash = born.hash
    }
    const account = readAccount(signer)
    const nonce = extrinsic.nonce.toNumber()
    if (nonce < account.nonce) throw invalidTransaction('Transaction is outdated')
    // A node keeps a future nonce in its future queue; the emulator (one block per extrinsic) refuses it.
    if (nonce > account.nonce) throw invalidTransaction('Transaction will be valid in the future')
    if (extrinsic.mode.toNumber() !== 0) throw invalidTransaction('Transaction has a bad signature')
    const payload = registry.createType(
      'ExtrinsicPayload',
      {
        method: extrinsic.method.toHex(),
        era: extrinsic.era,
        nonce: extrinsic.nonce,
        tip: extrinsic.tip,
        assetId: extrinsic.assetId,
        mode: extrinsic.mode,
        metadataHash: null,
        specVersion: runtimeVersion.specVersion,
        transactionVersion: runtimeVersion.transactionVersion,
        genesisHash: genesis.hash,
        blockHash: birthHash,
      },
      { version: extrinsic.type },
    )
    const signed = payload.toU8a({ method: true })
    const message = signed.length > 256 ? blake2AsU8a(signed, 256) : signed
    const signature = (
      extrinsic.inner.signature as unknown as { multiSignature: Codec }
    ).multiSignature.toU8a()
    if (!signatureVerify(message, signature, signer).isValid)
      throw invalidTransaction('Transaction has a bad signature')
    if (extrinsic.assetId.isSome)
      throw invalidTransaction('Inability to pay some fees (e.g. account balance too low)')
    const fee = feeFor(extrinsic.encodedLength) + extrinsic.tip.toBigInt()
    if (account.free < fee)
      throw invalidTransaction('Inability to pay some fees (e.g. account balance too low)')
    const [dest, value] = extrinsic.method.args as unknown as [Codec, { toBigInt(): bigint }]
    return {
      extrinsic,
      signer,
      fee,
      tip: extrinsic.tip.toBigInt(),
      method,
      to: decodeAddress(dest.toString()),
      value: value.toBigInt(),
    }
  }

  /** Applies a valid extrinsic in a new block: fee and nonce always, the transfer when the chain allows it. */
  function apply(extrinsicHex: `0x${string}`): Applied {
    const checked = validate(extrinsicHex)
    const { signer, fee, tip, to, value } = checked
    const sender = readAccount(signer)
    const events: Uint8Array[] = []
    const record = (event: Uint8Array) => events.push(event)
    sender.free -= fee
    sender.nonce += 1
    writeAccount(signer, sender)
    record(encodeEvent('Balances', 'Withdraw', { who: signer, amount: fee }))

    const receiver = readAccount(to)
    const isNew = receiver.free + receiver.reserved === 0n
    let failure: string | undefined
    if (sender.free < value) failure = 'FundsUnavailable'
    else if (checked.method === 'transferKeepAlive' && sender.free - value < existentialDeposit)
      failure = 'NotExpendable'
    else if (isNew && value < existentialDeposit) failure = 'BelowMinimum'
    if (!failure) {
      sender.free -= value
      // transferAllowDeath: what stays below the existential deposit is dust, and the account is reaped.
      if (sender.free < existentialDeposit) sender.free = 0n
      writeAccount(signer, sender)
      const updated = readAccount(to)
      writeAccount(to, { ...updated, free: updated.free + value })
      if (isNew) {
        record(encodeEvent('System', 'NewAccount', { account: to }))
        record(encodeEvent('Balances', 'Endowed', { account: to, free_balance: value }))
      }
      record(encodeEvent('Balances', 'Transfer', { from: signer, to, amount: value }))
    }
    record(encodeEvent('TransactionPayment', 'TransactionFeePaid', { who: signer, actual_fee: fee, tip }))
    record(
      failure
        ? encodeEvent('System', 'ExtrinsicFailed', {
            dispatch_error: { Token: failure },
            dispatch_info: dispatchInfo,
          })
        : encodeEvent('System', 'ExtrinsicSuccess', { dispatch_info: dispatchInfo }),
    )
    const eventRecords = registry.createType(
      'Vec<FrameSystemEventRecord>',
      events.map((event) => ({ phase: { ApplyExtrinsic: 0 }, event, topics: [] })),
    )
    storage.set(EVENTS_KEY, eventRecords.toHex())
    const block = seal([extrinsicHex])
    return {
      hash: checked.extrinsic.hash.toHex(),
      block,
      success: !failure,
      ...(failure ? { error: `Token.${failure}` } : {}),
    }
  }

  const chain = {
    registry,
    metadata,
    runtimeVersion,
    existentialDeposit,
    genesisHash: genesis.hash,
    feeFor,
    blocks: blocks as readonly Block[],
    best: () => blocks.at(-1)!,
    /** Finality follows each block at once (one authority, instant finality). */
    finalized: () => blocks.at(-1)!,
    block: (hashOrNumber?: string | number | null) =>
      hashOrNumber === undefined || hashOrNumber === null
        ? blocks.at(-1)
        : typeof hashOrNumber === 'number'
          ? blocks[hashOrNumber]
          : byHash.get(hashOrNumber.toLowerCase()),
    /** Checks without applying (the pool's validation). */
    validate: (extrinsicHex: string) => void validate(extrinsicHex),
    apply,
    /** The balance and nonce of an address now. */
    account: (address: string) => readAccount(decodeAddress(address)),
    /** Next nonce of an address (no pending pool: every valid extrinsic is in a block at once). */
    nextIndex: (address: string) => readAccount(decodeAddress(address)).nonce,
    /** Adds funds to an address in a new block (tests). */
    fund(address: string, amount: bigint) {
      const id = decodeAddress(address)
      const account = readAccount(id)
      writeAccount(id, { ...account, free: account.free + amount })
      storage.delete(EVENTS_KEY)
      return seal([])
    },
    storageAt(key: string, at?: string | null) {
      const state = at ? byHash.get(at.toLowerCase())?.storage : storage
      if (!state) throw new NodeRefusal(4003, `Client error: Unknown block ${at}`)
      return state.get(key.toLowerCase()) ?? null
    },
    metadataHex: metadata.toHex(),
  }
  return chain
}
