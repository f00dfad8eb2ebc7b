// @vitest-environment node
// The send flow end to end against real anvil chains and the Blockchain API emulator: the real
// eip155 and balances plugins, the playground's test wallet (dev accounts 0 and 2) on a fake window.
import { eip155 } from '@portico/chain-eip155'
import { defineNetwork, type Network, type Portico } from '@portico/kernel'
import { createTestPortico, placeholderViews } from '@portico/kernel/testing'
import { balances, balancesTokens } from '@portico/plugin-balances'
import { type ApiEmulator, startApiEmulator } from '@portico/testkit/services/api/index'
import { DEV_ACCOUNTS, type LocalChains, startLocalChains } from '@portico/testkit/services/chains/index'
import { announceTestWallet, createTestWallet, TEST_WALLET } from '@portico/testkit/test-wallet/index'
import {
  createPublicClient,
  erc20Abi,
  type Hash,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SendService } from './core/createSendService.js'
import type { SendOptions } from './options.js'
import { send } from './plugin.js'
import { sendPluginTokens } from './tokens.js'

const sender = DEV_ACCOUNTS[0]!.address
const receiver = DEV_ACCOUNTS[1]!.address
const ptt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

let local: LocalChains
let api: ApiEmulator
let network: Network
let client: PublicClient

beforeAll(async () => {
  local = await startLocalChains({ chains: [{ chainId: 31337, port: 0 }] })
  api = await startApiEmulator({ chains: local.chains })
  const chain = local.chains[0]!
  network = defineNetwork({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
  client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 })
}, 120_000)

afterAll(async () => {
  await api?.close()
  await local?.stop()
})

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  api.reset()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A started kernel with the wallet connected as dev account 0 and the send form loaded. */
async function connectedSendForm(options: SendOptions = {}) {
  const win = new EventTarget()
  const wallet = createTestWallet(TEST_WALLET, { chains: local.chains })
  cleanups.push(announceTestWallet(win, wallet))
  const portico: Portico = createTestPortico({
    plugins: [
      placeholderViews(),
      eip155({ window: win }),
      balances(),
      send({ settleRefreshDelayMs: 200, profileLookupDebounceMs: 0, ...options }),
    ],
    networks: [network],
    projectId: 'send-tests',
    api: { blockchainApi: api.url },
  })
  cleanups.push(() => portico.dispose())
  await portico.start()
  await portico.wallet.connect({ connectorId: TEST_WALLET.rdns })
  const service = await portico.resolve(sendPluginTokens.service).load()
  await service.prepare()
  return { portico, service }
}

function pick(service: SendService, symbol: string) {
  const token = service.getState().tokenBalances.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`${symbol} is not in the token list`)
  service.setToken(token)
  return token
}

