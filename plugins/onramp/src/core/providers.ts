import type { HttpClient } from '@portico/kernel'
import { onrampUrlSchema } from './schemas.js'

/** The providers this plugin can open; the `onramp` flag picks which ones show (spec 4). */
export const KNOWN_PROVIDERS = ['meld', 'coinbase'] as const
export type OnrampProvider = (typeof KNOWN_PROVIDERS)[number]

/** Spec 5: the server's provider list must be an array of strings, else none. */
export function allowedProviders(flag: unknown): OnrampProvider[] {
  if (!Array.isArray(flag) || !flag.every((item) => typeof item === 'string')) return []
  return KNOWN_PROVIDERS.filter((provider) => flag.includes(provider))
}

export type ProviderOrder = {
  namespace: string
  address: string
  projectId: string
  /** The purchase currency's network name (Coinbase `blockchains`). */
  network: string
  symbol: string
  amount: string
  fiatCurrency: string
}

/** Spec 7: meld gets publicKey, destinationCurrencyCode (SOL on Solana, else USDC), walletAddress, externalCustomerId. */
export function meldUrl(base: string, publicKey: string, order: ProviderOrder): string {
  const url = new URL(base)
  url.searchParams.set('publicKey', publicKey)
  url.searchParams.set('destinationCurrencyCode', order.namespace === 'solana' ? 'SOL' : 'USDC')
  url.searchParams.set('walletAddress', order.address)
  url.searchParams.set('externalCustomerId', order.projectId)
  url.searchParams.set('sourceAmount', order.amount)
  url.searchParams.set('sourceCurrencyCode', order.fiatCurrency)
  return url.toString()
}

/** API-FACTS 2.16: Coinbase Pay's URL from the Blockchain API (preset amounts are whole numbers there). */
export async function coinbaseUrl(http: HttpClient, order: ProviderOrder): Promise<string> {
  const fiat = Math.floor(Number(order.amount))
  const { url } = await http.post('/v1/generators/onrampurl', {
    body: {
      destinationWallets: [{ address: order.address, blockchains: [order.network], assets: [order.symbol] }],
      partnerUserId: order.address,
      defaultNetwork: order.network,
      ...(fiat > 0 ? { presetFiatAmount: fiat } : {}),
      defaultExperience: 'buy',
    },
    schema: onrampUrlSchema,
  })
  return url
}
