import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiEmulator,
  ASSET_IMAGES,
  FEATURE_IDS,
  startApiEmulator,
  TEST_WALLET_RDNS,
  TEST_WALLET_TWO_RDNS,
  type WcWallet,
  walletIdFor,
} from './index'
import { getJson, postJson, request } from './test-utils'

type WalletPage = { count: number; data: WcWallet[] }

let api: ApiEmulator
// The catalogue and config routes do not touch any chain.
beforeAll(async () => {
  api = await startApiEmulator({ chains: [] })
})
afterAll(async () => {
  await api?.close()
})

const wallets = (query: string) =>
  getJson<WalletPage>(`${api.url}/getWallets?projectId=p&st=appkit&sv=html-wagmi-4.2.2&${query}`)

describe('GET /getWallets', () => {
  it('serves a deterministic catalogue of 300+ wallets, paged, in catalogue order', async () => {
    const first = await wallets('page=1&entries=40')
    expect(first.count).toBeGreaterThanOrEqual(300)
    expect(first.data).toHaveLength(40)
    expect(first.data[0]).toMatchObject({ name: 'Portico Test Wallet', rdns: TEST_WALLET_RDNS, order: 1 })
    expect(first.data[1]).toMatchObject({
      name: 'Portico Test Wallet Two',
      rdns: TEST_WALLET_TWO_RDNS,
      order: 2,
    })
    for (const wallet of first.data) {
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
      expect(wallet.image_id).toMatch(/^[0-9a-f-]{36}$/)
      expect(wallet.chains.length).toBeGreaterThan(0)
    }
    const orders = first.data.map((wallet) => wallet.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))

    const pages: WcWallet[] = []
    for (let page = 1; pages.length < first.count; page++)
      pages.push(...(await wallets(`page=${page}&entries=100`)).data)
    expect(pages).toHaveLength(first.count)
    expect(new Set(pages.map((wallet) => wallet.id)).size).toBe(first.count)
    expect(new Set(pages.map((wallet) => wallet.name)).size).toBe(first.count)
    expect(pages.slice(0, 40)).toEqual(first.data)
    expect(pages.filter((wallet) => wallet.rdns).length).toBeGreaterThan(50)
    expect(pages.filter((wallet) => wallet.injected).length).toBeGreaterThan(50)
    expect(pages.some((wallet) => wallet.mobile_link && wallet.webapp_link && wallet.desktop_link)).toBe(true)
    // Beyond the end: the count stays, the data is empty.
    expect(await wallets('page=100&entries=40')).toEqual({ count: first.count, data: [] })
    // Same catalogue in another emulator instance.
    const other = await startApiEmulator({ chains: [] })
    try {
      expect(
        (await getJson<WalletPage>(`${other.url}/getWallets?projectId=p&page=3&entries=7`)).data,
      ).toEqual(pages.slice(14, 21))
    } finally {
      await other.close()
    }
  })

  it('searches, includes, excludes and filters by chain, badge, rdns and names', async () => {
    const all = await wallets('page=1&entries=1000')
    const vaults = await wallets('page=1&entries=100&search=%20vAuLt%20')
    expect(vaults.count).toBe(all.data.filter((wallet) => wallet.name.toLowerCase().includes('vault')).length)
    expect(vaults.count).toBeGreaterThan(10)
    expect(vaults.data.every((wallet) => / Vault$/.test(wallet.name))).toBe(true)

    const picked = [all.data[5]!.id, all.data[120]!.id, walletIdFor(TEST_WALLET_RDNS)]
    const included = await wallets(`page=1&entries=10&include=${picked.join(',')}`)
    expect(included.count).toBe(3)
    expect(new Set(included.data.map((wallet) => wallet.id))).toEqual(new Set(picked))

    const excluded = await wallets(`page=1&entries=4&exclude=${picked.join(',')}`)
    expect(excluded.count).toBe(all.count - 3)
    expect(excluded.data[0]!.name).toBe('Portico Test Wallet Two')

    const local = await wallets('page=1&entries=1000&chains=eip155:31338')
    expect(local.count).toBe(all.data.filter((wallet) => wallet.chains.includes('eip155:31338')).length)
    expect(local.count).toBeLessThan(all.count)
    const either = await wallets('page=1&entries=1000&chains=eip155:31338,eip155:8453')
    expect(either.count).toBeGreaterThan(local.count)

    const certified = await wallets('page=1&entries=1000&badge_type=certified')
    expect(certified.count).toBe(all.data.filter((wallet) => wallet.badge_type === 'certified').length)
    expect(certified.data.map((wallet) => wallet.name)).toContain('Portico Test Wallet')
    expect(certified.data.map((wallet) => wallet.name)).not.toContain('Portico Test Wallet Two')
    expect((await wallets('page=1&entries=1000&badge=certified')).count).toBe(certified.count)
    expect((await wallets('page=1&entries=1000&badge_type=none')).count).toBe(all.count)

    const ranked = await wallets(`page=1&entries=10&rdns=${TEST_WALLET_TWO_RDNS}&names=Amber%20Wallet,Nope`)
    expect(ranked.data.map((wallet) => wallet.name)).toEqual(['Portico Test Wallet Two', 'Amber Wallet'])

    const withPayOnly = await wallets('page=1&entries=1000&include_pay_only=true')
    expect(withPayOnly.count).toBeGreaterThan(all.count)
    const wcPayFirst = await wallets('page=1&entries=5&sort=wcpay')
    expect(wcPayFirst.data.every((wallet) => wallet.supports_wcpay)).toBe(true)
  })

  it('rejects bad paging and unknown projects', async () => {
    const missing = await request(`${api.url}/getWallets?projectId=p&entries=4`)
    expect(missing.status).toBe(400)
    expect(missing.text).toMatch(/missing field `page`/)
    expect((await request(`${api.url}/getWallets?projectId=p&page=0&entries=4`)).status).toBe(400)
    expect((await request(`${api.url}/getWallets?projectId=p&page=x&entries=4`)).status).toBe(400)
    expect((await request(`${api.url}/getWallets?page=1&entries=4`)).status).toBe(400)
    await postJson(`${api.url}/__emulator/config`, { knownProjectIds: ['only-this'] })
    try {
      const unknown = await request(`${api.url}/getWallets?projectId=p&page=1&entries=4`)
      expect(unknown.status).toBe(401)
      expect(unknown.json()).toMatchObject({ reasons: [{ field: 'authentication' }] })
    } finally {
      await postJson(`${api.url}/__emulator/config`, { knownProjectIds: null })
    }
  })
})

