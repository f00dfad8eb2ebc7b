import {
  type EncodedAccount,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  isAddress,
} from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { z } from 'zod'
import { SOLANA_LOCAL_GENESIS_HASH } from './constants'
import { type Ledger, TransactionRefusedError } from './ledger'

/** A JSON-RPC error answer; the server writes `{code, message, data}`. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** Solana's "Transaction simulation failed" / send failures. */
  sendTransactionPreflightFailure: -32002,
  /** Solana's signature verification failure. */
  transactionSignatureVerificationFailure: -32003,
} as const

const base58 = getBase58Decoder()
const base58Bytes = getBase58Encoder()
const base64Bytes = getBase64Encoder()

const pubkey = z.string().refine(isAddress, { message: 'Invalid param: Invalid' })
const encoding = z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed']).optional()
const commitment = z.enum(['processed', 'confirmed', 'finalized']).optional()
const config = z.object({ commitment, encoding, minContextSlot: z.number().optional() }).loose().optional()
const u64 = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)
const wireEncoding = z.enum(['base58', 'base64']).optional()

type Handler = (ledger: Ledger, params: unknown[]) => unknown

function decodeWire(text: string, enc: 'base58' | 'base64' | undefined): Uint8Array {
  try {
    return new Uint8Array(enc === 'base64' ? base64Bytes.encode(text) : base58Bytes.encode(text))
  } catch {
    throw new RpcError(
      RPC_ERRORS.invalidParams,
      `invalid transaction: failed to decode ${enc ?? 'base58'} string`,
    )
  }
}

/** Account data in the requested encoding; token accounts and mints parse under `jsonParsed`. */
function encodeAccount(ledger: Ledger, account: EncodedAccount, enc: z.infer<typeof encoding>) {
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: 0,
    space: account.data.length,
  }
  if (enc === 'jsonParsed') {
    const parsed = parseTokenProgramAccount(ledger, account)
    if (parsed) return { ...base, data: { program: 'spl-token', parsed, space: account.data.length } }
  }
  if (enc === 'base58') return { ...base, data: [base58.decode(account.data), 'base58'] }
  return { ...base, data: [Buffer.from(account.data).toString('base64'), 'base64'] }
}

