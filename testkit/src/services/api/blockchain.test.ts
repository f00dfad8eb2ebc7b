import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChains, startLocalChains, viemChain } from '../chains'
import { type ApiEmulator, startApiEmulator } from './index'
import { getJson, postJson, request, UUID } from './test-utils'

type Balance = {
  name: string
  symbol: string
  chainId?: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

let chains: LocalChains
let api: ApiEmulator
const projectId = 'test-project'

beforeAll(async () => {
  chains = await startLocalChains({
    chains: [
      { chainId: 31337, port: 0 },
      { chainId: 31338, port: 0 },
    ],
  })
  api = await startApiEmulator({ chains: chains.chains })
})

afterAll(async () => {
  await api?.close()
  await chains?.stop()
})

const balances = async (address: string, query = '') =>
  (
    await getJson<{ balances: Balance[] }>(
      `${api.url}/v1/account/${address}/balance?projectId=${projectId}&currency=usd&st=appkit&sv=html-wagmi-1.0.0${query}`,
    )
  ).balances

describe('GET /v1/account/{address}/balance', () => {
  it('returns the live native and PTT balances with prices, and omits zero balances', async () => {
    const account = chains.accounts[1]!.address
    const [native, token] = await balances(account)
    expect(native).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      value: 30_000_000,
      price: 3000,
      quantity: { decimals: '18', numeric: '10000' },
      iconUrl: `${api.url}/public/getTokenImage/ETH`,
    })
    expect(native).not.toHaveProperty('address')
    expect(token).toEqual({
      name: 'Portico Test Token',
      symbol: 'PTT',
      chainId: 'eip155:31337',
      address: `eip155:31337:${chains.chains[0]!.erc20.address}`,
      value: 1250,
      price: 1.25,
      quantity: { decimals: '18', numeric: '1000' },
      iconUrl: `${api.url}/public/getTokenImage/PTT`,
    })
    // Account 8 holds no PTT: only the native balance is listed.
    expect((await balances(chains.accounts[8]!.address)).map((item) => item.symbol)).toEqual(['ETH'])
  })

  it('changes after a real transfer, on the chain picked by chainId only', async () => {
    const chain = chains.chains[1]!
    const recipient = chains.accounts[9]!.address
    const wallet = createWalletClient({
      chain: viemChain(chain),
      transport: http(chain.rpcUrl),
      account: privateKeyToAccount(chains.accounts[0]!.privateKey),
    })
    expect((await balances(recipient, '&chainId=eip155:31338')).map((item) => item.quantity.numeric)).toEqual(
      ['10000'],
    )
    const publicClient = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 25 })
    const nativeHash = await wallet.sendTransaction({ to: recipient, value: parseEther('1.5') })
    await publicClient.waitForTransactionReceipt({ hash: nativeHash })
    const tokenHash = await wallet.writeContract({
      address: chain.erc20.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('250', 18)],
    })
    await publicClient.waitForTransactionReceipt({ hash: tokenHash })
    const after = await balances(
      recipient,
      '&chainId=eip155:31338&forceUpdate=eip155:31338:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    )
    expect(after.map((item) => [item.symbol, item.quantity.numeric, item.value, item.chainId])).toEqual([
      ['ETH', '10001.5', 30_004_500, 'eip155:31338'],
      ['PTT', '250', 312.5, 'eip155:31338'],
    ])
    // The default chain (the first one) is untouched.
    expect((await balances(recipient)).map((item) => item.quantity.numeric)).toEqual(['10000'])
  })

  it('prices in the requested currency', async () => {
    const [native, token] = await balances(chains.accounts[2]!.address, '&currency=eth')
    // `currency` appears twice: the first value (usd) wins, like a query deserializer.
    expect(native!.price).toBe(3000)
    const inEth = await getJson<{ balances: Balance[] }>(
      `${api.url}/v1/account/${chains.accounts[2]!.address}/balance?projectId=${projectId}&currency=eth`,
    )
    expect(inEth.balances[0]!.price).toBe(1)
    expect(inEth.balances[1]!.price).toBeCloseTo(1.25 / 3000, 10)
    expect(token!.symbol).toBe('PTT')
  })

  it('answers a supported real chain with an empty list and rejects bad input', async () => {
    const address = chains.accounts[1]!.address
    expect(await balances(address, '&chainId=eip155:1')).toEqual([])

    const missingProject = await request(`${api.url}/v1/account/${address}/balance?currency=usd`)
    expect(missingProject.status).toBe(400)
    expect(missingProject.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(missingProject.text).toMatch(/missing field `projectId`/)

    const missingCurrency = await request(`${api.url}/v1/account/${address}/balance?projectId=p`)
    expect(missingCurrency.status).toBe(400)
    expect(missingCurrency.text).toMatch(/missing field `currency`/)

    const badCurrency = await request(`${api.url}/v1/account/${address}/balance?projectId=p&currency=USD`)
    expect(badCurrency.status).toBe(400)
    expect(badCurrency.text).toMatch(/^Failed to deserialize query string: currency/)

    const badAddress = await request(`${api.url}/v1/account/0x1234/balance?projectId=p&currency=usd`)
    expect(badAddress.status).toBe(400)
    expect(badAddress.json()).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'address', description: 'The address provided is invalid' }],
    })

    const badChain = await request(
      `${api.url}/v1/account/${address}/balance?projectId=p&currency=usd&chainId=eip155:999`,
    )
    expect(badChain.status).toBe(400)
    expect(badChain.json()).toMatchObject({ status: 'FAILED', reasons: [{ field: 'chainId' }] })

    const badForceUpdate = await request(
      `${api.url}/v1/account/${address}/balance?projectId=p&currency=usd&forceUpdate=solana:abc:def`,
    )
    expect(badForceUpdate.status).toBe(400)
    expect(badForceUpdate.json()).toMatchObject({ reasons: [{ field: 'address' }] })
  })
})

