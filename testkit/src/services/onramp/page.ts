import { isAddress } from 'viem'
import type { LocalChain } from '../chains'

/** One URL parameter as the page checked it. */
export type CheckedParameter = { name: string; value: string | null; problem: string | undefined }

export type ProviderOrder = {
  provider: 'meld' | 'coinbase'
  parameters: CheckedParameter[]
  walletAddress: string | undefined
  currency: string | undefined
  chainId: number | undefined
  fiatAmount: number
}

const required = (params: URLSearchParams, name: string, check?: (value: string) => string | undefined) => {
  const value = params.get(name)
  const problem = !value ? 'missing' : check?.(value)
  return { name, value, problem }
}
const optional = (params: URLSearchParams, name: string, check: (value: string) => string | undefined) => {
  const value = params.get(name)
  return { name, value, problem: value === null ? undefined : check(value) }
}
const evmAddress = (value: string) => (isAddress(value) ? undefined : 'not an EVM address')
/** Spec 5: a Solana address is 32 to 44 base58 characters. */
export const isSolanaAddress = (value: string) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
const solanaAddress = (value: string) => (isSolanaAddress(value) ? undefined : 'not a Solana address')

/** The local Solana cluster's network name in the API emulator's on-ramp options. */
export const LOCAL_SOLANA_NETWORK = 'portico-solana'

/** What the local pages can sell besides the EVM chains' USDC and ETH. */
export type PageOptions = { solana?: boolean }
const wholeAmount = (value: string) =>
  /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0 ? undefined : 'not an amount'

/** `portico-31337` (the emulator's network names) or a chain id, to a local chain id. */
function localChainId(name: string | null | undefined, chains: readonly LocalChain[]): number | undefined {
  if (!name) return chains[0]?.chainId
  const id = Number(name.replace(/^portico-/, ''))
  return chains.find((chain) => chain.chainId === id)?.chainId
}