const pttBalance = (address: `0x${string}`) =>
  client.readContract({ address: ptt, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
// Anvil mines asynchronously after accepting a transaction: wait for the receipt, not the hash.
const mined = (hash: string) => client.waitForTransactionReceipt({ hash: hash as Hash, pollingInterval: 50 })

describe('sending on a real chain', () => {
  it('sends 0.1 ETH to dev account 1, then resets the form and returns to Account', async () => {
    const { portico, service } = await connectedSendForm()
    const before = await client.getBalance({ address: receiver })
    pick(service, 'ETH')
    service.setTokenAmount('0.1')
    service.setReceiverAddress(receiver)
    portico.router.push('send/Send')

    const hash = await service.sendTokens()
    expect((await mined(hash)).status).toBe('success')
    expect((await client.getBalance({ address: receiver })) - before).toBe(parseEther('0.1'))
    expect(service.getState()).toMatchObject({
      loading: false,
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
    })
    expect(portico.router.getState().history).toEqual([{ view: 'Account' }])
    expect(portico.notifications.getState().toasts.at(-1)).toMatchObject({
      variant: 'success',
      message: 'Sent 0.1 ETH',
    })
  }, 30_000)

  it('sends 5 PTT to dev account 1 and the balances plugin shows the new balance', async () => {
    const { service, portico } = await connectedSendForm()
    const [senderBefore, receiverBefore] = await Promise.all([pttBalance(sender), pttBalance(receiver)])
    const token = pick(service, 'PTT')
    expect(token.address?.toLowerCase()).toBe(`eip155:31337:${ptt.toLowerCase()}`)
    service.setTokenAmount('5')
    service.setReceiverAddress(receiver)

    const hash = await service.sendTokens()
    expect((await mined(hash)).status).toBe('success')
    expect((await pttBalance(receiver)) - receiverBefore).toBe(parseUnits('5', 18))
    expect(senderBefore - (await pttBalance(sender))).toBe(parseUnits('5', 18))

    // The refresh a block after the send re-reads PTT on chain (forceUpdate) for the Tokens tab.
    const expected = String(Number(senderBefore / 10n ** 18n) - 5)
    const tokens = (await portico.resolve(balancesTokens.service).load()).state
    await vi.waitFor(
      () => {
        const item = tokens.getState().tokens.items.find((t) => t.symbol === 'PTT')
        expect(item?.quantity.numeric).toBe(expected)
      },
      { timeout: 5000, interval: 100 },
    )
    expect(service.getState().tokenBalances.find((t) => t.symbol === 'PTT')?.quantity.numeric).toBe(expected)
  }, 30_000)

  it('shows the network fee from the API gas price, valued with the ETH price', async () => {
    const { service } = await connectedSendForm()
    pick(service, 'ETH')
    const { networkFee, gasPrice } = service.getState()
    expect(BigInt(gasPrice!)).toBeGreaterThan(0n)
    expect(networkFee).toMatchObject({ symbol: 'ETH' })
    expect(Number(networkFee!.amount)).toBeCloseTo(Number(BigInt(gasPrice!) * 21_000n) / 1e18, 12)
    expect(networkFee!.usd).toBeCloseTo(Number(networkFee!.amount) * 3000, 6)
    expect(api.requests('gas-price')).toHaveLength(1)
  }, 30_000)

  it('can take the gas price from the chain instead of the API', async () => {
    const { service } = await connectedSendForm({ gasPriceSource: 'chain' })
    expect(BigInt(service.getState().gasPrice!)).toBeGreaterThan(0n)
    expect(service.getState().networkFee?.symbol).toBe('ETH')
    expect(api.requests('gas-price')).toHaveLength(0)
  }, 30_000)
})

describe('receiver profiles from the identity API', () => {
  it('shows alice.portico.eth and her avatar for dev account 1', async () => {
    const { service } = await connectedSendForm()
    service.setReceiverAddress(receiver)
    await vi.waitFor(() => expect(service.getState().receiverProfileName).toBe('alice.portico.eth'))
    expect(service.getState().receiverProfileImageUrl).toMatch(/^data:image\/svg\+xml/)
    const [request] = api.requests('identity')
    expect(request?.path).toContain(`/v1/identity/${receiver}`)
  }, 30_000)
})

describe('faults degrade gracefully', () => {
  it('identity failing: no profile, the form still sends', async () => {
    const { service } = await connectedSendForm()
    api.faults.set('identity', { kind: 'status', status: 503 })
    pick(service, 'ETH')
    service.setTokenAmount('0.01')
    service.setReceiverAddress(receiver)
    await service.lookupReceiverProfile()
    expect(service.getState()).toMatchObject({ receiverProfileName: undefined, profileLoading: false })
    expect(service.validate()).toEqual([])
    expect((await mined(await service.sendTokens())).status).toBe('success')
  }, 30_000)

  it('gas price failing: no fee, the form still sends', async () => {
    api.faults.set('gas-price', { kind: 'status', status: 500 })
    const { service } = await connectedSendForm()
    pick(service, 'ETH')
    expect(service.getState()).toMatchObject({ networkFee: undefined, gasPrice: undefined })
    service.setTokenAmount('0.01')
    service.setReceiverAddress(receiver)
    expect((await mined(await service.sendTokens())).status).toBe('success')
  }, 30_000)

  it('a malformed gas price answer is rejected by the schema, not shown', async () => {
    api.faults.set('gas-price', { kind: 'malformed' })
    const { service } = await connectedSendForm()
    expect(service.getState().networkFee).toBeUndefined()
  }, 30_000)
})
