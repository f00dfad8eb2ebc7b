import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, SystemInstruction, SystemProgram, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { z } from 'zod'
import { FrameRequestError } from './logins.js'
import { RPC_NOT_ALLOWED } from './protocol.js'

/** The Solana cluster the embedded wallet signs for and sends to (the local validator). */
export type SecureSiteSolana = { rpcUrl: string; caipNetworkId: string }

const base58 = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/)
/** API-FACTS 5.3: messages and transactions travel in base58. */
const signMessageParams = z.object({ message: base58, pubkey: base58 })
const signTransactionParams = z.object({ transaction: base58 })
const signAllParams = z.object({ transactions: z.array(base58).min(1).max(16) })
/** Spec 5: the preflight commitments a send may name. */
const commitment = z.enum([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
])
const signAndSendParams = z.object({
  transaction: base58,
  options: z
    .object({
      skipPreflight: z.boolean().optional(),
      preflightCommitment: commitment.optional(),
      maxRetries: z.number().int().nonnegative().optional(),
      minContextSlot: z.number().int().nonnegative().optional(),
    })
    .optional(),
})

export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** What a Solana signing request is about, for the approval view in the frame. */
export type SolanaApprovalSummary =
  | { kind: 'solana-message'; text: string }
  | { kind: 'solana-transaction'; count: number; feePayer: string; transfers: string[] }

/** A new user's Solana key: the 32-byte ed25519 seed, hex (it never leaves the service). */
export const newSolanaSeed = () => randomBytes(32).toString('hex')
export const solanaAddressOf = (seedHex: string) =>
  Keypair.fromSeed(Buffer.from(seedHex, 'hex')).publicKey.toBase58()

/**
 * The solana side of the embedded wallet: `solana_signMessage`, `solana_signTransaction`,
 * `solana_signAllTransactions` and `solana_signAndSendTransaction` (API-FACTS 5.3 shapes), each
 * after the visitor approved it in the frame; sends go to the cluster's node.
 */
export function createSolanaWallet(cluster: SecureSiteSolana) {
  const parse = <T>(schema: z.ZodType<T>, params: unknown, method: string): T => {
    const parsed = schema.safeParse(params)
    if (!parsed.success) throw new FrameRequestError(`Invalid params for ${method}`)
    return parsed.data
  }
  const transaction = (wire: string, method: string) => {
    try {
      return VersionedTransaction.deserialize(bs58.decode(wire))
    } catch {
      throw new FrameRequestError(`Invalid params for ${method}`)
    }
  }
  /** The transaction must be for this wallet to sign: its key among the required signers. */
  const signerIndex = (tx: VersionedTransaction, own: string, method: string) => {
    const required = tx.message.header.numRequiredSignatures
    const index = tx.message.staticAccountKeys.slice(0, required).findIndex((key) => key.toBase58() === own)
    if (index === -1)
      throw new FrameRequestError(`The transaction does not need this wallet's signature (${method})`)
    return index
  }
  const describe = (tx: VersionedTransaction) => {
    const keys = tx.message.staticAccountKeys
    const transfers: string[] = []
    for (const instruction of tx.message.compiledInstructions) {
      if (!keys[instruction.programIdIndex]?.equals(SystemProgram.programId)) continue
      try {
        const decoded = SystemInstruction.decodeTransfer({
          programId: SystemProgram.programId,
          keys: instruction.accountKeyIndexes.map((i) => ({
            pubkey: keys[i] as never,
            isSigner: false,
            isWritable: true,
          })),
          data: Buffer.from(instruction.data),
        })
        transfers.push(`${Number(decoded.lamports) / 1e9} SOL to ${decoded.toPubkey.toBase58()}`)
      } catch {
        // Not a plain transfer: only the count shows.
      }
    }
    return { feePayer: keys[0]?.toBase58() ?? '', transfers }
  }
  const sign = (tx: VersionedTransaction, seedHex: string) => {
    tx.sign([Keypair.fromSeed(Buffer.from(seedHex, 'hex'))])
    return tx
  }
  async function send(wire: Uint8Array, options: z.infer<typeof signAndSendParams>['options']) {
    const response = await fetch(cluster.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [Buffer.from(wire).toString('base64'), { encoding: 'base64', ...options }],
      }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
    if (body.error || typeof body.result !== 'string')
      throw new FrameRequestError(body.error?.message ?? 'The node refused the transaction')
    return body.result
  }

  return {
    chains: [cluster.caipNetworkId],
    isSupported: (chainId: string) => chainId === cluster.caipNetworkId,

    /** Checks a request and says what the visitor approves; `own` is the user's address. */
    summarize(method: string, params: unknown, own: string): SolanaApprovalSummary {
      switch (method) {
        case 'solana_signMessage': {
          const { message, pubkey } = parse(signMessageParams, params, method)
          if (pubkey !== own) throw new FrameRequestError('The address does not belong to this wallet')
          return { kind: 'solana-message', text: Buffer.from(bs58.decode(message)).toString('utf8') }
        }
        case 'solana_signTransaction':
        case 'solana_signAndSendTransaction': {
          const schema = method === 'solana_signTransaction' ? signTransactionParams : signAndSendParams
          const tx = transaction(parse(schema, params, method).transaction, method)
          signerIndex(tx, own, method)
          return { kind: 'solana-transaction', count: 1, ...describe(tx) }
        }
        case 'solana_signAllTransactions': {
          const txs = parse(signAllParams, params, method).transactions.map((t) => transaction(t, method))
          for (const tx of txs) signerIndex(tx, own, method)
          const described = txs.map(describe)
          return {
            kind: 'solana-transaction',
            count: txs.length,
            feePayer: described[0]?.feePayer ?? '',
            transfers: described.flatMap((d) => d.transfers),
          }
        }
        default:
          throw new FrameRequestError(RPC_NOT_ALLOWED)
      }
    },

    /** Signs (and for signAndSend sends) a request the visitor approved. */
    async execute(method: string, params: unknown, seedHex: string): Promise<unknown> {
      switch (method) {
        case 'solana_signMessage': {
          const { message } = parse(signMessageParams, params, method)
          const signature = ed25519.sign(bs58.decode(message), Buffer.from(seedHex, 'hex'))
          return { signature: bs58.encode(signature) }
        }
        case 'solana_signTransaction': {
          const tx = sign(
            transaction(parse(signTransactionParams, params, method).transaction, method),
            seedHex,
          )
          return { transaction: bs58.encode(tx.serialize()) }
        }
        case 'solana_signAllTransactions': {
          const { transactions } = parse(signAllParams, params, method)
          return {
            transactions: transactions.map((t) =>
              bs58.encode(sign(transaction(t, method), seedHex).serialize()),
            ),
          }
        }
        case 'solana_signAndSendTransaction': {
          const { transaction: wire, options } = parse(signAndSendParams, params, method)
          const tx = sign(transaction(wire, method), seedHex)
          return { signature: await send(tx.serialize(), options) }
        }
        default:
          throw new FrameRequestError(RPC_NOT_ALLOWED)
      }
    },
  }
}

export type SolanaWallet = ReturnType<typeof createSolanaWallet>
