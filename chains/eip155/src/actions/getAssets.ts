import type { Logger } from '@portico/kernel'
import * as z from 'zod/mini'
import { requestWallet } from '../provider.js'
import { addressSchema } from '../schemas.js'
import type { Eip1193Provider } from '../types.js'

/** One asset of a `wallet_getAssets` answer (ERC-7811; spec 3 "Wallet asset"). */
export type WalletAsset = {
  /** The token contract; for the native token whatever the wallet sent (often absent or 'native'). */
  address: string | undefined
  /** Raw amount in the token's smallest unit, hex. */
  balance: `0x${string}`
  type: 'ERC20' | 'NATIVE'
  metadata: {
    name: string
    symbol: string
    decimals: number
    price?: number | undefined
    iconUrl?: string | undefined
    value?: number | undefined
  }
}

const balanceSchema = z.custom<`0x${string}`>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value),
)
const assetTypeSchema = z.pipe(
  z.string(),
  z.transform((type) => type.toUpperCase()),
)
const metadataSchema = z.looseObject({
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().check(z.int(), z.minimum(0), z.maximum(255)),
  price: z.optional(z.nullable(z.number())),
  iconUrl: z.optional(z.nullable(z.string())),
  value: z.optional(z.nullable(z.number())),
})
const assetSchema = z.looseObject({
  address: z.optional(z.nullable(z.string())),
  balance: balanceSchema,
  type: assetTypeSchema,
  metadata: metadataSchema,
})

/** The answer's shape: lists per hex chain id. The entries are checked one by one. */
const answerSchema = z.record(z.string(), z.array(z.unknown()))

export type GetAssetsParameters = {
  provider: Eip1193Provider
  /** The account whose assets are asked for. */
  account: string
  /** Hex chain ids to ask about; all the wallet knows when absent. */
  chainFilter?: readonly string[] | undefined
  log?: Pick<Logger, 'warn'> | undefined
}

/**
 * The assets a wallet reports for an account (ERC-7811 `wallet_getAssets`), per hex chain id,
 * validated by `parseAssets`.
 *
 * @example
 * const assets = await getAssets({ provider, account, chainFilter: ['0x1'] })
 * assets['0x1'] // [{ type: 'NATIVE', balance: '0x…', metadata: { symbol: 'ETH', decimals: 18, … } }]
 */
export async function getAssets({
  provider,
  account,
  chainFilter,
  log,
}: GetAssetsParameters): Promise<Record<string, WalletAsset[]>> {
  const request = chainFilter ? { account, chainFilter: [...chainFilter] } : { account }
  const answer = await requestWallet(provider, { method: 'wallet_getAssets', params: [request] })
  return parseAssets(answer, log)
}

/**
 * Validates a `wallet_getAssets` answer (spec 5): it must be an object of lists of assets. An
 * answer of any other shape is ignored (`{}`), and so is each entry that is not a valid ERC20 or
 * NATIVE asset (an ERC20 needs a contract address), with a warning; the valid ones are kept.
 *
 * @example
 * parseAssets({ '0x1': [{ address: 'native', balance: '0x1', type: 'NATIVE', metadata: {...} }, 42] })
 * // { '0x1': [the native asset] }  (42 dropped)
 * parseAssets('nonsense') // {}
 */
export function parseAssets(answer: unknown, log?: Pick<Logger, 'warn'>): Record<string, WalletAsset[]> {
  const parsed = answerSchema.safeParse(answer)
  if (!parsed.success) {
    log?.warn('Ignored a wallet_getAssets answer that is not an object of asset lists', answer)
    return {}
  }
  const result: Record<string, WalletAsset[]> = {}
  for (const [chainId, entries] of Object.entries(parsed.data)) {
    const assets: WalletAsset[] = []
    for (const entry of entries) {
      const asset = toAsset(entry)
      if (asset) assets.push(asset)
      else log?.warn(`Ignored a malformed asset of chain ${chainId} in a wallet_getAssets answer`, entry)
    }
    result[chainId.toLowerCase()] = assets
  }
  return result
}

function toAsset(entry: unknown): WalletAsset | undefined {
  const parsed = assetSchema.safeParse(entry)
  if (!parsed.success) return undefined
  const { address, balance, type, metadata } = parsed.data
  if (type !== 'ERC20' && type !== 'NATIVE') return undefined
  if (type === 'ERC20' && !addressSchema.safeParse(address).success) return undefined
  return {
    address: address ?? undefined,
    balance,
    type,
    metadata: {
      name: metadata.name,
      symbol: metadata.symbol,
      decimals: metadata.decimals,
      price: metadata.price ?? undefined,
      iconUrl: metadata.iconUrl ?? undefined,
      value: metadata.value ?? undefined,
    },
  }
}