/** Reads and checks the provider's URL parameters one by one (meld's four, or Coinbase Pay's). */
export function checkOrder(
  provider: 'meld' | 'coinbase',
  params: URLSearchParams,
  chains: readonly LocalChain[],
  { solana = false }: PageOptions = {},
): ProviderOrder {
  if (provider === 'meld') {
    // Spec 7: SOL on Solana (to a Solana address, on the local validator), else USDC (or ETH) on EVM.
    const sol = params.get('destinationCurrencyCode') === 'SOL'
    const parameters = [
      required(params, 'publicKey'),
      required(params, 'destinationCurrencyCode', (value) =>
        value === 'USDC' || value === 'ETH' || (value === 'SOL' && solana)
          ? undefined
          : `${value} cannot be bought on the local chains`,
      ),
      required(params, 'walletAddress', sol ? solanaAddress : evmAddress),
      required(params, 'externalCustomerId'),
      optional(params, 'sourceAmount', wholeAmount),
      optional(params, 'sourceCurrencyCode', (value) =>
        value === 'USD' || value === 'EUR' ? undefined : 'not USD or EUR',
      ),
    ]
    return {
      provider,
      parameters,
      walletAddress: params.get('walletAddress') ?? undefined,
      currency: params.get('destinationCurrencyCode') ?? undefined,
      chainId: sol ? undefined : chains[0]?.chainId,
      fiatAmount: Number(params.get('sourceAmount') ?? '50'),
    }
  }
  let wallets: { address?: unknown; blockchains?: unknown; assets?: unknown }[] = []
  try {
    const parsed = JSON.parse(params.get('destinationWallets') ?? '') as unknown
    if (Array.isArray(parsed)) wallets = parsed
  } catch {
    // Named by the parameter's check below.
  }
  const first = wallets[0]
  const network =
    params.get('defaultNetwork') ??
    (Array.isArray(first?.blockchains) ? String(first.blockchains[0]) : undefined)
  // The local Solana cluster (the emulator's options name it portico-solana): SOL to a Solana address.
  const onSolana = solana && network === LOCAL_SOLANA_NETWORK
  const assets = Array.isArray(first?.assets) ? first.assets.map(String) : []
  const walletsParameter = required(params, 'destinationWallets', (value) => {
    try {
      JSON.parse(value)
    } catch {
      return 'not JSON'
    }
    if (wallets.length === 0) return 'not a list of wallets'
    const address = typeof first?.address === 'string' ? first.address : ''
    if (onSolana)
      return !isSolanaAddress(address)
        ? 'the first wallet has no Solana address'
        : (assets[0] ?? 'SOL') !== 'SOL'
          ? `${assets[0]} cannot be bought on the local Solana cluster`
          : undefined
    return isAddress(address) ? undefined : 'the first wallet has no EVM address'
  })
  const parameters = [
    required(params, 'appId'),
    walletsParameter,
    required(params, 'partnerUserId'),
    optional(params, 'defaultNetwork', (value) =>
      localChainId(value, chains) || (solana && value === LOCAL_SOLANA_NETWORK)
        ? undefined
        : 'not a local network',
    ),
    optional(params, 'presetFiatAmount', wholeAmount),
    optional(params, 'defaultExperience', (value) => (value === 'buy' ? undefined : 'only buy is offered')),
  ]
  return {
    provider,
    parameters,
    walletAddress: typeof first?.address === 'string' ? first.address : undefined,
    currency: onSolana ? 'SOL' : (assets[0] ?? 'USDC'),
    chainId: onSolana ? undefined : localChainId(network, chains),
    fiatAmount: Number(params.get('presetFiatAmount') ?? '50'),
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The provider page: the order as the URL gave it (every parameter with its check), an amount and
 * currency, and a Buy button that asks this server to credit the wallet on the local chain.
 */
export function renderProviderPage(
  provider: 'meld' | 'coinbase',
  params: URLSearchParams,
  chains: readonly LocalChain[],
  options: PageOptions = {},
): string {
  const order = checkOrder(provider, params, chains, options)
  const problems = order.parameters.filter((parameter) => parameter.problem)
  const title = provider === 'meld' ? 'Meld (local stand-in)' : 'Coinbase Pay (local stand-in)'
  const rows = order.parameters
    .map(
      (parameter) =>
        `<dt>${escapeHtml(parameter.name)}</dt><dd data-parameter="${escapeHtml(parameter.name)}">${escapeHtml(parameter.value ?? '(absent)')}${
          parameter.problem ? ` <strong>(${escapeHtml(parameter.problem)})</strong>` : ''
        }</dd>`,
    )
    .join('')
  const order_ = JSON.stringify({
    provider,
    chainId: order.chainId,
    walletAddress: order.walletAddress,
    currency: order.currency,
  }).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:24px auto;padding:0 16px;color:#111}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px}dd{margin:0;overflow-wrap:anywhere}
button{padding:10px 16px;font:inherit;background:#1d4ed8;color:#fff;border:0;border-radius:8px}
[role=alert]{color:#b91c1c}</style></head>
<body><main>
<h1>${title}</h1>
<h2>Order</h2><dl>${rows}</dl>
${
  problems.length
    ? `<p role="alert">This order cannot be filled: ${problems.map((p) => `${escapeHtml(p.name)} ${escapeHtml(p.problem ?? '')}`).join('; ')}.</p>`
    : `<form id="buy"><p><label>Amount <input name="amount" inputmode="decimal" value="${order.fiatAmount}"></label>
<label>Currency <select name="fiat"><option>USD</option><option>EUR</option></select></label></p>
<p>You receive ${escapeHtml(order.currency ?? '')} ${order.currency === 'SOL' ? 'on the local Solana cluster' : `on chain ${order.chainId ?? '?'}`} at ${escapeHtml(order.walletAddress ?? '')}.</p>
<button type="submit">Buy ${escapeHtml(order.currency ?? '')}</button></form>
<p id="result" role="status"></p>
<p><button type="button" id="back" hidden>Back to the app</button></p>
<script type="module">
const order = ${order_}
const form = document.getElementById('buy')
const result = document.getElementById('result')
form.addEventListener('submit', async (event) => {
  event.preventDefault()
  form.querySelector('button').disabled = true
  result.textContent = 'Processing the payment…'
  const data = new FormData(form)
  const response = await fetch('/api/purchase', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...order, fiatAmount: Number(data.get('amount')), fiatCurrency: data.get('fiat') }) })
  const answer = await response.json()
  if (!response.ok) { result.textContent = 'Payment failed: ' + answer.error; form.querySelector('button').disabled = false; return }
  result.textContent = 'Purchase complete: ' + answer.amount + ' ' + answer.currency + ' sent to ' + answer.walletAddress + '.'
  // The provider's return: the window the app opened closes and the visitor is back in the app.
  const back = document.getElementById('back')
  back.hidden = false
  back.addEventListener('click', () => window.close())
})
</script>`
}
</main></body></html>
`
}
