// @vitest-environment node
import {
  defineNetwork,
  type Portico,
  PorticoError,
  RpcError,
  type TokenBalance,
  type TransferParameters,
} from '@portico/kernel'
import { createTestPortico, mockChain, placeholderViews } from '@portico/kernel/testing'
import { identityFixture } from '@portico/testkit/services/api/fixtures/identity'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeBalances, sampleTokens } from '../test/balances.js'
import {
  GAS_PRICE_WEI,
  type LocalServices,
  NAMELESS,
  RECEIVER as receiver,
  SENDER as sender,
  startLocalServices,
} from '../test/localServices.js'
import { createSendService, type SendService, type SendServiceOptions } from './createSendService.js'

// The service against the real Blockchain API emulator in front of a local anvil chain (31337); the
// wallet is the kernel's mock chain plugin (sends are stubbed per test), the balances a fixed list.
const hash = `0x${'ab'.repeat(32)}`
const aliceAvatar = identityFixture().get(receiver.toLowerCase())!.avatar
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let services: LocalServices
let portico: Portico | undefined
let service: SendService | undefined
beforeAll(async () => {
  services = await startLocalServices()
}, 120_000)
afterAll(async () => {
  await services?.stop()
})
afterEach(async () => {
  service?.dispose()
  await portico?.dispose()
  portico = service = undefined
  // Faults and the request log of one test never reach the next.
  services.api.reset()
})

type SetupParameters = {
  namespace?: 'eip155' | 'bip122'
  options?: SendServiceOptions
  tokens?: readonly TokenBalance[]
  projectId?: string
}

async function setup({
  namespace = 'eip155',
  options = {},
  tokens = [sampleTokens.eth, sampleTokens.ptt],
  projectId = 'test-project',
}: SetupParameters = {}) {
  const { api } = services
  const chain =
    namespace === 'eip155'
      ? mockChain({ accounts: [sender], caipNetworkId: services.network.caipNetworkId })
      : mockChain({
          namespace,
          accounts: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
          caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
        })
  const networks =
    namespace === 'eip155'
      ? services.networks
      : [
          defineNetwork({
            id: '000000000019d6689c085ae165831e93',
            chainNamespace: 'bip122',
            name: 'Bitcoin',
            nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
            rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
          }),
        ]
  portico = createTestPortico({
    plugins: [chain.plugin, placeholderViews()],
    ...services.kernelOptions,
    networks,
    projectId,
  })
  await portico.start()
  await portico.wallet.connect({ connectorId: 'mock.injected' })
  const balances = fakeBalances(tokens)
  service = createSendService({
    portico,
    balances: balances.source,
    options: { profileLookupDebounceMs: 20, settleRefreshDelayMs: 20, ...options },
  })
  return { portico, service, chain, api, balances }
}

function fillForm(send: SendService, token = sampleTokens.eth, amount = '0.1') {
  send.setToken(token)
  send.setTokenAmount(amount)
  send.setReceiverAddress(receiver)
}

const toasts = (kernel: Portico) => kernel.notifications.getState().toasts.map((t) => [t.variant, t.message])

describe('sendTokens: namespaces (spec 4)', () => {
  it("throws 'Unsupported chain' outside eip155 and solana, with loading false afterwards", async () => {
    const { service, portico } = await setup({ namespace: 'bip122' })
    const seen: boolean[] = []
    service.subscribe((state) => seen.push(state.loading))
    await expect(service.sendTokens()).rejects.toMatchObject({
      name: 'UnsupportedChainError',
      shortMessage: 'Unsupported chain',
    })
    expect(seen).toEqual([true, false])
    expect(toasts(portico)).toEqual([['error', 'Unsupported chain']])
  })

  it("throws 'Unsupported chain' when the EVM chain plugin cannot send", async () => {
    const { service, chain } = await setup()
    expect(chain.adapter.sendTransfer).toBeUndefined()
    fillForm(service)
    await expect(service.sendTokens()).rejects.toThrow('Unsupported chain')
  })
})