describe('identity, price, gas price, supported chains', () => {
  it('resolves the identity fixture', async () => {
    const alice = await getJson<{ name: string; avatar: string; resolvedAt: string }>(
      `${api.url}/v1/identity/${chains.accounts[1]!.address.toLowerCase()}?projectId=${projectId}&sender=${chains.accounts[0]!.address}`,
    )
    expect(alice.name).toBe('alice.portico.eth')
    expect(alice.avatar).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Number.isNaN(Date.parse(alice.resolvedAt))).toBe(false)
    const bob = await getJson(
      `${api.url}/v1/account/${chains.accounts[2]!.address}/identity?projectId=${projectId}`,
    )
    expect(bob).toMatchObject({ name: 'bob.portico.eth', avatar: null })
    const nobody = await getJson(
      `${api.url}/v1/identity/${chains.accounts[5]!.address}?projectId=${projectId}`,
    )
    expect(nobody).toMatchObject({ name: null, avatar: null })
    const invalid = await request(`${api.url}/v1/identity/not-an-address?projectId=${projectId}`)
    expect(invalid.status).toBe(400)
    expect(invalid.json()).toMatchObject({ reasons: [{ field: 'address' }] })
  })

  it('prices only the first address, parsing JSON whatever the content type', async () => {
    const token = `eip155:31337:${chains.chains[0]!.erc20.address}`
    const priced = await postJson(
      `${api.url}/v1/fungible/price`,
      {
        projectId,
        currency: 'usd',
        addresses: [token, 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
      },
      { 'content-type': 'text/plain;charset=UTF-8' },
    )
    expect(priced.status).toBe(200)
    expect(priced.json()).toEqual({
      fungibles: [
        {
          address: token,
          name: 'Portico Test Token',
          symbol: 'PTT',
          iconUrl: `${api.url}/public/getTokenImage/PTT`,
          price: 1.25,
          decimals: 18,
        },
      ],
    })
    const native = await postJson(`${api.url}/v1/fungible/price`, {
      projectId,
      currency: 'eur',
      addresses: ['eip155:31338:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
    })
    expect(native.json()).toMatchObject({ fungibles: [{ symbol: 'ETH', price: 3000 * 0.92 }] })
  })

  it('rejects malformed and mistyped price bodies with 400 and 422', async () => {
    const url = `${api.url}/v1/fungible/price`
    const syntax = await postJson(url, '{"projectId": ')
    expect(syntax.status).toBe(400)
    expect(syntax.text).toMatch(/^Failed to parse the request body as JSON/)
    const wrongType = await postJson(url, { projectId, currency: 'usd', addresses: 'eip155:1:0x00' })
    expect(wrongType.status).toBe(422)
    expect(wrongType.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(wrongType.text).toMatch(/^Failed to deserialize the JSON body into the target type: addresses: /)
    expect(wrongType.text).not.toMatch(/missing field/)
    const missingProject = await postJson(url, { currency: 'usd', addresses: [] })
    expect(missingProject.status).toBe(422)
    expect(missingProject.text).toMatch(/missing field `projectId`/)
    const unknownCurrency = await postJson(url, { projectId, currency: 'doge', addresses: [] })
    expect(unknownCurrency.status).toBe(422)
    const numericProject = await postJson(url, { projectId: 42, currency: 'usd', addresses: [] })
    expect(numericProject.status).toBe(422)
    const noAddresses = await postJson(url, { projectId, currency: 'usd', addresses: [] })
    expect(noAddresses.status).toBe(400)
    expect(noAddresses.json()).toMatchObject({ status: 'FAILED', reasons: [{ field: 'address' }] })
  })

  it('reads gas prices from the chain', async () => {
    const gas = await getJson<Record<string, string>>(
      `${api.url}/v1/convert/gas-price?projectId=${projectId}&chainId=eip155:31337`,
    )
    const [standard, fast, instant] = [gas.standard, gas.fast, gas.instant].map((value) => BigInt(value!))
    expect(standard).toBeGreaterThan(0n)
    expect(fast).toBeGreaterThan(standard!)
    expect(instant).toBeGreaterThan(fast!)
    const missing = await request(`${api.url}/v1/convert/gas-price?projectId=${projectId}`)
    expect(missing.status).toBe(400)
    expect(missing.text).toMatch(/missing field `chainId`/)
  })

  it('lists the local chains as supported without a project id', async () => {
    const supported = await getJson<{ http: string[]; ws: string[] }>(`${api.url}/v1/supported-chains`)
    expect(supported.http.slice(0, 2)).toEqual(['eip155:31337', 'eip155:31338'])
    expect(supported.http).toContain('eip155:1')
    expect(supported.ws).toContain('eip155:31338')
  })
})

describe('HTTP conventions', () => {
  it('answers CORS preflights and tags every response with x-request-id', async () => {
    const preflight = await request(`${api.url}/v1/fungible/price`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-sdk-version',
      },
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const allowedHeaders = preflight.headers.get('access-control-allow-headers')!.split(', ')
    expect(allowedHeaders).toEqual(expect.arrayContaining(['content-type', 'x-sdk-type', 'x-sdk-version']))
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/)
    expect(preflight.headers.get('x-request-id')).toMatch(UUID)

    const ids = new Set<string>()
    for (const path of ['/v1/supported-chains', '/nope', `/v1/account/0x0/balance`]) {
      const response = await request(`${api.url}${path}`, { headers: { origin: 'http://localhost:5173' } })
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('x-request-id')).toMatch(UUID)
      ids.add(response.headers.get('x-request-id')!)
    }
    expect(ids.size).toBe(3)
  })

  it('answers unknown routes with an empty 404 and wrong methods with 405', async () => {
    const unknown = await request(`${api.url}/v1/unknown`)
    expect(unknown.status).toBe(404)
    expect(unknown.text).toBe('')
    const wrongMethod = await request(`${api.url}/v1/supported-chains`, { method: 'POST', body: '{}' })
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('GET')
  })

  it('rejects unknown projects with the 401 envelope when project ids are configured', async () => {
    const strict = await startApiEmulator({ chains: chains.chains, knownProjectIds: ['good'] })
    try {
      const address = chains.accounts[1]!.address
      const unknown = await request(`${strict.url}/v1/account/${address}/balance?projectId=bad&currency=usd`)
      expect(unknown.status).toBe(401)
      expect(unknown.json()).toEqual({
        status: 'FAILED',
        reasons: [{ field: 'authentication', description: 'We failed to authenticate your request' }],
      })
      const known = await request(`${strict.url}/v1/account/${address}/balance?projectId=good&currency=usd`)
      expect(known.status).toBe(200)
      const price = await postJson(`${strict.url}/v1/fungible/price`, {
        projectId: 'bad',
        currency: 'usd',
        addresses: [],
      })
      expect(price.status).toBe(401)
      // supported-chains does not read the project id at all.
      expect((await request(`${strict.url}/v1/supported-chains?projectId=bad`)).status).toBe(200)
      // The admin endpoint can open it up again.
      await postJson(`${strict.url}/__emulator/config`, { knownProjectIds: null })
      expect((await request(`${strict.url}/v1/identity/${address}?projectId=bad`)).status).toBe(200)
      expect((await request(`${strict.url}/v1/identity/${address}?projectId=`)).status).toBe(401)
    } finally {
      await strict.close()
    }
  })

  it('records requests with their route and SDK params', async () => {
    api.reset()
    await request(
      `${api.url}/v1/identity/${chains.accounts[1]!.address}?projectId=${projectId}&st=appkit&sv=html-wagmi-1.0.0&clientId=c1`,
    )
    const recorded = await getJson<{
      requests: { route: string; query: Record<string, string>; status: number }[]
    }>(`${api.url}/__emulator/requests?route=identity`)
    expect(recorded.requests).toHaveLength(1)
    expect(recorded.requests[0]).toMatchObject({
      route: 'identity',
      status: 200,
      query: { projectId, st: 'appkit', sv: 'html-wagmi-1.0.0', clientId: 'c1' },
    })
    expect(api.requests('identity')).toHaveLength(1)
    // Legacy SDK headers are accepted as fallbacks for st / sv.
    await request(`${api.url}/v1/supported-chains`, {
      headers: { 'x-sdk-type': 'w3m', 'x-sdk-version': 'html-wagmi-3.0.0' },
    })
    expect(api.requests('supported-chains').at(-1)?.sdk).toEqual({ st: 'w3m', sv: 'html-wagmi-3.0.0' })
  })
})
