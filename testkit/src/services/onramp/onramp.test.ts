import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiEmulator, startApiEmulator } from '../api/index'
import { getJson, postJson, request } from '../api/test-utils'
import { DEV_ACCOUNTS, type LocalChains, startLocalChains, USDC_TOKEN } from '../chains'
import { SOLANA_DEV_ACCOUNTS, SOLANA_LOCAL_CAIP_NETWORK_ID } from '../solana/constants'
import { type SolanaValidator, startSolanaValidator } from '../solana/server'
import { type OnrampPages, startOnrampPages } from './pages'

let chains: LocalChains
let api: ApiEmulator
let pages: OnrampPages
let solana: SolanaValidator
const projectId = 'onramp-test'
const buyer = DEV_ACCOUNTS[7]!.address

beforeAll(async () => {
  chains = await startLocalChains({ chains: [{ chainId: 31337, port: 0 }] })
  solana = await startSolanaValidator({ port: 0 })
  pages = await startOnrampPages({ chains: chains.chains, solana: { rpcUrl: solana.url } })
  api = await startApiEmulator({
    chains: chains.chains,
    onrampPagesUrl: pages.coinbaseUrl,
    solana: { rpcUrl: solana.url, caipNetworkId: solana.caipNetworkId },
  })
})
afterAll(async () => {
  await api?.close()
  await pages?.close()
  await solana?.close()
  await chains?.stop()
})

