// The Keplr interface, as Keplr, Leap and the wallets that copy them inject it. The wallet is
// external code: every answer is parsed here before anything reads it.
import type { Connector } from '@portico/kernel'
import { isPorticoError, RpcError } from '@portico/kernel'
import { toRpcError } from '@portico/kernel/rpc-errors'
import * as z from 'zod/mini'
import { InvalidWalletResponseError, WalletNotFoundError } from '../errors.js'
import { sessionKeplr } from './walletConnect.js'

/** The methods Portico calls. Sign options follow Keplr's (`preferNoSetFee`, `preferNoSetMemo`). */
export type KeplrLike = {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<unknown>
  experimentalSuggestChain?(chainInfo: KeplrChainInfo): Promise<void>
  signDirect?(
    chainId: string,
    signer: string,
    signDoc: KeplrDirectSignDoc,
    options?: SignOptions,
  ): Promise<unknown>
  signAmino?(chainId: string, signer: string, signDoc: unknown, options?: SignOptions): Promise<unknown>
  signArbitrary?(chainId: string, signer: string, data: string | Uint8Array): Promise<unknown>
  disable?(chainIds?: string | string[]): Promise<void>
}

export type SignOptions = {
  preferNoSetFee?: boolean
  preferNoSetMemo?: boolean
  disableBalanceCheck?: boolean
}

/** Keplr's sign doc: the account number is a Long in Keplr; any value whose `toString` is decimal works. */
export type KeplrDirectSignDoc = {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
}

/** What `experimentalSuggestChain` takes (Keplr's ChainInfo, the fields wallets need). */
export type KeplrChainInfo = {
  chainId: string
  chainName: string
  rpc: string
  rest: string
  bip44: { coinType: number }
  bech32Config: Record<
    | 'bech32PrefixAccAddr'
    | 'bech32PrefixAccPub'
    | 'bech32PrefixValAddr'
    | 'bech32PrefixValPub'
    | 'bech32PrefixConsAddr'
    | 'bech32PrefixConsPub',
    string
  >
  currencies: KeplrCurrency[]
  feeCurrencies: (KeplrCurrency & { gasPriceStep: { low: number; average: number; high: number } })[]
  stakeCurrency: KeplrCurrency
}
type KeplrCurrency = { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }

/**
 * The connector's Keplr-style wallet object; for a multi-namespace connector (WalletConnect), its
 * Cosmos session seen as one.
 */
export function getKeplr(connector: Pick<Connector, 'id' | 'provider' | 'namespaceSessions'>): KeplrLike {
  const session = connector.namespaceSessions?.cosmos
  if (session) return sessionKeplr(session)
  const wallet = connector.provider as Partial<KeplrLike> | undefined
  if (
    !wallet ||
    typeof wallet !== 'object' ||
    typeof wallet.enable !== 'function' ||
    typeof wallet.getKey !== 'function'
  )
    throw new WalletNotFoundError(connector.id)
  return wallet as KeplrLike
}

const REFUSAL = /reject|denied|declined|cancel/i

/**
 * Calls the wallet and normalises what it throws: Portico's errors and coded errors stay; Keplr-style
 * refusals (`Error('Request rejected')`, no code) become EIP-1193 4001 so the modal says the
 * visitor refused.
 */
export async function callWallet<T>(method: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    // Portico's own errors (an answer of the wrong shape from a WalletConnect session) stay as they are.
    if (isPorticoError(error)) throw error
    const coded = toRpcError(error)
    if (coded) throw coded
    const message = error instanceof Error ? error.message : String(error)
    if (REFUSAL.test(message)) throw new RpcError(4001, { message, cause: error })
    throw new RpcError(5000, { message: `${method}: ${message}`, cause: error })
  }
}

export const bytes = z.custom<Uint8Array>(
  (value: unknown) =>
    value instanceof Uint8Array || (ArrayBuffer.isView(value) && !(value instanceof DataView)),
  'Expected bytes',
)

export const keySchema = z.object({
  name: z.optional(z.string()),
  algo: z.string(),
  pubKey: bytes,
  address: bytes,
  bech32Address: z.string(),
  isNanoLedger: z.optional(z.boolean()),
})
export type KeplrKey = z.infer<typeof keySchema>

const decimal = z.union([
  z.string(),
  z.number(),
  z.bigint(),
  z.custom<{ toString(): string }>((v) => typeof v === 'object' && v !== null),
])
/** A Long, a bigint, a number or a string holding a non-negative integer, as a bigint. */
export function toBigInt(value: z.infer<typeof decimal>): bigint | undefined {
  const text = String(value)
  return /^\d{1,20}$/.test(text) ? BigInt(text) : undefined
}

export const stdSignatureSchema = z.object({
  pub_key: z.object({ type: z.string(), value: z.string() }),
  signature: z.string(),
})
export type StdSignatureAnswer = z.infer<typeof stdSignatureSchema>

export const directSignResponseSchema = z.object({
  signed: z.object({
    bodyBytes: bytes,
    authInfoBytes: bytes,
    chainId: z.string(),
    accountNumber: decimal,
  }),
  signature: stdSignatureSchema,
})

const coin = z.object({ denom: z.string(), amount: z.string() })
export const stdSignDocSchema = z.object({
  chain_id: z.string(),
  account_number: z.string(),
  sequence: z.string(),
  fee: z.object({
    amount: z.array(coin),
    gas: z.string(),
    payer: z.optional(z.string()),
    granter: z.optional(z.string()),
  }),
  msgs: z.array(z.object({ type: z.string(), value: z.unknown() })),
  memo: z.string(),
  timeout_height: z.optional(z.string()),
})
export const aminoSignResponseSchema = z.object({ signed: stdSignDocSchema, signature: stdSignatureSchema })

/** Parses a wallet answer or throws a clear error naming the method. */
export function parseAnswer<T>(method: string, schema: z.ZodMiniType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer)
  if (!parsed.success)
    throw new InvalidWalletResponseError(method, answer, { details: parsed.error.issues[0]?.message })
  return parsed.data
}
