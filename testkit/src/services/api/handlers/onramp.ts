import { z } from 'zod'
import { USDC_TOKEN } from '../../chains'
import { LOCAL_SOLANA_NETWORK } from '../../onramp/page'
import { ONRAMP_NETWORK_FEE, priceOnramp, USD_PER_FIAT } from '../../onramp/pricing'
import type { Handler, RequestContext, RouteDefinition } from '../context'
import { checkProject, sdkParams } from '../cors'
import { fail, json, parseBody, parseQuery, ReplyError, text } from '../http'

// On-ramp routes the client calls (API-FACTS 2.16-2.18). The real server serves only the Coinbase
// URL generator; `/v1/onramp/options` and `/v1/onramp/quote` follow the client's shapes (API-FACTS 8.1).
// Purchases land on the local chains: USDC is the pool's test USDC there.

/** Spec 9: card 10-7500, bank 10-25000 for USD and EUR. */
const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
/** Where the Coinbase URL points when no local provider pages are configured. */
export const COINBASE_PAY_URL = 'https://pay.coinbase.com'

const purchaseNetwork = z.object({
  name: z.string(),
  display_name: z.string(),
  chain_id: z.string(),
  contract_address: z.string(),
})
const purchaseCurrency = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(purchaseNetwork),
})
const paymentCurrency = z.object({
  id: z.string(),
  payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
})
const quoteBody = z.object({ purchaseCurrency, paymentCurrency, amount: z.string(), network: z.string() })
const optionsQuery = z.object({ ...sdkParams, projectId: z.string() })
const urlQuery = z.object({ ...sdkParams, projectId: z.string() })
const nonNegativeInteger = z.number().int().nonnegative()
const urlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string(),
        blockchains: z.array(z.string()).optional(),
        assets: z.array(z.string()).optional(),
        supportedNetworks: z.array(z.string()).optional(),
      }),
    )
    .min(1),
  partnerUserId: z.string(),
  defaultNetwork: z.string().optional(),
  presetCryptoAmount: nonNegativeInteger.optional(),
  presetFiatAmount: nonNegativeInteger.optional(),
  defaultExperience: z.enum(['buy', 'send']).optional(),
  handlingRequestedUrls: z.boolean().optional(),
})

function purchaseCurrencies(context: RequestContext) {
  const local = context.state.chains.local.map((chain) => chain.info)
  const { solana } = context.state
  const network = (name: string, display: string, chainId: string, address: string) => ({
    name,
    display_name: display,
    chain_id: chainId,
    contract_address: address,
  })
  return [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        network('ethereum', 'Ethereum', '1', '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'),
        network('polygon', 'Polygon', '137', '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359'),
        ...local.map((info) =>
          network(`portico-${info.chainId}`, info.name, String(info.chainId), USDC_TOKEN.address),
        ),
      ],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        network('ethereum', 'Ethereum', '1', ''),
        ...local.map((info) => network(`portico-${info.chainId}`, info.name, String(info.chainId), '')),
      ],
    },
    {
      // Spec 6: on-ramp on Solana too; the chain id is the cluster's CAIP-2 reference.
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [
        network('solana', 'Solana', SOLANA_MAINNET_REFERENCE, ''),
        ...(solana
          ? [
              network(
                LOCAL_SOLANA_NETWORK,
                'Portico Local Solana',
                solana.caipNetworkId.split(':')[1] ?? '',
                '',
              ),
            ]
          : []),
      ],
    },
  ]
}

/** Solana mainnet's CAIP-2 reference. */
const SOLANA_MAINNET_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/**
 * `GET /v1/onramp/options`: USD and EUR with the spec's limits; USDC and ETH on Ethereum, Polygon and
 * the local chains; SOL on Solana and the local Solana cluster.
 */
const options: Handler = (context) => {
  const query = parseQuery(optionsQuery, context.query)
  checkProject(query.projectId, context.state.settings.knownProjectIds, 'query')
  return json({
    paymentCurrencies: Object.keys(USD_PER_FIAT).map((id) => ({ id, payment_method_limits: LIMITS })),
    purchaseCurrencies: purchaseCurrencies(context),
  })
}

const money = (value: number) => (Math.floor(value * 100) / 100).toFixed(2)

/**
 * `POST /v1/onramp/quote`: the amount is what the visitor pays; the provider fee (1.5 %) and a flat
 * network fee come off it before the purchase is converted at the fixture price.
 */
const quote: Handler = async (context) => {
  const query = parseQuery(urlQuery, context.query)
  checkProject(query.projectId, context.state.settings.knownProjectIds, 'query')
  const body = parseBody(quoteBody, await context.readJson())
  const paid = Number(body.amount)
  if (!/^\d+(\.\d+)?$/.test(body.amount) || !(paid > 0))
    throw fail(400, 'amount', 'Invalid parameter: amount')
  const price = priceOnramp(paid, body.paymentCurrency.id, body.purchaseCurrency.symbol)
  if (!price) throw fail(400, 'currency', 'Unsupported currency, or an amount below the fees')
  const currency = body.paymentCurrency.id
  return json({
    paymentTotal: { amount: money(paid), currency },
    paymentSubtotal: { amount: money(price.subtotal), currency },
    purchaseAmount: {
      amount: price.purchase.toFixed(body.purchaseCurrency.symbol === 'USDC' ? 2 : 6),
      currency: body.purchaseCurrency.symbol,
    },
    networkFee: { amount: money(ONRAMP_NETWORK_FEE), currency },
    quoteId: `portico-quote-${Date.now().toString(36)}`,
  })
}

/**
 * `POST /v1/generators/onrampurl`: the Coinbase Pay URL, on the local provider pages when the
 * emulator has them. An undeserializable body is the real server's plain-text 400.
 */
const onrampUrl: Handler = async (context) => {
  const query = parseQuery(urlQuery, context.query)
  checkProject(query.projectId, context.state.settings.knownProjectIds, 'query')
  const raw = await context.readJson()
  const parsed = urlBody.safeParse(raw)
  if (!parsed.success)
    throw new ReplyError(
      text(`Error deserializing request body: ${parsed.error.issues[0]?.message ?? ''}`, 400),
    )
  const body = parsed.data
  const url = new URL(
    `${(context.state.onrampPagesUrl ?? COINBASE_PAY_URL).replace(/\/$/, '')}/buy/select-asset`,
  )
  url.searchParams.set('appId', 'portico-emulator')
  url.searchParams.set('destinationWallets', JSON.stringify(body.destinationWallets))
  url.searchParams.set('partnerUserId', body.partnerUserId)
  for (const key of [
    'defaultNetwork',
    'presetCryptoAmount',
    'presetFiatAmount',
    'defaultExperience',
    'handlingRequestedUrls',
  ] as const) {
    if (body[key] !== undefined) url.searchParams.set(key, String(body[key]))
  }
  return json({ url: url.toString() })
}

export const onrampRoutes: RouteDefinition[] = [
  { method: 'GET', pattern: '/v1/onramp/options', name: 'onramp-options', handler: options },
  { method: 'POST', pattern: '/v1/onramp/quote', name: 'onramp-quote', handler: quote },
  { method: 'POST', pattern: '/v1/generators/onrampurl', name: 'onramp-url', handler: onrampUrl },
]
