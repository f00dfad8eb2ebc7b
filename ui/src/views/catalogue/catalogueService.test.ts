// @vitest-environment happy-dom
import type { Portico } from '@portico/kernel'
import { createTestPortico } from '@portico/kernel/testing'
import {
  type ApiEmulator,
  TEST_WALLET_RDNS,
  TEST_WALLET_TWO_RDNS,
  walletIdFor,
} from '@portico/testkit/services/api/index'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ui } from '../../plugin.js'
import { catalogueOptions, startCatalogueEmulator } from '../testing/catalogueServer.js'
import { getCatalogue, prefetchAllWallets, prefetchCatalogue } from './catalogueService.js'
import { getWalletsResponseSchema } from './schema.js'

let api: ApiEmulator
const kernels: Portico[] = []
beforeAll(async () => {
  api = await startCatalogueEmulator()
})
afterAll(() => api?.close())
beforeEach(() => api.reset())
afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
})

function kernel(options: Parameters<typeof createTestPortico>[0] = {}) {
  const portico = createTestPortico({ plugins: [ui()], ...catalogueOptions(api.url), ...options })
  kernels.push(portico)
  return portico
}

describe('catalogue service', () => {
  it('is one per kernel: two kernels share no cache', async () => {
    const a = kernel()
    const b = kernel()
    expect(getCatalogue(a)).toBe(getCatalogue(a))
    expect(getCatalogue(a)).not.toBe(getCatalogue(b))
    await getCatalogue(a).loadNextPage()
    expect(getCatalogue(a).browse.getState().pages).toBe(1)
    expect(getCatalogue(b).browse.getState().pages).toBe(0)
  })

  it('fetches nothing without a project id', async () => {
    const portico = kernel({ projectId: undefined })
    await prefetchCatalogue(portico)
    expect(await getCatalogue(portico).search('vault')).toEqual({ count: 0, entries: [] })
    expect(api.requests()).toHaveLength(0)
  })

  it('prefetches featured (in the app order) and 4 recommended once, with the catalogue size', async () => {
    const featured = [walletIdFor(TEST_WALLET_TWO_RDNS), walletIdFor(TEST_WALLET_RDNS)]
    const portico = kernel({ featuredWalletIds: featured })
    await Promise.all([prefetchCatalogue(portico), prefetchCatalogue(portico)])
    const catalogue = getCatalogue(portico)
    expect(catalogue.lists.getState().featured.map((wallet) => wallet.id)).toEqual(featured)
    expect(catalogue.lists.getState().recommended).toHaveLength(4)
    // 330 in the emulator, 5 of them WalletConnect-Pay only: the recommended answer counts the
    // catalogue without the featured wallets, the featured ones are added back.
    expect(catalogue.lists.getState().count).toBe(325)
    // The first AllWallets page waits for the visitor's intent on the "All wallets" row.
    expect(catalogue.browse.getState().pages).toBe(0)
    expect(api.requests('wallets')).toHaveLength(2)
    prefetchAllWallets(portico)
    prefetchAllWallets(portico)
    await vi.waitFor(() => expect(catalogue.browse.getState().entries).toHaveLength(40))
    prefetchAllWallets(portico)
    expect(api.requests('wallets')).toHaveLength(3)
    const recommended = api.requests('wallets').find((request) => request.query.entries === '4')
    expect(recommended?.query.exclude).toBe(featured.join(','))
    expect(recommended?.sdk).toMatchObject({ projectId: 'portico-views-test', st: 'appkit' })
  })

  it('pages until the count is reached', async () => {
    const portico = kernel({ includeWalletIds: Array.from({ length: 50 }, (_, index) => walletIdFor(index)) })
    const catalogue = getCatalogue(portico)
    await catalogue.loadLists()
    await catalogue.loadNextPage()
    await catalogue.loadNextPage()
    expect(catalogue.hasMorePages()).toBe(false)
    await catalogue.loadNextPage()
    const recommended = catalogue.lists.getState().recommended.length
    // 50 included, minus pay-only (index 63 is not among them) and the 4 recommended.
    expect(catalogue.browse.getState().entries).toHaveLength(50 - recommended)
    expect(api.requests('wallets').filter((request) => request.query.entries === '40')).toHaveLength(2)
  })

  it('keeps on mobile only wallets with a mobile or web-app link', async () => {
    const portico = kernel({ platform: { mobile: true } })
    const result = await getCatalogue(portico).search('wallet')
    expect(result.entries.length).toBeGreaterThan(0)
    expect(result.entries.every((wallet) => wallet.record.mobile_link || wallet.record.webapp_link)).toBe(
      true,
    )
  })

  it('caches searches per term and forgets failures', async () => {
    const catalogue = getCatalogue(kernel())
    api.faults.set('wallets', { kind: 'status', status: 500, times: 1 })
    await expect(catalogue.search('cedar')).rejects.toThrow('HTTP status code: 500')
    const first = await catalogue.search(' Cedar ')
    expect(first.entries.every((wallet) => wallet.name.includes('Cedar'))).toBe(true)
    await catalogue.search('cedar')
    expect(api.requests('wallets')).toHaveLength(2)
  })

  it('resolves wallet image URLs with the SDK query and caches them', async () => {
    const catalogue = getCatalogue(kernel())
    expect(catalogue.cachedImageUrl({ imageId: 'abc' })).toBeUndefined()
    const url = await catalogue.imageUrl({ imageId: 'abc' })
    expect(url).toMatch(new RegExp(`^${api.url}/getWalletImage/abc\\?`))
    expect(catalogue.cachedImageUrl({ imageId: 'abc' })).toBe(url)
    expect(await catalogue.imageUrl({ imageUrl: 'https://cdn.example/w.png', imageId: 'abc' })).toBe(
      'https://cdn.example/w.png',
    )
  })

  it('drops a malformed wallet instead of failing the page', () => {
    const parsed = getWalletsResponseSchema.parse({
      count: 3,
      data: [{ id: 'a', name: 'A', extra: 1 }, { id: '', name: 'broken' }, { name: 'no id' }],
    })
    expect(parsed.data).toEqual([{ id: 'a', name: 'A', extra: 1 }])
  })
})