function tokenAmount(amount: bigint, decimals: number) {
  const text = (Number(amount) / 10 ** decimals).toString()
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

function parseTokenProgramAccount(ledger: Ledger, account: EncodedAccount) {
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined
  if (account.data.length === 82) {
    const mint = getMintDecoder().decode(account.data)
    return {
      type: 'mint',
      info: {
        decimals: mint.decimals,
        supply: mint.supply.toString(),
        isInitialized: mint.isInitialized,
        mintAuthority: mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null,
        freezeAuthority: mint.freezeAuthority.__option === 'Some' ? mint.freezeAuthority.value : null,
      },
    }
  }
  if (account.data.length !== 165) return undefined
  const token = getTokenDecoder().decode(account.data)
  const decimals = ledger.mintDecimals(token.mint) ?? 0
  return {
    type: 'account',
    info: {
      isNative: token.isNative.__option === 'Some',
      mint: token.mint,
      owner: token.owner,
      state: 'initialized',
      tokenAmount: tokenAmount(token.amount, decimals),
    },
  }
}

/** Parses `params` with a tuple schema; a mismatch is -32602 with zod's words. */
function parse<T extends z.ZodType>(schema: T, params: unknown[]): z.output<T> {
  const result = schema.safeParse(params)
  if (!result.success)
    throw new RpcError(
      RPC_ERRORS.invalidParams,
      `Invalid params: ${result.error.issues.map((i) => `${i.path.join('.') || 'params'}: ${i.message}`).join('; ')}`,
    )
  return result.data
}

const withContext = (ledger: Ledger, value: unknown) => ({
  context: { apiVersion: '2.2.0', slot: ledger.slot() },
  value,
})

function refused(error: unknown): never {
  if (error instanceof TransactionRefusedError) {
    const code =
      error.err === 'SignatureFailure'
        ? RPC_ERRORS.transactionSignatureVerificationFailure
        : RPC_ERRORS.sendTransactionPreflightFailure
    throw new RpcError(code, error.message, {
      err: error.err,
      logs: error.logs,
      accounts: null,
      unitsConsumed: 0,
    })
  }
  throw error
}

/** Every JSON-RPC method the validator answers, by name. */
export const SOLANA_RPC_METHODS: Record<string, Handler> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 3294202862 }),
  getGenesisHash: () => SOLANA_LOCAL_GENESIS_HASH,
  getSlot: (ledger) => ledger.slot(),
  getBlockHeight: (ledger) => ledger.slot(),
  getEpochInfo: (ledger) => ({
    absoluteSlot: ledger.slot(),
    blockHeight: ledger.slot(),
    epoch: 0,
    slotIndex: ledger.slot(),
    slotsInEpoch: 432000,
    transactionCount: ledger.slot(),
  }),
  getLatestBlockhash(ledger, params) {
    parse(z.tuple([config]), params)
    const { hash, lastValidBlockHeight } = ledger.latestBlockhash()
    return withContext(ledger, { blockhash: hash, lastValidBlockHeight })
  },
  isBlockhashValid(ledger, params) {
    const [hash] = parse(z.tuple([z.string(), config]), params)
    return withContext(ledger, ledger.isBlockhashValid(hash))
  },
  getBalance(ledger, params) {
    const [owner] = parse(z.tuple([pubkey, config]), params)
    return withContext(ledger, Number(ledger.balance(owner)))
  },
  getAccountInfo(ledger, params) {
    const [key, options] = parse(z.tuple([pubkey, config]), params)
    const account = ledger.account(key)
    return withContext(ledger, account ? encodeAccount(ledger, account, options?.encoding) : null)
  },
  getMultipleAccounts(ledger, params) {
    const [keys, options] = parse(z.tuple([z.array(pubkey).max(100), config]), params)
    return withContext(
      ledger,
      keys.map((key) => {
        const account = ledger.account(key)
        return account ? encodeAccount(ledger, account, options?.encoding) : null
      }),
    )
  },
  getMinimumBalanceForRentExemption(ledger, params) {
    const [length] = parse(z.tuple([u64.max(10 * 1024 * 1024), config]), params)
    return Number(ledger.rentExemption(length))
  },
  getFeeForMessage(ledger, params) {
    const [message] = parse(z.tuple([z.string().min(1), config]), params)
    try {
      return withContext(ledger, Number(ledger.feeForMessage(decodeWire(message, 'base64'))))
    } catch (error) {
      if (error instanceof RpcError) throw error
      throw new RpcError(RPC_ERRORS.invalidParams, `invalid message: ${(error as Error).message}`)
    }
  },
  requestAirdrop(ledger, params) {
    const [to, amount] = parse(z.tuple([pubkey, u64.positive(), config]), params)
    try {
      return ledger.airdrop(to, BigInt(amount))
    } catch (error) {
      return refused(error)
    }
  },
  sendTransaction(ledger, params) {
    const [wire, options] = parse(
      z.tuple([
        z.string().min(1),
        z
          .object({
            encoding: wireEncoding,
            skipPreflight: z.boolean().optional(),
            preflightCommitment: commitment,
            maxRetries: z.number().optional(),
            minContextSlot: z.number().optional(),
          })
          .loose()
          .optional(),
      ]),
      params,
    )
    try {
      return ledger.send(decodeWire(wire, options?.encoding), {
        skipPreflight: options?.skipPreflight ?? false,
      })
    } catch (error) {
      return refused(error)
    }
  },
  simulateTransaction(ledger, params) {
    const [wire, options] = parse(
      z.tuple([
        z.string().min(1),
        z
          .object({
            encoding: wireEncoding,
            sigVerify: z.boolean().optional(),
            replaceRecentBlockhash: z.boolean().optional(),
            commitment,
          })
          .loose()
          .optional(),
      ]),
      params,
    )
    try {
      const result = ledger.simulate(decodeWire(wire, options?.encoding), {
        sigVerify: options?.sigVerify ?? false,
      })
      return withContext(ledger, { ...result, accounts: null, returnData: null })
    } catch (error) {
      return refused(error)
    }
  },
  getSignatureStatuses(ledger, params) {
    const [signatures] = parse(
      z.tuple([
        z.array(z.string().min(1)).max(256),
        z.object({ searchTransactionHistory: z.boolean().optional() }).loose().optional(),
      ]),
      params,
    )
    return withContext(
      ledger,
      signatures.map((signature) => {
        const status = ledger.status(signature)
        if (!status) return null
        return {
          slot: status.slot,
          confirmations: null,
          err: status.err === null ? null : { [status.err]: null },
          status: status.err === null ? { Ok: null } : { Err: status.err },
          confirmationStatus: 'finalized',
        }
      }),
    )
  },
  getTokenAccountsByOwner(ledger, params) {
    const [owner, filter, options] = parse(
      z.tuple([pubkey, z.union([z.object({ mint: pubkey }), z.object({ programId: pubkey })]), config]),
      params,
    )
    if ('programId' in filter && filter.programId !== TOKEN_PROGRAM_ADDRESS) return withContext(ledger, [])
    const mint = 'mint' in filter ? filter.mint : undefined
    return withContext(
      ledger,
      ledger.tokenAccountsOf(owner, mint).map(({ account }) => ({
        pubkey: account.address,
        account: encodeAccount(ledger, account, options?.encoding),
      })),
    )
  },
  getTokenAccountBalance(ledger, params) {
    const [key] = parse(z.tuple([pubkey, config]), params)
    const account = ledger.account(key)
    if (!account || account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== 165)
      throw new RpcError(RPC_ERRORS.invalidParams, 'Invalid param: not a Token account')
    const token = getTokenDecoder().decode(account.data)
    return withContext(ledger, tokenAmount(token.amount, ledger.mintDecimals(token.mint) ?? 0))
  },
  getRecentPrioritizationFees: () => [],
}