const client = () => createPublicClient({ transport: http(chains.chains[0]!.rpcUrl) })
const usdcOf = (address: `0x${string}`) =>
  client().readContract({
    address: USDC_TOKEN.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

type Options = {
  paymentCurrencies: { id: string; payment_method_limits: { id: string; min: string; max: string }[] }[]
  purchaseCurrencies: {
    id: string
    symbol: string
    networks: { chain_id: string; contract_address: string }[]
  }[]
}

describe('the emulator on-ramp routes', () => {
  it('GET /v1/onramp/options: USD and EUR with the spec limits, USDC on the local chain', async () => {
    const options = await getJson<Options>(
      `${api.url}/v1/onramp/options?projectId=${projectId}&st=appkit&sv=x`,
    )
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]!.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    const usdc = options.purchaseCurrencies.find((currency) => currency.id === 'USDC')!
    expect(usdc.networks.map((network) => network.chain_id)).toEqual(['1', '137', '31337'])
    expect(usdc.networks[2]!.contract_address).toBe(USDC_TOKEN.address)
    // Spec 6: on-ramp on Solana too, the local cluster included.
    const sol = options.purchaseCurrencies.find((currency) => currency.id === 'SOL')!
    expect(sol.networks.map((network) => network.chain_id)).toEqual([
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      SOLANA_LOCAL_CAIP_NETWORK_ID.split(':')[1],
    ])
    expect((await request(`${api.url}/v1/onramp/options`)).status).toBe(400)
  })

  it('POST /v1/onramp/quote: 50 USD buys 49 USDC after the 1.5 % fee and the network fee', async () => {
    const options = await getJson<Options>(`${api.url}/v1/onramp/options?projectId=${projectId}`)
    const body = {
      purchaseCurrency: options.purchaseCurrencies[0],
      paymentCurrency: options.paymentCurrencies[0],
      amount: '50',
      network: 'portico-31337',
    }
    const quote = await postJson(`${api.url}/v1/onramp/quote?projectId=${projectId}`, body)
    expect(quote.json()).toEqual({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.00', currency: 'USD' },
      purchaseAmount: { amount: '49.00', currency: 'USDC' },
      networkFee: { amount: '0.25', currency: 'USD' },
      quoteId: expect.stringMatching(/^portico-quote-/),
    })
    expect(
      (await postJson(`${api.url}/v1/onramp/quote?projectId=${projectId}`, { ...body, amount: 'ten' }))
        .status,
    ).toBe(400)
    expect(
      (await postJson(`${api.url}/v1/onramp/quote?projectId=${projectId}`, { amount: '5' })).status,
    ).toBe(422)
  })

  it('POST /v1/generators/onrampurl: the Coinbase Pay URL on the local pages, integers only', async () => {
    const body = {
      destinationWallets: [{ address: buyer, blockchains: ['portico-31337'], assets: ['USDC'] }],
      partnerUserId: buyer,
      defaultNetwork: 'portico-31337',
      presetFiatAmount: 50,
      defaultExperience: 'buy',
    }
    const answer = (
      await postJson(`${api.url}/v1/generators/onrampurl?projectId=${projectId}`, body)
    ).json() as { url: string }
    const url = new URL(answer.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${pages.coinbaseUrl}/buy/select-asset`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appId: 'portico-emulator',
      destinationWallets: JSON.stringify(body.destinationWallets),
      partnerUserId: buyer,
      defaultNetwork: 'portico-31337',
      presetFiatAmount: '50',
      defaultExperience: 'buy',
    })
    const fractional = await postJson(`${api.url}/v1/generators/onrampurl?projectId=${projectId}`, {
      ...body,
      presetFiatAmount: 1.5,
    })
    expect(fractional.status).toBe(400)
    expect(fractional.text).toMatch(/^Error deserializing request body/)
  })
})

describe('the local provider pages', () => {
  it('shows the meld order parameter by parameter and refuses one without a public key', async () => {
    const query = new URLSearchParams({
      publicKey: 'pk_local',
      destinationCurrencyCode: 'USDC',
      walletAddress: buyer,
      externalCustomerId: projectId,
    })
    const page = await request(`${pages.meldUrl}?${query}`)
    expect(page.status).toBe(200)
    for (const [name, value] of query)
      expect(page.text).toContain(`<dd data-parameter="${name}">${value}</dd>`)
    expect(page.text).toContain('<button type="submit">Buy USDC</button>')
    query.delete('publicKey')
    const refused = await request(`${pages.meldUrl}?${query}`)
    expect(refused.text).toContain('<p role="alert">This order cannot be filled: publicKey missing.</p>')
    expect(refused.text).not.toContain('<button')
    query.set('publicKey', 'pk_local')
    query.set('destinationCurrencyCode', 'DOGE')
    expect((await request(`${pages.meldUrl}?${query}`)).text).toContain(
      'DOGE cannot be bought on the local chains',
    )
    // Spec 7: SOL goes to a Solana address, on the local Solana cluster.
    query.set('destinationCurrencyCode', 'SOL')
    expect((await request(`${pages.meldUrl}?${query}`)).text).toContain('walletAddress not a Solana address')
    query.set('walletAddress', SOLANA_DEV_ACCOUNTS[2]!.address)
    const sol = await request(`${pages.meldUrl}?${query}`)
    expect(sol.text).toContain('<button type="submit">Buy SOL</button>')
    expect(sol.text).toContain('You receive SOL on the local Solana cluster')
  })

  it('offers SOL on the Coinbase Pay page for a Solana wallet on the local cluster', async () => {
    const owner = SOLANA_DEV_ACCOUNTS[2]!.address
    const query = (address: string, assets = ['SOL']) =>
      new URLSearchParams({
        appId: 'portico-emulator',
        destinationWallets: JSON.stringify([{ address, blockchains: ['portico-solana'], assets }]),
        partnerUserId: address,
        defaultNetwork: 'portico-solana',
        presetFiatAmount: '100',
        defaultExperience: 'buy',
      })
    const page = await request(`${pages.coinbaseUrl}/buy/select-asset?${query(owner)}`)
    expect(page.text).not.toContain('role="alert"')
    expect(page.text).toContain('<button type="submit">Buy SOL</button>')
    expect(page.text).toContain(`You receive SOL on the local Solana cluster at ${owner}`)
    expect((await request(`${pages.coinbaseUrl}/buy/select-asset?${query(buyer)}`)).text).toContain(
      'destinationWallets the first wallet has no Solana address',
    )
    expect((await request(`${pages.coinbaseUrl}/buy/select-asset?${query(owner, ['USDC'])}`)).text).toContain(
      'USDC cannot be bought on the local Solana cluster',
    )
  })

  it('credits SOL on the local Solana cluster for a Solana purchase', async () => {
    const owner = SOLANA_DEV_ACCOUNTS[2]!.address
    const lamports = async () => {
      const answer = await postJson(solana.url, {
        jsonrpc: '2.0',
        id: 1,
        method: 'getBalance',
        params: [owner],
      })
      return BigInt((answer.json() as { result: { value: number } }).result.value)
    }
    const before = await lamports()
    const bought = await postJson(`${pages.url}/api/purchase`, {
      provider: 'meld',
      walletAddress: owner,
      currency: 'SOL',
      fiatAmount: 50,
      fiatCurrency: 'USD',
    })
    expect(bought.status).toBe(200)
    // 50 USD less 1.5 % and 0.25: 49 USD at 150 USD per SOL.
    expect(bought.json()).toMatchObject({ amount: '0.326667', currency: 'SOL' })
    expect((await lamports()) - before).toBe(parseUnits('0.326667', 9))
    const evmWallet = await postJson(`${pages.url}/api/purchase`, {
      provider: 'meld',
      walletAddress: buyer,
      currency: 'SOL',
      fiatAmount: 50,
      fiatCurrency: 'USD',
    })
    expect(evmWallet.status).toBe(400)
  })

  it('credits 49 USDC (a real mint) for 50 USD, and ETH by a real transfer', async () => {
    const before = await usdcOf(buyer)
    const bought = await postJson(`${pages.url}/api/purchase`, {
      provider: 'meld',
      chainId: 31337,
      walletAddress: buyer,
      currency: 'USDC',
      fiatAmount: 50,
      fiatCurrency: 'USD',
    })
    expect(bought.status).toBe(200)
    expect(bought.json()).toMatchObject({
      amount: '49.00',
      currency: 'USDC',
      hash: expect.stringMatching(/^0x/),
    })
    expect((await usdcOf(buyer)) - before).toBe(parseUnits('49', 6))

    const ethBefore = await client().getBalance({ address: buyer })
    const eth = await postJson(`${pages.url}/api/purchase`, {
      provider: 'coinbase',
      chainId: 31337,
      walletAddress: buyer,
      currency: 'ETH',
      fiatAmount: 3000,
      fiatCurrency: 'USD',
    })
    expect(eth.json()).toMatchObject({ amount: '0.984917' })
    expect((await client().getBalance({ address: buyer })) - ethBefore).toBe(parseEther('0.984917'))
    expect(pages.purchases.map((purchase) => purchase.currency)).toEqual(['SOL', 'USDC', 'ETH'])
  })

  it('refuses another origin, bad orders and unknown chains', async () => {
    const order = {
      provider: 'meld',
      chainId: 31337,
      walletAddress: buyer,
      currency: 'USDC',
      fiatAmount: 50,
      fiatCurrency: 'USD',
    }
    const foreign = await postJson(`${pages.url}/api/purchase`, order, { origin: 'http://127.0.0.1:1' })
    expect(foreign.status).toBe(403)
    expect((await postJson(`${pages.url}/api/purchase`, { ...order, walletAddress: 'nobody' })).status).toBe(
      400,
    )
    expect((await postJson(`${pages.url}/api/purchase`, { ...order, fiatAmount: -5 })).status).toBe(400)
    expect((await postJson(`${pages.url}/api/purchase`, { ...order, chainId: 5 })).status).toBe(500)
    expect(pages.purchases).toHaveLength(3)
  })
})
