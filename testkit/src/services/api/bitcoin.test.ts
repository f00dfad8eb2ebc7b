// The emulator's Bitcoin balances, read from a real litecoind regtest node through its gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinNodeUnavailableReason, type LocalBitcoin, startLocalBitcoin } from '../bitcoin/index'
import { type ApiEmulator, startApiEmulator } from './index'
import { getJson, request } from './test-utils'

const unavailable = bitcoinNodeUnavailableReason()
if (unavailable) console.warn(`Skipping the emulator's Bitcoin balance tests: ${unavailable}`)

describe.skipIf(unavailable)('Blockchain API emulator: Bitcoin balances from the node', () => {
  let node: LocalBitcoin
  let api: ApiEmulator
  beforeAll(async () => {
    node = await startLocalBitcoin()
    api = await startApiEmulator({
      chains: [],
      bitcoin: { rpcUrl: node.rpcUrl, caipNetworkId: node.caipNetworkId },
    })
  }, 60_000)
  afterAll(async () => {
    await api?.close()
    await node?.stop()
  })

  const balanceUrl = (address: string) =>
    `${api.url}/v1/account/${address}/balance?projectId=p&currency=usd&chainId=${encodeURIComponent(node.caipNetworkId)}`

  it('lists the chain as supported and answers a funded address with its BTC, 8 decimals, as the node has it', async () => {
    const supported = await getJson<{ http: string[] }>(`${api.url}/v1/supported-chains?projectId=p`)
    expect(supported.http).toContain(node.caipNetworkId)
    const address = node.accounts[0]!.payment.address
    const sats = await node.balance(address)
    expect(sats).toBeGreaterThan(0n)
    const { balances } = await getJson<{ balances: unknown[] }>(balanceUrl(address))
    expect(balances).toEqual([
      expect.objectContaining({
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: node.caipNetworkId,
        quantity: { decimals: '8', numeric: `${sats / 100_000_000n}` },
      }),
    ])
  })

  it('answers no item for an empty address and 400 for something that is no Bitcoin address', async () => {
    const empty = node.accounts[2]!.ordinal.address
    expect(await node.balance(empty)).toBe(0n)
    expect((await getJson<{ balances: unknown[] }>(balanceUrl(empty))).balances).toEqual([])
    expect((await request(balanceUrl('0x0000000000000000000000000000000000000000'))).status).toBe(400)
  })
})
