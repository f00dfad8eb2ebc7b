// @vitest-environment happy-dom

import {
  type ApiEmulator,
  TEST_WALLET_RDNS,
  TEST_WALLET_TWO_RDNS,
  walletIdFor,
} from '@portico/testkit/services/api/index'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import AllWallets from './AllWallets.js'
import { getCatalogue } from './catalogue/catalogueService.js'
import {
  catalogueOptions,
  type LargeCatalogue,
  startCatalogueEmulator,
  startLargeCatalogue,
} from './testing/catalogueServer.js'
import { currentView, renderView } from './testing/renderView.js'

let api: ApiEmulator
let large: LargeCatalogue
beforeAll(async () => {
  ;[api, large] = await Promise.all([startCatalogueEmulator(), startLargeCatalogue(700)])
})
afterAll(() => Promise.all([api?.close(), large?.close()]))
beforeEach(() => api.reset())

const list = () => screen.getByRole('list', { name: 'Wallets' })
const rows = () => within(list()).getAllByRole('listitem')
const titles = () => rows().map((row) => row.querySelector('.portico-list-item-title')?.textContent ?? '')
const search = () => screen.getByRole('searchbox', { name: 'Search wallets' })
const walletRequests = () => api.requests('wallets').map((request) => request.query)

describe('AllWallets: browsing', () => {
  it('shows a loading state, then installed wallets, featured, 4 recommended and the first page of 40', async () => {
    api.faults.set('wallets', { kind: 'delay', delayMs: 300, times: 1 })
    const featured = [walletIdFor(TEST_WALLET_TWO_RDNS)]
    const { portico } = await renderView(AllWallets, {
      ...catalogueOptions(api.url),
      featuredWalletIds: featured,
    })
    expect(screen.getByRole('status').textContent).toContain('Loading wallets')
    await screen.findByRole('list', { name: 'Wallets' })
    expect(titles().slice(0, 2)).toEqual(['Mock Wallet', 'Portico Test Wallet Two'])
    const browse = getCatalogue(portico).browse.getState()
    expect(browse.pages).toBe(1)
    expect(browse.entries).toHaveLength(40)
    const pageQuery = walletRequests().find((query) => query.entries === '40')
    expect(pageQuery).toMatchObject({ page: '1', chains: 'eip155:1,eip155:8453' })
    // The browse pages leave out what is already listed above them.
    expect(pageQuery?.exclude?.split(',')).toContain(featured[0])
    expect(pageQuery?.exclude?.split(',')).toHaveLength(5)
    expect(rows()[0]!.getAttribute('aria-setsize')).toBe(String(1 + 1 + 4 + 40))
  })

  it('loads the next page of 40 when the list is scrolled near its end', async () => {
    const { portico } = await renderView(AllWallets, catalogueOptions(api.url))
    await waitFor(() => expect(getCatalogue(portico).browse.getState().pages).toBe(1))
    const scroller = list().parentElement as HTMLElement
    scroller.scrollTop = 40 * 64
    fireEvent.scroll(scroller)
    await waitFor(() => expect(getCatalogue(portico).browse.getState().pages).toBe(2))
    expect(
      walletRequests()
        .filter((query) => query.entries === '40')
        .map((query) => query.page),
    ).toEqual(['1', '2'])
  })

  it('shows the image of each catalogue wallet from the image endpoint with the SDK parameters', async () => {
    await renderView(AllWallets, catalogueOptions(api.url))
    await screen.findByRole('list', { name: 'Wallets' })
    await waitFor(() => expect(list().querySelector('img')).not.toBeNull())
    const src = new URL(list().querySelector('img')!.getAttribute('src')!)
    expect(`${src.origin}${src.pathname}`).toMatch(new RegExp(`^${api.url}/getWalletImage/[0-9a-f-]{36}$`))
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      projectId: 'portico-views-test',
      st: 'appkit',
    })
    const image = await fetch(src)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('excludes wallets by id (sent to the server) and by name (filtered here)', async () => {
    const excluded = walletIdFor(TEST_WALLET_RDNS)
    await renderView(AllWallets, {
      ...catalogueOptions(api.url),
      excludeWalletIds: [excluded, 'Portico Test Wallet Two'],
    })
    await screen.findByRole('list', { name: 'Wallets' })
    expect(titles().some((title) => title.startsWith('Portico Test Wallet'))).toBe(false)
    expect(walletRequests().every((query) => query.exclude?.includes(excluded))).toBe(true)
  })

  it('shows only the included wallets when includeWalletIds is set', async () => {
    const included = [walletIdFor(TEST_WALLET_RDNS), walletIdFor(TEST_WALLET_TWO_RDNS)]
    await renderView(AllWallets, { ...catalogueOptions(api.url), includeWalletIds: included, chain: false })
    await screen.findByRole('list', { name: 'Wallets' })
    await waitFor(() => expect(titles()).toHaveLength(2))
    expect(titles()).toEqual(['Portico Test Wallet', 'Portico Test Wallet Two'])
  })

  it("hides the identifier-less 'Browser Wallet' connector", async () => {
    await renderView(AllWallets, {
      ...catalogueOptions(api.url),
      chain: { connectors: [{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }] },
    })
    await screen.findByRole('list', { name: 'Wallets' })
    expect(titles()).not.toContain('Browser Wallet')
  })

  it('shows an error with a retry when the catalogue fails', async () => {
    api.faults.set('wallets', { kind: 'status', status: 503, times: 1 })
    await renderView(AllWallets, { ...catalogueOptions(api.url), chain: false })
    expect((await screen.findByRole('alert')).textContent).toContain('The wallet list could not be loaded.')
    expect(screen.getByText('HTTP status code: 503')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('list', { name: 'Wallets' })
  })

  it('shows the empty state when there is nothing to list', async () => {
    await renderView(AllWallets, { chain: false })
    expect(screen.getByText('No wallets found')).toBeTruthy()
  })

  it('opens ConnectingWalletConnect for a catalogue wallet and ConnectingExternal for an installed one', async () => {
    const { portico } = await renderView(AllWallets, catalogueOptions(api.url))
    await screen.findByRole('list', { name: 'Wallets' })
    fireEvent.click(within(list()).getByRole('button', { name: /Mock Wallet/ }))
    expect(portico.router.current).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'mock.injected' },
    })
    portico.router.back()
    fireEvent.click(within(list()).getAllByRole('button')[1]!)
    expect(currentView(portico)).toBe('ConnectingWalletConnect')
  })
})

