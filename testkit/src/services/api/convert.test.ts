import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatEther,
  formatUnits,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type LocalChains,
  NATIVE_SWAP_ADDRESS,
  SWAP_POOL_ADDRESS,
  SWAP_POOL_RESERVES,
  startLocalChains,
  swapPoolAbi,
  USDC_TOKEN,
  viemChain,
} from '../chains'
import { type ApiEmulator, startApiEmulator } from './index'
import { getJson, postJson, request } from './test-utils'

let chains: LocalChains
let api: ApiEmulator
const projectId = 'test-project'
const sdk = `projectId=${projectId}&st=appkit&sv=react-core-1.7.16`

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

const chainA = () => chains.chains[0]!
const caip = (address: string, chain = chainA()) => `${chain.caipNetworkId}:${address}`
const ETH = () => caip(NATIVE_SWAP_ADDRESS)
const PTT = () => caip(chainA().erc20.address)
const USDC = () => caip(USDC_TOKEN.address)

const get = (path: string, params: Record<string, string>) =>
  request(`${api.url}${path}?${sdk}&${new URLSearchParams(params).toString()}`)

function clients(accountIndex: number) {
  const chain = chainA()
  const account = privateKeyToAccount(chains.accounts[accountIndex]!.privateKey)
  const transport = http(chain.rpcUrl)
  return {
    account,
    publicClient: createPublicClient({ chain: viemChain(chain), transport, pollingInterval: 25 }),
    wallet: createWalletClient({ chain: viemChain(chain), transport, account }),
  }
}

/** The pool's formula, to check quotes against: 0.3 % fee, x * y = k. */
const expectedOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 9970n * reserveOut) / (reserveIn * 10_000n + amountIn * 9970n)

type Quote = {
  quotes: { id: null; fromAmount: string; fromAccount: string; toAmount: string; toAccount: string }[]
}
type BuiltTx = {
  tx: { from: string; to: string; data: Hex; amount: string; eip155: { gas: string; gasPrice: string } }
}
type BuiltApprove = {
  tx: { from: string; to: string; data: Hex; value: string; eip155: { gasPrice: string } }
}

describe('the swap pool on the local chains', () => {
  it('is deployed at the constant addresses with the seeded reserves on every chain', async () => {
    for (const chain of chains.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const reserve = (asset: string) =>
        client.readContract({
          address: SWAP_POOL_ADDRESS,
          abi: swapPoolAbi,
          functionName: 'reserveOf',
          args: [asset],
        })
      expect(await reserve(NATIVE_SWAP_ADDRESS)).toBe(parseEther(String(SWAP_POOL_RESERVES.ETH)))
      expect(await reserve(chain.erc20.address)).toBe(parseUnits(String(SWAP_POOL_RESERVES.PTT), 18))
      expect(await reserve(USDC_TOKEN.address)).toBe(parseUnits(String(SWAP_POOL_RESERVES.USDC), 6))
      const symbol = await client.readContract({
        address: USDC_TOKEN.address,
        abi: erc20Abi,
        functionName: 'symbol',
      })
      expect(symbol).toBe('USDC')
    }
  })

  it('prices the test USDC at the pool rate', async () => {
    const priced = await postJson(`${api.url}/v1/fungible/price`, {
      projectId,
      currency: 'usd',
      addresses: [USDC()],
    })
    expect(priced.json()).toMatchObject({
      fungibles: [{ address: USDC(), symbol: 'USDC', price: 1, decimals: 6 }],
    })
  })
})

describe('GET /v1/convert/tokens', () => {
  it('lists the pool assets of a local chain as CAIP-10, native first', async () => {
    const { tokens } = await getJson<{ tokens: { symbol: string; address: string; decimals: number }[] }>(
      `${api.url}/v1/convert/tokens?${sdk}&chainId=eip155:31337`,
    )
    expect(tokens.map((token) => [token.symbol, token.address, token.decimals])).toEqual([
      ['ETH', ETH(), 18],
      ['PTT', PTT(), 18],
      ['USDC', USDC(), 6],
    ])
    expect(tokens[0]).toMatchObject({
      name: 'Ether',
      logoUri: `${api.url}/public/getTokenImage/ETH`,
      eip2612: false,
    })
    expect((await get('/v1/convert/tokens', { chainId: 'eip155:1' })).json()).toEqual({ tokens: [] })
    const unsupported = await get('/v1/convert/tokens', { chainId: 'eip155:999999' })
    expect(unsupported.status).toBe(400)
    expect(unsupported.json()).toMatchObject({ status: 'FAILED', reasons: [{ field: 'chainId' }] })
    const noProject = await request(`${api.url}/v1/convert/tokens?chainId=eip155:31337`)
    expect(noProject.status).toBe(400)
    expect(noProject.text).toMatch(/missing field `projectId`/)
  })
})