describe('sendTokens: validation', () => {
  it('rejects an incomplete form with the spec text and keeps it', async () => {
    const { service, chain } = await setup()
    chain.adapter.sendTransfer = vi.fn(async () => hash)
    service.setTokenAmount('0.1')
    await expect(service.sendTokens()).rejects.toMatchObject({
      name: 'SendValidationError',
      shortMessage: 'An amount and receiver address are required',
    })
    service.setReceiverAddress(receiver)
    await expect(service.sendTokens()).rejects.toThrow('A token is required')
    expect(service.getState()).toMatchObject({
      sendTokenAmount: '0.1',
      receiverAddress: receiver,
      loading: false,
    })
    expect(chain.adapter.sendTransfer).not.toHaveBeenCalled()
  })
})

describe('sendTokens: success', () => {
  it('sends native: recipient and amount, no token', async () => {
    const { service, chain } = await setup()
    const sendTransfer = vi.fn(async (_: TransferParameters) => hash)
    chain.adapter.sendTransfer = sendTransfer
    fillForm(service)
    await expect(service.sendTokens()).resolves.toBe(hash)
    const parameters = sendTransfer.mock.calls[0]![0]
    expect(parameters).toMatchObject({ from: sender, to: receiver, amount: '0.1' })
    expect(parameters.token).toBeUndefined()
    expect(parameters.network.caipNetworkId).toBe('eip155:31337')
    expect(parameters.connector.id).toBe('mock.injected')
  })

  it('sends ERC20 with the plain token address and decimals', async () => {
    const { service, chain } = await setup()
    const sendTransfer = vi.fn(async (_: TransferParameters) => hash)
    chain.adapter.sendTransfer = sendTransfer
    fillForm(service, sampleTokens.ptt, '5')
    await service.sendTokens()
    expect(sendTransfer.mock.calls[0]![0]).toMatchObject({
      to: receiver,
      amount: '5',
      token: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 18, symbol: 'PTT' },
    })
  })

  it('adds the 0x an EVM receiver may be typed without', async () => {
    const { service, chain } = await setup()
    const sendTransfer = vi.fn(async (_: TransferParameters) => hash)
    chain.adapter.sendTransfer = sendTransfer
    fillForm(service)
    service.setReceiverAddress(` ${receiver.slice(2)} `)
    await service.sendTokens()
    expect(sendTransfer.mock.calls[0]![0].to).toBe(receiver)
  })

  it('is loading while sending; then resets the form, refreshes balances, toasts and returns to Account', async () => {
    const { service, chain, portico, balances } = await setup()
    let finish!: (value: string) => void
    chain.adapter.sendTransfer = () => new Promise((resolve) => (finish = resolve))
    await service.prepare()
    fillForm(service)
    portico.router.push('AllWallets')
    const sent: unknown[] = []
    portico.events.on('wallet:transaction-sent', (event) => sent.push(event))
    const sending = service.sendTokens()
    expect(service.getState().loading).toBe(true)
    finish(hash)
    await sending
    // Lists of the account's history and balances hear of it.
    expect(sent).toEqual([{ namespace: 'eip155', caipNetworkId: 'eip155:31337', hash }])
    expect(service.getState()).toMatchObject({
      loading: false,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
    })
    expect(portico.router.getState().history).toEqual([{ view: 'Account' }])
    expect(toasts(portico)).toEqual([['success', 'send.toast.sent']])
    expect(balances.source.refresh).toHaveBeenCalledWith({
      forceUpdate: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
    })
    // Refreshed now and once more a block later (the transfer is mined asynchronously).
    await sleep(40)
    expect(balances.source.refresh).toHaveBeenCalledTimes(2)
    expect(service.getState().tokenBalances).toHaveLength(2)
    // The next send starts from the network's own token again.
    expect(service.getState().token?.symbol).toBe('ETH')
  })

  it('keeps the form and shows the short message when the wallet fails', async () => {
    const { service, chain, portico } = await setup()
    chain.adapter.sendTransfer = async () => {
      throw new PorticoError('User rejected the request.', { details: 'code 4001' })
    }
    fillForm(service, sampleTokens.ptt, '5')
    await expect(service.sendTokens()).rejects.toThrow('User rejected the request.')
    expect(service.getState()).toMatchObject({
      loading: false,
      token: sampleTokens.ptt,
      sendTokenAmount: '5',
      receiverAddress: receiver,
    })
    expect(toasts(portico)).toEqual([['error', 'User rejected the request.']])
    expect(portico.router.current.view).not.toBe('Account')
  })

  it('says the send was rejected when the visitor refuses it in the wallet (4001)', async () => {
    const { service, chain, portico } = await setup()
    chain.adapter.sendTransfer = async () => {
      throw new RpcError(4001, { message: 'User rejected the request.' })
    }
    fillForm(service, sampleTokens.ptt, '5')
    await expect(service.sendTokens()).rejects.toMatchObject({ code: 4001 })
    expect(toasts(portico)).toEqual([['error', 'send.error.rejected']])
  })
})

