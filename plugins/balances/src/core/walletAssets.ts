import type { Logger, Network, Portico, TokenBalance } from '@portico/kernel'
import * as z from 'zod/mini'
import { NATIVE_TOKEN_ADDRESS } from './tokenList.js'

/** The ERC-7811 capability a wallet declares in `wallet_getCapabilities` when it answers `wallet_getAssets`. */
export const ASSET_DISCOVERY_CAPABILITY = 'assetDiscovery'

const capabilitiesSchema = z.record(z.string(), z.record(z.string(), z.unknown()))
const declaredSchema = z.looseObject({ supported: z.literal(true) })

/** What the eip155 plugin hands back after checking the wallet's answer (spec 5). */
const assetsSchema = z.record(
  z.string(),
  z.array(
    z.looseObject({
      address: z.optional(z.string()),
      balance: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
      type: z.enum(['ERC20', 'NATIVE']),
      metadata: z.looseObject({
        name: z.string(),
        symbol: z.string(),
        decimals: z.number().check(z.int(), z.minimum(0), z.maximum(255)),
        price: z.optional(z.number()),
        iconUrl: z.optional(z.string()),
        value: z.optional(z.number()),
      }),
    }),
  ),
)
type Asset = z.infer<typeof assetsSchema>[string][number]

const hexChainId = (network: Network) => `0x${Number(network.id).toString(16)}`

/**
 * The token list an EVM wallet reports itself (ERC-7811 `wallet_getAssets` with the account and a
 * filter on the network), asked only when the wallet declares `assetDiscovery` for that chain in
 * `wallet_getCapabilities`. Anything that goes wrong (no capability, a refusal, an answer that is
 * not an object of lists of valid assets) gives an empty list: the API's list still shows.
 */
export async function readWalletAssets({
  portico,
  address,
  network,
  log,
}: {
  portico: Portico
  address: string
  network: Network
  log: Pick<Logger, 'debug'>
}): Promise<TokenBalance[]> {
  if (network.chainNamespace !== 'eip155') return []
  const chainId = hexChainId(network)
  try {
    const capabilities = capabilitiesSchema.safeParse(
      await portico.request({
        namespace: 'eip155',
        method: 'wallet_getCapabilities',
        params: [address, [chainId]],
      }),
    )
    const declared = capabilities.success
      ? Object.entries(capabilities.data).find(([id]) => id.toLowerCase() === chainId)?.[1]
      : undefined
    if (!declaredSchema.safeParse(declared?.[ASSET_DISCOVERY_CAPABILITY]).success) return []
    const answer = assetsSchema.safeParse(
      await portico.request({
        namespace: 'eip155',
        method: 'wallet_getAssets',
        params: [{ account: address, chainFilter: [chainId] }],
      }),
    )
    if (!answer.success) {
      log.debug('Ignored a wallet_getAssets answer that is not an object of asset lists')
      return []
    }
    const assets = Object.entries(answer.data).find(([id]) => id.toLowerCase() === chainId)?.[1] ?? []
    return assets.map((asset) => toTokenBalance(asset, network))
  } catch (error) {
    log.debug('The wallet did not report its assets', error)
    return []
  }
}

/** A wallet asset as the spec's token balance: quantity from the raw hex amount and decimals. */
export function toTokenBalance(asset: Asset, network: Network): TokenBalance {
  const { metadata } = asset
  const numeric = formatAmount(BigInt(asset.balance), metadata.decimals)
  const price = metadata.price ?? 0
  const plain = asset.address?.split(':').at(-1)?.toLowerCase()
  const isNative = asset.type === 'NATIVE' || !plain || plain === NATIVE_TOKEN_ADDRESS
  return {
    name: metadata.name,
    symbol: metadata.symbol,
    chainId: network.caipNetworkId,
    ...(isNative ? {} : { address: `${network.caipNetworkId}:${asset.address?.split(':').at(-1)}` }),
    value: metadata.value ?? price * Number(numeric),
    price,
    quantity: { decimals: String(metadata.decimals), numeric },
    iconUrl: metadata.iconUrl ?? '',
  }
}

/**
 * The wallet's assets first, then the API's items it does not list (same chain and token address;
 * the native token has none).
 */
export function mergeWalletAssets(
  wallet: readonly TokenBalance[],
  api: readonly TokenBalance[],
): TokenBalance[] {
  const key = (item: TokenBalance) => `${item.chainId ?? ''}|${item.address?.toLowerCase() ?? 'native'}`
  const listed = new Set(wallet.map(key))
  return [...wallet, ...api.filter((item) => !listed.has(key(item)))]
}

function formatAmount(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