describe('GET /v1/convert/quotes', () => {
  it("quotes from the pool's reserves and refuses what the pool cannot pay", async () => {
    const amount = parseEther('1')
    const quote = (
      await get('/v1/convert/quotes', { amount: amount.toString(), from: ETH(), to: PTT() })
    ).json() as Quote
    const reserves = SWAP_POOL_RESERVES
    expect(quote).toEqual({
      quotes: [
        {
          id: null,
          fromAmount: amount.toString(),
          fromAccount: ETH(),
          toAmount: expectedOut(
            amount,
            parseEther(String(reserves.ETH)),
            parseUnits(String(reserves.PTT), 18),
          ).toString(),
          toAccount: PTT(),
        },
      ],
    })

    // More ETH than the pool holds would take over half of its PTT: insufficient liquidity, as 1inch says it.
    const tooMuch = await get('/v1/convert/quotes', {
      amount: parseEther('150').toString(),
      from: ETH(),
      to: PTT(),
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.json()).toEqual({
      status: 'FAILED',
      reasons: [{ field: '', description: 'Conversion parameter error: insufficient liquidity' }],
    })
  })

  it('rejects bad amounts, unknown tokens and pairs across chains', async () => {
    const zero = await get('/v1/convert/quotes', { amount: '0', from: ETH(), to: PTT() })
    expect(zero.status).toBe(400)
    expect(zero.json()).toMatchObject({
      reasons: [{ description: 'Conversion parameter error: amount must be greater than 0' }],
    })
    const decimal = await get('/v1/convert/quotes', { amount: '1.5', from: ETH(), to: PTT() })
    expect(decimal.status).toBe(400)
    expect(decimal.json()).toMatchObject({ reasons: [{ description: 'Invalid parameter: amount' }] })
    const unknown = await get('/v1/convert/quotes', {
      amount: '1',
      from: ETH(),
      to: caip(`0x${'12'.repeat(20)}`),
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json()).toMatchObject({ reasons: [{ field: 'to' }] })
    const acrossChains = await get('/v1/convert/quotes', {
      amount: '1',
      from: ETH(),
      to: caip(USDC_TOKEN.address, chains.chains[1]!),
    })
    expect(acrossChains.status).toBe(400)
    expect(acrossChains.json()).toMatchObject({
      reasons: [{ description: expect.stringMatching(/same chain/) }],
    })
    const same = await get('/v1/convert/quotes', { amount: '1', from: PTT(), to: PTT() })
    expect(same.status).toBe(400)
    const notCaip = await get('/v1/convert/quotes', { amount: '1', from: 'ETH', to: PTT() })
    expect(notCaip.status).toBe(400)
    const missing = await get('/v1/convert/quotes', { from: ETH(), to: PTT() })
    expect(missing.status).toBe(400)
    expect(missing.text).toMatch(/missing field `amount`/)
  })
})

describe('approve and swap through the built transactions', () => {
  it('swaps ETH for PTT, then PTT back to ETH after an approval, moving balances and prices', async () => {
    const { account, wallet, publicClient } = clients(5)
    const user = caip(account.address)
    const pttOf = () =>
      publicClient.readContract({
        address: chainA().erc20.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      })
    const priceOfPtt = async () =>
      (
        (
          await postJson(`${api.url}/v1/fungible/price`, { projectId, currency: 'usd', addresses: [PTT()] })
        ).json() as {
          fungibles: { price: number }[]
        }
      ).fungibles[0]!.price
    expect(await priceOfPtt()).toBe(1.25)

    // ETH -> PTT: no approval for the native token.
    const ethIn = parseEther('2')
    expect((await get('/v1/convert/allowance', { tokenAddress: ETH(), userAddress: user })).json()).toEqual({
      allowance: maxUint256.toString(),
    })
    const quoted = (
      (await get('/v1/convert/quotes', { amount: ethIn.toString(), from: ETH(), to: PTT() })).json() as Quote
    ).quotes[0]!.toAmount
    const built = (
      await postJson(`${api.url}/v1/convert/build-transaction`, {
        projectId,
        amount: ethIn.toString(),
        from: ETH(),
        to: PTT(),
        userAddress: user,
        eip155: { slippage: 1 },
        disableEstimate: true,
      })
    ).json() as BuiltTx
    expect(built.tx).toMatchObject({
      from: user,
      to: caip(SWAP_POOL_ADDRESS),
      amount: quoted,
      eip155: { gas: '300000' },
    })
    expect(BigInt(built.tx.eip155.gasPrice)).toBeGreaterThan(0n)
    const swapHash = await wallet.sendTransaction({
      to: SWAP_POOL_ADDRESS,
      data: built.tx.data,
      value: ethIn,
      gas: BigInt(built.tx.eip155.gas),
    })
    expect((await publicClient.waitForTransactionReceipt({ hash: swapHash })).status).toBe('success')
    expect(await pttOf()).toBe(BigInt(quoted))
    // The pool holds more ETH and less PTT now: PTT costs more.
    expect(await priceOfPtt()).toBeGreaterThan(1.25)

    // PTT -> ETH: allowance 0, approve the amount, then swap.
    const pttIn = BigInt(quoted) / 2n
    expect((await get('/v1/convert/allowance', { tokenAddress: PTT(), userAddress: user })).json()).toEqual({
      allowance: '0',
    })
    const approve = (
      await get('/v1/convert/build-approve', {
        from: PTT(),
        to: PTT(),
        userAddress: user,
        amount: pttIn.toString(),
      })
    ).json() as BuiltApprove
    expect(approve.tx).toMatchObject({ from: PTT(), to: PTT(), value: '0' })
    const approveHash = await wallet.sendTransaction({
      to: chainA().erc20.address,
      data: approve.tx.data,
      gasPrice: BigInt(approve.tx.eip155.gasPrice),
    })
    expect((await publicClient.waitForTransactionReceipt({ hash: approveHash })).status).toBe('success')
    expect((await get('/v1/convert/allowance', { tokenAddress: PTT(), userAddress: user })).json()).toEqual({
      allowance: pttIn.toString(),
    })

    const ethBefore = await publicClient.getBalance({ address: account.address })
    const back = (
      await postJson(`${api.url}/v1/convert/build-transaction`, {
        projectId,
        amount: pttIn.toString(),
        from: PTT(),
        to: ETH(),
        userAddress: user,
        eip155: { slippage: 1 },
      })
    ).json() as BuiltTx
    // Without disableEstimate the gas is the node's estimate padded by the slippage.
    expect(BigInt(back.tx.eip155.gas)).toBeLessThan(300_000n)
    const backHash = await wallet.sendTransaction({
      to: SWAP_POOL_ADDRESS,
      data: back.tx.data,
      gas: BigInt(back.tx.eip155.gas),
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash: backHash })
    expect(receipt.status).toBe('success')
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await publicClient.getBalance({ address: account.address })) - ethBefore + gasPaid).toBe(
      BigInt(back.tx.amount),
    )
    expect(await pttOf()).toBe(BigInt(quoted) - pttIn)

    // The history knows both swaps from the chain as trades, the ETH payout read from the pool's event.
    type History = {
      data: {
        metadata: { hash: string; operationType: string }
        transfers: { fungible_info: { symbol: string }; direction: string; quantity: { numeric: string } }[]
      }[]
    }
    const history = (
      await get(`/v1/account/${account.address}/history`, { chainId: chainA().caipNetworkId })
    ).json() as History
    const summary = (hash: string) => {
      const item = history.data.find((entry) => entry.metadata.hash === hash)
      return [
        item?.metadata.operationType,
        item?.transfers.map((t) => [t.direction, t.fungible_info.symbol, t.quantity.numeric]),
      ]
    }
    expect(summary(backHash)).toEqual([
      'trade',
      [
        ['out', 'PTT', formatUnits(pttIn, 18)],
        ['in', 'ETH', formatEther(BigInt(back.tx.amount))],
      ],
    ])
    expect(summary(swapHash)).toEqual([
      'trade',
      [
        ['out', 'ETH', formatEther(ethIn)],
        ['in', 'PTT', formatUnits(BigInt(quoted), 18)],
      ],
    ])
    expect(summary(approveHash)[0]).toBe('approve')
  })

  it('refuses to build a swap the pool cannot pay, and an approval of the native token', async () => {
    const user = caip(chains.accounts[6]!.address)
    const tooMuch = await postJson(`${api.url}/v1/convert/build-transaction`, {
      projectId,
      amount: parseUnits('250000', 18).toString(),
      from: PTT(),
      to: USDC(),
      userAddress: user,
      eip155: { slippage: 1 },
      disableEstimate: true,
    })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.json()).toMatchObject({
      reasons: [{ description: 'Conversion parameter error: insufficient liquidity' }],
    })
    const badUser = await postJson(`${api.url}/v1/convert/build-transaction`, {
      projectId,
      amount: '1',
      from: ETH(),
      to: PTT(),
      userAddress: 'not-an-address',
    })
    expect(badUser.status).toBe(400)
    expect(badUser.json()).toMatchObject({ reasons: [{ field: 'userAddress' }] })
    const missing = await postJson(`${api.url}/v1/convert/build-transaction`, {
      projectId,
      from: ETH(),
      to: PTT(),
    })
    expect(missing.status).toBe(422)
    const nativeApprove = await get('/v1/convert/build-approve', { from: ETH(), to: ETH() })
    expect(nativeApprove.status).toBe(400)
    const unlimited = (
      await get('/v1/convert/build-approve', { from: USDC(), to: USDC() })
    ).json() as BuiltApprove
    expect(unlimited.tx.data.endsWith('f'.repeat(64))).toBe(true)
  })
})