describe('form reset (spec 4)', () => {
  it('resets when another namespace becomes active', async () => {
    const { service, portico } = await setup()
    fillForm(service)
    portico.wallet.setActiveNamespace('solana')
    expect(service.getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
    })
  })

  it('resets on disconnect and drops the tokens of the old network on a network change', async () => {
    const { service, portico } = await setup()
    await service.prepare()
    fillForm(service)
    await portico.wallet.switchNetwork(portico.wallet.getState().networks[1]!)
    expect(service.getState()).toMatchObject({ token: undefined, tokenBalances: [], sendTokenAmount: '0.1' })
    await portico.wallet.disconnect()
    expect(service.getState()).toMatchObject({ sendTokenAmount: undefined, receiverAddress: undefined })
  })
})

describe('receiver profile (GET /v1/identity)', () => {
  it('looks the receiver up after the debounce, once per address thanks to the cache', async () => {
    const { service, api } = await setup()
    service.setReceiverAddress(receiver.slice(0, 10))
    service.setReceiverAddress(receiver)
    expect(api.requests('identity')).toHaveLength(0)
    await vi.waitFor(() =>
      expect(service.getState()).toMatchObject({
        receiverProfileName: 'alice.portico.eth',
        receiverProfileImageUrl: aliceAvatar,
        profileLoading: false,
      }),
    )
    const [request] = api.requests('identity')
    expect(request?.path).toBe(`/v1/identity/${receiver}`)
    expect(request?.query.sender).toBe(sender)
    service.setReceiverAddress(undefined)
    expect(service.getState().receiverProfileName).toBeUndefined()
    service.setReceiverAddress(receiver.toLowerCase())
    await sleep(60)
    expect(service.getState().receiverProfileName).toBe('alice.portico.eth')
    expect(api.requests('identity')).toHaveLength(1)
  })

  it('drops an answer for an address that left the field', async () => {
    const { service, api } = await setup({ options: { profileLookupDebounceMs: 0 } })
    // Alice's answer is held back until the field shows an address without a profile.
    api.faults.set('identity', { kind: 'delay', delayMs: 50, times: 1 })
    service.setReceiverAddress(receiver)
    await vi.waitFor(() => expect(api.requests('identity')).toHaveLength(1))
    service.setReceiverAddress(NAMELESS)
    await vi.waitFor(() => expect(api.requests('identity').map((r) => r.status)).toEqual([200, 200]))
    await sleep(30)
    expect(api.requests('identity')[0]).toMatchObject({ path: `/v1/identity/${receiver}`, fault: 'delay' })
    expect(service.getState().receiverProfileName).toBeUndefined()
  })

  it('shows no profile when the API fails, and asks again later', async () => {
    const { service, api } = await setup()
    api.faults.set('identity', { kind: 'status', status: 500 })
    service.setReceiverAddress(receiver)
    await vi.waitFor(() => {
      expect(api.requests('identity')[0]?.status).toBe(500)
      expect(service.getState().profileLoading).toBe(false)
    })
    expect(service.getState()).toMatchObject({ receiverProfileName: undefined, profileLoading: false })
    api.faults.clear('identity')
    await service.lookupReceiverProfile()
    expect(service.getState().receiverProfileName).toBe('alice.portico.eth')
  })

  it('makes no call without a projectId (privacy by default)', async () => {
    const { service, api } = await setup({ projectId: '', options: { gasPriceSource: 'api' } })
    service.setReceiverAddress(receiver)
    await sleep(40)
    expect(api.requests('identity')).toEqual([])
  })

  it('makes no call for an address the namespace does not accept', async () => {
    const { service, api } = await setup()
    service.setReceiverAddress('not-an-address')
    await sleep(40)
    expect(api.requests('identity')).toEqual([])
  })
})

