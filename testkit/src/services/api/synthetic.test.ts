import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiEmulator, HISTORY_PAGE_SIZE, startApiEmulator, type WcWallet } from './index'
import { getJson } from './test-utils'

const ADDRESS = '0x000000000000000000000000000000000000bEEF'
const QUERY = 'projectId=p&st=appkit&sv=html-wagmi-4.2.2'

type HistoryPage = {
  data: { id: string; metadata: { minedAt: string; chain: string } }[]
  next: string | null
}

let api: ApiEmulator
// The cost-growth bench's emulator: a larger catalogue and one made-up account, no chain.
beforeAll(async () => {
  api = await startApiEmulator({
    chains: [],
    catalogueSize: 700,
    syntheticAccounts: [{ address: ADDRESS, tokens: 1000, transactions: 120 }],
  })
})
afterAll(async () => {
  await api?.close()
})

describe('a larger catalogue and made-up accounts', () => {
  it('serves catalogueSize wallets with distinct names, the first 330 as usual', async () => {
    const all = await getJson<{ count: number; data: WcWallet[] }>(
      `${api.url}/getWallets?${QUERY}&page=1&entries=1000&include_pay_only=true`,
    )
    expect(all.count).toBe(700)
    expect(new Set(all.data.map((wallet) => wallet.name)).size).toBe(700)
    expect(all.data[2]?.name).toBe('Amber Wallet')
    expect(all.data.at(-1)?.name).toMatch(/ 3$/)
  })

  it("answers a made-up account's balance with as many tokens as asked, on the chain asked", async () => {
    const { balances } = await getJson<{ balances: { symbol: string; chainId: string }[] }>(
      `${api.url}/v1/account/${ADDRESS.toLowerCase()}/balance?${QUERY}&currency=usd&chainId=eip155:1`,
    )
    expect(balances).toHaveLength(1000)
    expect(new Set(balances.map((token) => token.symbol)).size).toBe(1000)
    expect(balances.every((token) => token.chainId === 'eip155:1')).toBe(true)
  })

  it("pages a made-up account's history newest first, 50 a page, to the end", async () => {
    const ids: string[] = []
    const times: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: HistoryPage = await getJson<HistoryPage>(
        `${api.url}/v1/account/${ADDRESS}/history?${QUERY}&chainId=eip155:8453${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(page.data.length).toBeLessThanOrEqual(HISTORY_PAGE_SIZE)
      ids.push(...page.data.map((tx) => tx.id))
      times.push(...page.data.map((tx) => tx.metadata.minedAt))
      cursor = page.next
      pages++
    } while (cursor)
    expect(pages).toBe(3)
    expect(new Set(ids).size).toBe(120)
    expect([...times].sort().reverse()).toEqual(times)
  })
})