describe('AllWallets: search', () => {
  it('searches after 500 ms of quiet, with up to 100 results, and announces the count', async () => {
    await renderView(AllWallets, catalogueOptions(api.url))
    await screen.findByRole('list', { name: 'Wallets' })
    const before = walletRequests().length
    fireEvent.change(search(), { target: { value: 'va' } })
    fireEvent.change(search(), { target: { value: ' vault ' } })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(walletRequests()).toHaveLength(before)
    await waitFor(() => expect(walletRequests().some((query) => query.search === 'vault')).toBe(true), {
      timeout: 2000,
    })
    expect(walletRequests().filter((query) => query.search)).toEqual([
      expect.objectContaining({ search: 'vault', entries: '100', page: '1' }),
    ])
    await waitFor(() => expect(titles().length).toBeGreaterThan(5))
    expect(titles().every((title) => title.includes('Vault'))).toBe(true)
    const found = rows()[0]!.getAttribute('aria-setsize')
    expect(Number(found)).toBeGreaterThan(10)
    expect(screen.getByText(`${found} wallets found`)).toBeTruthy()
  })

  it('finds installed wallets by name and says when nothing matches', async () => {
    await renderView(AllWallets, { ...catalogueOptions(api.url) })
    await screen.findByRole('list', { name: 'Wallets' })
    fireEvent.change(search(), { target: { value: 'mock' } })
    await waitFor(() => expect(titles()).toEqual(['Mock Wallet']), { timeout: 2000 })
    fireEvent.change(search(), { target: { value: 'zzzz-no-such-wallet' } })
    expect(
      await screen.findByText('No wallet matches “zzzz-no-such-wallet”', {}, { timeout: 2000 }),
    ).toBeTruthy()
  })

  it('shows a search failure with a retry', async () => {
    await renderView(AllWallets, catalogueOptions(api.url))
    await screen.findByRole('list', { name: 'Wallets' })
    api.faults.set('wallets', { kind: 'malformed', times: 1 })
    fireEvent.change(search(), { target: { value: 'cedar' } })
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toContain(
      'The wallet list could not be loaded.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(titles().every((title) => title.includes('Cedar'))).toBe(true))
  })

  it('clears the search with Escape and goes back to browsing', async () => {
    await renderView(AllWallets, catalogueOptions(api.url))
    await screen.findByRole('list', { name: 'Wallets' })
    fireEvent.change(search(), { target: { value: 'cedar' } })
    await waitFor(() => expect(titles().every((title) => title.includes('Cedar'))).toBe(true), {
      timeout: 2000,
    })
    fireEvent.keyDown(search(), { key: 'Escape' })
    expect((search() as HTMLInputElement).value).toBe('')
    await waitFor(() => expect(titles()[0]).toBe('Mock Wallet'), { timeout: 2000 })
  })
})

describe('AllWallets: a large catalogue', () => {
  it('renders only a window of rows for 700 wallets', async () => {
    const { portico } = await renderView(AllWallets, { ...catalogueOptions(large.url), chain: false })
    const catalogue = getCatalogue(portico)
    await screen.findByRole('list', { name: 'Wallets' })
    await act(async () => {
      while (catalogue.hasMorePages()) await catalogue.loadNextPage()
    })
    const total = catalogue.lists.getState().recommended.length + catalogue.browse.getState().entries.length
    expect(total).toBeGreaterThanOrEqual(690)
    await waitFor(() => expect(rows()[0]!.getAttribute('aria-setsize')).toBe(String(total)))
    expect(rows().length).toBeLessThan(20)
    expect(list().querySelectorAll('button')).toHaveLength(rows().length)

    const scroller = list().parentElement as HTMLElement
    scroller.scrollTop = 500 * 64
    fireEvent.scroll(scroller)
    await waitFor(() => expect(rows()[0]!.getAttribute('aria-posinset')).not.toBe('1'))
    expect(rows().length).toBeLessThan(20)
    const positions = rows().map((row) => Number(row.getAttribute('aria-posinset')))
    expect(Math.min(...positions)).toBeGreaterThan(480)
  })

  it('moves focus row by row with the arrow keys, and from the search field into the list', async () => {
    await renderView(AllWallets, catalogueOptions(api.url))
    await screen.findByRole('list', { name: 'Wallets' })
    search().focus()
    fireEvent.keyDown(search(), { key: 'ArrowDown' })
    const buttons = within(list()).getAllByRole('button')
    expect(document.activeElement).toBe(buttons[0])
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(buttons[1])
    fireEvent.keyDown(buttons[1]!, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(buttons[0])
  })
})