describe('images', () => {
  it('serves generated SVGs for wallet, asset, token and currency ids, 404 for unknown ones', async () => {
    const [wallet] = (await wallets('page=1&entries=1')).data
    const image = await request(`${api.url}/getWalletImage/${wallet!.image_id}?projectId=p&st=appkit&sv=x`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(image.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*>PT<\/text><\/svg>$/)
    expect((await request(`${api.url}/getWalletImage/00000000-0000-4000-a000-000000000000`)).status).toBe(404)

    const assetId = Object.keys(ASSET_IMAGES)[0]!
    const asset = await request(`${api.url}/public/getAssetImage/${assetId}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toBe('image/svg+xml')
    expect((await request(`${api.url}/public/getAssetImage/unknown-asset`)).status).toBe(404)

    const token = await request(`${api.url}/public/getTokenImage/PTT`)
    expect(token.headers.get('content-type')).toBe('image/svg+xml')
    expect(token.text).toContain('>PTT</text>')
    expect((await request(`${api.url}/public/getTokenImage/${'X'.repeat(20)}`)).status).toBe(404)
    expect((await request(`${api.url}/public/getCurrencyImage/USD`)).status).toBe(200)
  })
})

describe('remote config, origins and analytics', () => {
  it('serves default features, origins and analytics flag, changed through the admin endpoint', async () => {
    const config = await getJson<{ features: { id: string; isEnabled: boolean; config: null }[] }>(
      `${api.url}/appkit/v1/config?projectId=p&st=appkit&sv=x`,
    )
    expect(config.features.map((feature) => feature.id)).toEqual([...FEATURE_IDS])
    expect(config.features.every((feature) => feature.isEnabled && feature.config === null)).toBe(true)
    expect(await getJson(`${api.url}/projects/v1/origins?projectId=p`)).toEqual({ allowedOrigins: [] })
    expect(await getJson(`${api.url}/getAnalyticsConfig?projectId=p`)).toEqual({ isAnalyticsEnabled: true })
    expect(await getJson(`${api.url}/appkit/v1/project-limits?projectId=p`)).toEqual({
      planLimits: { tier: 'none', isAboveRpcLimit: false, isAboveMauLimit: false },
    })

    const features = [
      { id: 'social_login', isEnabled: true, config: ['email', 'discord'] },
      { id: 'activity', isEnabled: false, config: [] },
    ]
    const updated = await postJson(`${api.url}/__emulator/config`, {
      features,
      allowedOrigins: ['https://*.example.com'],
      analyticsEnabled: false,
    })
    expect(updated.status).toBe(200)
    expect(await getJson(`${api.url}/appkit/v1/config?projectId=p`)).toEqual({ features })
    expect(await getJson(`${api.url}/projects/v1/origins?projectId=p`)).toEqual({
      allowedOrigins: ['https://*.example.com'],
    })
    expect(await getJson(`${api.url}/getAnalyticsConfig?projectId=p`)).toEqual({ isAnalyticsEnabled: false })
    expect(api.settings().allowedOrigins).toEqual(['https://*.example.com'])

    const invalid = await postJson(`${api.url}/__emulator/config`, {
      features: [{ id: 'teleport', isEnabled: true }],
    })
    expect(invalid.status).toBe(422)
    expect((await postJson(`${api.url}/__emulator/config`, { alowedOrigins: [] })).status).toBe(422)

    await postJson(`${api.url}/__emulator/reset`, {})
    expect(
      (await getJson<{ features: unknown[] }>(`${api.url}/appkit/v1/config?projectId=p`)).features,
    ).toHaveLength(FEATURE_IDS.length)
    expect(await getJson(`${api.url}/projects/v1/origins?projectId=p`)).toEqual({ allowedOrigins: [] })
  })

  it('records analytics bodies from /e and /batch, whatever the content type', async () => {
    api.reset()
    const event = {
      eventId: '7c1b9c2e-3d7e-4a39-9d57-0d0b8f4d9f10',
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: '2026-01-01T00:00:00.000Z',
      props: { type: 'error', event: 'API_ERROR', errorMessage: 'boom' },
    }
    const single = await postJson(`${api.url}/e?projectId=p&st=appkit&sv=x`, event)
    expect(single.status).toBe(204)
    const batch = [
      {
        ...event,
        timestamp: 1,
        props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      },
      { ...event, timestamp: 2, props: { type: 'track', event: 'MODAL_CLOSE' } },
    ]
    const beacon = await postJson(`${api.url}/batch?projectId=p`, batch, {
      'content-type': 'text/plain;charset=UTF-8',
    })
    expect(beacon.status).toBe(204)
    expect((await postJson(`${api.url}/batch?projectId=p`, { not: 'an array' })).status).toBe(422)
    expect((await postJson(`${api.url}/e?projectId=p`, '{oops')).status).toBe(400)

    const recorded = await getJson<{
      events: { endpoint: string; body: unknown; query: Record<string, string> }[]
    }>(`${api.url}/__emulator/events`)
    expect(recorded.events).toEqual([
      expect.objectContaining({
        endpoint: 'e',
        body: event,
        query: { projectId: 'p', st: 'appkit', sv: 'x' },
      }),
      expect.objectContaining({ endpoint: 'batch', body: batch }),
    ])
    expect(api.events()).toHaveLength(2)
    await request(`${api.url}/__emulator/events`, { method: 'DELETE' })
    expect(api.events()).toEqual([])
  })
})