describe('network fee and values', () => {
  it('estimates 21,000 gas for native and 65,000 for ERC20 at the API gas price, in USD', async () => {
    const { service, api } = await setup()
    await service.prepare()
    expect(api.requests('gas-price')[0]?.query.chainId).toBe('eip155:31337')
    // The local chain's gas price is 1 gwei (GAS_PRICE_WEI).
    expect(service.getState().gasPrice).toBe(String(GAS_PRICE_WEI))
    expect(service.getState().networkFee).toEqual({ amount: '0.000021', symbol: 'ETH', usd: 0.000021 * 3000 })
    service.setToken(sampleTokens.ptt)
    expect(service.getState().networkFee?.amount).toBe('0.000065')
    expect(service.getState()).toMatchObject({ networkBalanceInUSD: '30000', nativePriceUsd: 3000 })
  })

  it("shows the chain plugin's own estimate for this token and receiver when it has one", async () => {
    const { service, chain } = await setup()
    const asked: Array<Omit<TransferParameters, 'connector' | 'amount'>> = []
    // As the Solana plugin does: the base fee, plus the rent of a token account the send creates.
    chain.adapter.estimateTransferFee = async (parameters) => {
      asked.push(parameters)
      return parameters.token ? 2_044_280n : 5_000n
    }
    await service.prepare()
    service.setToken(sampleTokens.ptt)
    expect(service.getState().networkFee?.amount).toBe('0.000065')
    service.setReceiverAddress(receiver)
    await vi.waitFor(() => expect(service.getState().networkFee?.amount).toBe('0.00000000000204428'))
    expect(asked.at(-1)).toMatchObject({ to: receiver, from: sender, token: { symbol: 'PTT', decimals: 18 } })
    service.setToken(sampleTokens.eth)
    await vi.waitFor(() => expect(service.getState().networkFee?.amount).toBe('0.000000000000005'))
    // No receiver: back to the form's own estimate.
    service.setReceiverAddress('')
    await vi.waitFor(() => expect(service.getState().networkFee?.amount).toBe('0.000021'))
  })

  it('values the amount in USD with the token price', async () => {
    const { service } = await setup()
    service.setToken(sampleTokens.ptt)
    service.setTokenAmount('5')
    expect(service.amountInUsd()).toBe(6.25)
  })

  it('max leaves the fee for a native send and takes everything of a token', async () => {
    const { service } = await setup()
    await service.prepare()
    service.setToken(sampleTokens.eth)
    service.setMaxAmount()
    expect(service.getState().sendTokenAmount).toBe('9.999979')
    service.setToken(sampleTokens.ptt)
    service.setMaxAmount()
    expect(service.getState().sendTokenAmount).toBe('1000')
  })

  it('shows no fee when the gas price fails, and the form still sends', async () => {
    services.api.faults.set('gas-price', { kind: 'status', status: 503 })
    const { service, chain, api } = await setup()
    await service.prepare()
    expect(api.requests('gas-price')[0]?.status).toBe(503)
    expect(service.getState()).toMatchObject({ networkFee: undefined, gasPrice: undefined })
    expect(service.getState().tokenBalances).toHaveLength(2)
    chain.adapter.sendTransfer = async () => hash
    fillForm(service)
    await expect(service.sendTokens()).resolves.toBe(hash)
  })

  it('asks the price API for the native price when the balances carry none', async () => {
    const { service, api } = await setup({ tokens: [{ ...sampleTokens.eth, price: 0, value: undefined }] })
    await service.prepare()
    expect(api.requests('price')[0]?.body).toMatchObject({
      currency: 'usd',
      addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
    })
    // The emulator prices ETH at 3000 USD.
    expect(service.getState().networkFee).toEqual({ amount: '0.000021', symbol: 'ETH', usd: 0.000021 * 3000 })
  })
})
