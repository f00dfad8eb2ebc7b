import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEV_INITIAL_SOL,
  SOLANA_DEV_INITIAL_TOKENS,
  SOLANA_LOCAL_GENESIS_HASH,
  SOLANA_TEST_MINT,
  type SolanaValidator,
  startSolanaValidator,
} from './index'

const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const ATA_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

const keypair = (index: number) => Keypair.fromSeed(Buffer.from(SOLANA_DEV_ACCOUNTS[index]!.seed, 'hex'))
const ata = (owner: PublicKey, mint: PublicKey) =>
  PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM.toBuffer(), mint.toBuffer()],
    ATA_PROGRAM,
  )[0]

let validator: SolanaValidator
let connection: Connection

beforeAll(async () => {
  validator = await startSolanaValidator({ port: 0 })
  connection = new Connection(validator.url, { commitment: 'confirmed', disableRetryOnRateLimit: true })
})
afterAll(() => validator?.close())

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes
type Json = any

async function rawCall(body: unknown): Promise<{ status: number; json: Json }> {
  const response = await fetch(validator.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}

async function sendAndWait(transaction: Transaction, signers: Keypair[]) {
  const { blockhash } = await connection.getLatestBlockhash()
  transaction.recentBlockhash = blockhash
  transaction.feePayer = signers[0]!.publicKey
  transaction.sign(...signers)
  const signature = await connection.sendRawTransaction(transaction.serialize())
  const { value } = await connection.getSignatureStatuses([signature])
  return { signature, status: value[0] }
}

describe('the local Solana validator, through @solana/web3.js', () => {
  it('answers the cluster facts a client asks first', async () => {
    expect(await connection.getGenesisHash()).toBe(SOLANA_LOCAL_GENESIS_HASH)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const slot = await connection.getSlot()
    expect(slot).toBeGreaterThan(0)
    expect(await connection.getBlockHeight()).toBe(slot)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(new PublicKey(blockhash).toBytes()).toHaveLength(32)
    expect(lastValidBlockHeight).toBe(slot + 150)
  })

  it('holds the seeded SOL and test tokens of every dev account', async () => {
    for (const dev of SOLANA_DEV_ACCOUNTS) {
      expect(await connection.getBalance(new PublicKey(dev.address))).toBeGreaterThanOrEqual(
        SOLANA_DEV_INITIAL_SOL * LAMPORTS_PER_SOL - 1_000_000,
      )
    }
    const owner = new PublicKey(SOLANA_DEV_ACCOUNTS[2]!.address)
    const mint = new PublicKey(SOLANA_TEST_MINT.address)
    const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint })
    expect(value).toHaveLength(1)
    expect(value[0]!.pubkey.toBase58()).toBe(ata(owner, mint).toBase58())
    expect(value[0]!.account.data.parsed.info.tokenAmount.uiAmountString).toBe(
      String(SOLANA_DEV_INITIAL_TOKENS),
    )
    const raw = await connection.getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM })
    expect(raw.value[0]!.account.data.length).toBe(165)
    const mintInfo = await connection.getParsedAccountInfo(mint)
    expect((mintInfo.value!.data as Json).parsed.info.decimals).toBe(SOLANA_TEST_MINT.decimals)
  })

  it('lands a SOL transfer signed by a dev key, charges 5,000 lamports and reports it final', async () => {
    const from = keypair(0)
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(from.publicKey)
    const transfer = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 0.1 * LAMPORTS_PER_SOL }),
    )
    const { blockhash } = await connection.getLatestBlockhash()
    transfer.recentBlockhash = blockhash
    transfer.feePayer = from.publicKey
    expect(await connection.getFeeForMessage(transfer.compileMessage())).toMatchObject({ value: 5000 })
    const { status } = await sendAndWait(transfer, [from])
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(await connection.getBalance(to)).toBe(0.1 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(from.publicKey)).toBe(before - 0.1 * LAMPORTS_PER_SOL - 5000)
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
  })

  it('creates an associated token account and moves SPL tokens through the token program', async () => {
    const from = keypair(1)
    const recipient = Keypair.generate().publicKey
    const mint = new PublicKey(SOLANA_TEST_MINT.address)
    const source = ata(from.publicKey, mint)
    const destination = ata(recipient, mint)
    expect(await connection.getAccountInfo(destination)).toBeNull()
    const amount = 5n * 10n ** BigInt(SOLANA_TEST_MINT.decimals)
    const data = Buffer.alloc(10)
    data.writeUInt8(12, 0) // TransferChecked
    data.writeBigUInt64LE(amount, 1)
    data.writeUInt8(SOLANA_TEST_MINT.decimals, 9)
    const transaction = new Transaction().add(
      new TransactionInstruction({
        programId: ATA_PROGRAM,
        keys: [
          { pubkey: from.publicKey, isSigner: true, isWritable: true },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: recipient, isSigner: false, isWritable: false },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
          { pubkey: TOKEN_PROGRAM, isSigner: false, isWritable: false },
        ],
        data: Buffer.from([1]), // CreateIdempotent
      }),
      new TransactionInstruction({
        programId: TOKEN_PROGRAM,
        keys: [
          { pubkey: source, isSigner: false, isWritable: true },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: from.publicKey, isSigner: true, isWritable: false },
        ],
        data,
      }),
    )
    const { status } = await sendAndWait(transaction, [from])
    expect(status?.err).toBeNull()
    expect((await connection.getTokenAccountBalance(destination)).value.uiAmountString).toBe('5')
    expect((await connection.getTokenAccountBalance(source)).value.uiAmountString).toBe(
      String(SOLANA_DEV_INITIAL_TOKENS - 5),
    )
  })

  it('refuses what a real node refuses and changes nothing', async () => {
    const from = keypair(2)
    const before = await connection.getBalance(from.publicKey)
    const tooMuch = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: before * 2,
      }),
    )
    await expect(sendAndWait(tooMuch, [from])).rejects.toThrow(/simulation failed/i)
    // A signature by another key.
    const forged = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    )
    const { blockhash } = await connection.getLatestBlockhash()
    forged.recentBlockhash = blockhash
    forged.feePayer = from.publicKey
    forged.sign(from)
    const wire = forged.serialize()
    wire[1 + 10] = wire[1 + 10]! ^ 0xff
    await expect(connection.sendRawTransaction(wire)).rejects.toThrow()
    // A blockhash the node never issued.
    const stale = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    )
    stale.recentBlockhash = Keypair.generate().publicKey.toBase58()
    stale.feePayer = from.publicKey
    stale.sign(from)
    await expect(connection.sendRawTransaction(stale.serialize())).rejects.toThrow(/Blockhash not found/)
    expect(await connection.getBalance(from.publicKey)).toBe(before)
    const unknown = await connection.getSignatureStatuses(['1'.repeat(88)])
    expect(unknown.value).toEqual([null])
  })

  it('airdrops', async () => {
    const to = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(to, 2 * LAMPORTS_PER_SOL)
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(2 * LAMPORTS_PER_SOL)
    const accounts = await connection.getMultipleAccountsInfo([to, Keypair.generate().publicKey])
    expect(accounts[0]?.lamports).toBe(2 * LAMPORTS_PER_SOL)
    expect(accounts[1]).toBeNull()
  })

  it('answers bad requests with JSON-RPC errors and keeps serving', async () => {
    expect((await rawCall('{not json')).json.error.code).toBe(-32700)
    expect((await rawCall({ id: 1, method: 'getSlot' })).json.error.code).toBe(-32600)
    expect((await rawCall({ jsonrpc: '2.0', id: 2, method: 'nope', params: [] })).json.error).toEqual({
      code: -32601,
      message: 'Method not found',
    })
    const bad = await rawCall({ jsonrpc: '2.0', id: 3, method: 'getBalance', params: ['0xnot-base58'] })
    expect(bad.json).toMatchObject({ id: 3, error: { code: -32602 } })
    const garbage = await rawCall({
      jsonrpc: '2.0',
      id: 4,
      method: 'sendTransaction',
      params: ['AAAA', { encoding: 'base64' }],
    })
    expect(garbage.json.error.code).toBeLessThan(0)
    const proto = await rawCall({ jsonrpc: '2.0', id: 5, method: '__proto__', params: [] })
    expect(proto.json.error.code).toBe(-32601)
    const batch = await rawCall([
      { jsonrpc: '2.0', id: 6, method: 'getSlot' },
      { jsonrpc: '2.0', id: 7, method: 'getGenesisHash' },
    ])
    expect(batch.json.map((a: Json) => a.id)).toEqual([6, 7])
    expect(batch.json[1].result).toBe(SOLANA_LOCAL_GENESIS_HASH)
    expect((await fetch(validator.url)).status).toBe(405)
    expect(await connection.getSlot()).toBeGreaterThan(0)
  })
})
