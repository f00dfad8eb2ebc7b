// @vitest-environment happy-dom
import { definePlugin, type PorticoSlots } from '@portico/kernel'
import {
  type ApiEmulator,
  TEST_WALLET_RDNS,
  TEST_WALLET_TWO_RDNS,
  walletIdFor,
} from '@portico/testkit/services/api/index'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ui } from '../plugin.js'
import Connect from './Connect.js'
import { getCatalogue, prefetchCatalogue } from './catalogue/catalogueService.js'
import { catalogueOptions, startCatalogueEmulator } from './testing/catalogueServer.js'
import { currentView, renderView } from './testing/renderView.js'

let api: ApiEmulator
beforeAll(async () => {
  api = await startCatalogueEmulator()
})
afterAll(() => api?.close())
beforeEach(() => api.reset())
afterEach(() => vi.restoreAllMocks())

const walletList = () => screen.getByRole('region', { name: 'Wallets' })
/** Each row's title and tag (the image placeholder's initials left out). */
const rowNames = () =>
  within(walletList())
    .queryAllByRole('button')
    .map((button) =>
      [...button.querySelectorAll('.portico-list-item-title, .portico-tag')]
        .map((n) => n.textContent)
        .join(''),
    )

/** A `connect.sections` item for `method` whose module loads as `load` says. */
const section = (method: 'email' | 'social', load: () => Promise<{ default: () => ReactElement }>) => ({
  id: method,
  method,
  load,
})

/** A plugin filling the e-mail and social sections and adding a WalletConnect entry. */
const connectPlugin = definePlugin({
  id: 'test-connect',
  version: '1.0.0',
  kernel: '^1',
  register(ctx) {
    ctx.extensions.contribute(
      'connect.sections',
      section('email', async () => ({ default: () => <p>E-mail section</p> })),
    )
    ctx.extensions.contribute(
      'connect.sections',
      section('social', async () => ({ default: () => <p>Social section</p> })),
    )
    ctx.extensions.contribute('connect.wallets', {
      id: 'walletconnect',
      kind: 'walletConnect',
      name: 'WalletConnect',
      view: 'ConnectingWalletConnect',
      data: { from: 'slot' },
    })
  },
})

describe('Connect: installed wallets', () => {
  it('lists the installed wallet with an Installed tag and opens ConnectingExternal for it', async () => {
    const { portico } = await renderView(Connect)
    const row = within(walletList()).getByRole('button', { name: /Mock Wallet/ })
    expect(row.textContent).toContain('Installed')
    fireEvent.click(row)
    expect(currentView(portico)).toBe('ConnectingExternal')
    expect(portico.router.current.data).toEqual({ connectorId: 'mock.injected' })
  })

  it("hides the identifier-less 'Browser Wallet' and excluded wallets", async () => {
    await renderView(Connect, {
      chain: {
        connectors: [
          { id: 'injected', name: 'Browser Wallet', type: 'INJECTED' },
          { id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby' },
          { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' },
        ],
      },
      excludeWalletIds: ['metamask'],
    })
    expect(rowNames()).toEqual([expect.stringContaining('Rabby')])
  })

  it('shows a recent wallet that is not installed on top, tagged Recent', async () => {
    const { portico } = await renderView(Connect, {
      chain: { connectors: [{ id: 'io.rabby', name: 'Rabby', rdns: 'io.rabby' }] },
    })
    portico.wallet.rememberWallet({ id: 'wallet-x', name: 'Phone Wallet' })
    await waitFor(() => expect(rowNames()[0]).toContain('Phone Wallet'))
    expect(rowNames()[0]).toContain('Recent')
    fireEvent.click(within(walletList()).getByRole('button', { name: /Phone Wallet/ }))
    expect(currentView(portico)).toBe('ConnectingWalletConnect')
    expect(portico.router.current.data).toMatchObject({ wallet: { id: 'wallet-x', name: 'Phone Wallet' } })
  })
})

describe("Connect: a wallet row's intent readies its chain's connect code (wallet.prepare)", () => {
  /** A plugin that contributes these `wallet.prepare` items. */
  const walletPreparePlugin = (...items: PorticoSlots['wallet.prepare'][]) =>
    definePlugin({
      id: 'test-prepare',
      version: '1.0.0',
      kernel: '^1',
      register(ctx) {
        for (const item of items) ctx.extensions.contribute('wallet.prepare', item)
      },
    })

  it("runs the items of the row connector's namespace on pointer, focus and click, never on showing the list", async () => {
    const evm = vi.fn()
    const solana = vi.fn()
    const preparing = walletPreparePlugin(
      { id: 'evm', namespace: 'eip155', run: evm },
      { id: 'sol', namespace: 'solana', run: solana },
    )
    const { portico } = await renderView(Connect, { plugins: [preparing] })
    const row = within(walletList()).getByRole('button', { name: /Mock Wallet/ })
    await Promise.resolve()
    expect(evm).not.toHaveBeenCalled()
    fireEvent.pointerEnter(row)
    await waitFor(() => expect(evm).toHaveBeenCalledTimes(1))
    expect(evm).toHaveBeenCalledWith(expect.objectContaining({ id: 'mock.injected' }), portico)
    fireEvent.focus(row)
    await waitFor(() => expect(evm).toHaveBeenCalledTimes(2))
    // The click prepares too (a tap or a script may click with no intent first), then connects.
    fireEvent.click(row)
    await waitFor(() => expect(evm).toHaveBeenCalledTimes(3))
    expect(currentView(portico)).toBe('ConnectingExternal')
    expect(solana).not.toHaveBeenCalled()
  })

  it('logs a failed preparation and still opens the connecting view', async () => {
    const failing = walletPreparePlugin({
      id: 'evm',
      namespace: 'eip155',
      run: () => Promise.reject(new Error('chunk failed')),
    })
    const { portico } = await renderView(Connect, { plugins: [failing] })
    const warn = vi.spyOn(portico.log, 'warn').mockImplementation(() => undefined)
    fireEvent.click(within(walletList()).getByRole('button', { name: /Mock Wallet/ }))
    expect(currentView(portico)).toBe('ConnectingExternal')
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Wallet preparation failed', expect.any(Error)))
  })
})

describe('Connect: sections and method order', () => {
  it('puts the wallet list first when an injected wallet shows (wallet, email, social)', async () => {
    await renderView(Connect, { plugins: [connectPlugin] })
    await screen.findByText('Social section')
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))
    expect(regions).toEqual(['Wallets', 'Sign in with e-mail', 'Sign in with a social account'])
  })

  it('uses email, social, wallet without an injected wallet, and renders the sections lazily', async () => {
    await renderView(Connect, { plugins: [connectPlugin], chain: { connectors: [] } })
    expect(await screen.findByText('E-mail section')).toBeTruthy()
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))
    expect(regions).toEqual(['Sign in with e-mail', 'Sign in with a social account', 'Wallets'])
  })

  it('places a connect.wallets WalletConnect entry first and opens its view with its data', async () => {
    const { portico } = await renderView(Connect, { plugins: [connectPlugin] })
    expect(rowNames()[0]).toContain('WalletConnect')
    expect(rowNames()[0]).toContain('QR code')
    fireEvent.click(within(walletList()).getByRole('button', { name: /WalletConnect/ }))
    expect(currentView(portico)).toBe('ConnectingWalletConnect')
    expect(portico.router.current.data).toEqual({ from: 'slot' })
  })

  it('hides the WalletConnect entry on mobile', async () => {
    await renderView(Connect, { plugins: [connectPlugin], platform: { mobile: true } })
    expect(rowNames().some((name) => name.includes('WalletConnect'))).toBe(false)
  })

  it('keeps the view usable when a section fails to load', async () => {
    // React reports the caught error on the console; the test is about what the visitor sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = definePlugin({
      id: 'broken-section',
      version: '1.0.0',
      kernel: '^1',
      register(ctx) {
        ctx.extensions.contribute(
          'connect.sections',
          section('email', () => Promise.reject(new Error('chunk failed'))),
        )
      },
    })
    await renderView(Connect, { plugins: [broken] })
    expect(await screen.findByText('This sign-in option is not available right now.')).toBeTruthy()
    expect(within(walletList()).getByRole('button', { name: /Mock Wallet/ })).toBeTruthy()
  })
})

describe('Connect: catalogue wallets', () => {
  it('lists featured wallets in the app order, then 4 recommended, and the All wallets entry with the catalogue size', async () => {
    const featured = [walletIdFor(TEST_WALLET_TWO_RDNS), walletIdFor(TEST_WALLET_RDNS)]
    const { portico } = await renderView(Connect, {
      ...catalogueOptions(api.url),
      featuredWalletIds: featured,
    })
    await prefetchCatalogue(portico)
    await waitFor(() => expect(rowNames().some((name) => name.includes('All wallets'))).toBe(true))
    const names = rowNames()
    expect(names[0]).toContain('Mock Wallet')
    expect(names[1]).toContain('Portico Test Wallet Two')
    expect(names[2]).toMatch(/^Portico Test Wallet(?! Two)/)
    // 4 recommended between the featured ones and "All wallets".
    expect(names.slice(3, -1)).toHaveLength(4)
    // 330 wallets in the emulator, 5 of them WalletConnect-Pay only (not listed): 325, shown as "320+".
    expect(names.at(-1)).toBe('All wallets320+')
    const request = api.requests('wallets').find((r) => r.query.include)
    expect(request?.query).toMatchObject({ include: featured.join(','), projectId: 'portico-views-test' })
    // The tag's count comes with the recommended answer: the first AllWallets page waits for intent.
    const browsePages = () => api.requests('wallets').filter((r) => r.query.entries === '40')
    expect(browsePages()).toHaveLength(0)
    const allWallets = within(walletList()).getByRole('button', { name: /All wallets/ })
    fireEvent.pointerEnter(allWallets)
    fireEvent.focus(allWallets)
    await waitFor(() => expect(getCatalogue(portico).browse.getState().pages).toBe(1))
    expect(browsePages()).toHaveLength(1)
    fireEvent.click(allWallets)
    expect(currentView(portico)).toBe('AllWallets')
  })

  it('does not render a section again when catalogue wallets arrive', async () => {
    const renders = { section: 0 }
    const counting = definePlugin({
      id: 'counting-section',
      version: '1.0.0',
      kernel: '^1',
      register(ctx) {
        ctx.extensions.contribute(
          'connect.sections',
          section('email', async () => ({
            default: function CountingSection() {
              renders.section++
              return <p>Counting section</p>
            },
          })),
        )
      },
    })
    const { portico } = await renderView(Connect, { ...catalogueOptions(api.url), plugins: [counting] })
    expect(await screen.findByText('Counting section')).toBeTruthy()
    const shownBefore = renders.section
    await waitFor(() => expect(getCatalogue(portico).lists.getState().status).toBe('ready'))
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(4))
    expect(renders.section).toBe(shownBefore)
  })

  it('opens ConnectingWalletConnect with the catalogue record for a recommended wallet', async () => {
    const { portico } = await renderView(Connect, catalogueOptions(api.url))
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(3))
    fireEvent.click(within(walletList()).getAllByRole('button')[1]!)
    expect(currentView(portico)).toBe('ConnectingWalletConnect')
    expect(portico.router.current.data).toMatchObject({
      wallet: { record: { id: expect.stringMatching(/^[0-9a-f]{64}$/), image_id: expect.any(String) } },
    })
  })

  it('merges a catalogue wallet into the installed one with the same rdns', async () => {
    await renderView(Connect, {
      ...catalogueOptions(api.url),
      featuredWalletIds: [walletIdFor(TEST_WALLET_RDNS)],
      chain: { connectors: [{ id: TEST_WALLET_RDNS, name: 'Portico Test Wallet', rdns: TEST_WALLET_RDNS }] },
    })
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(3))
    expect(
      rowNames().filter((name) => name.startsWith('Portico Test Wallet') && !name.includes('Two')),
    ).toEqual(['Portico Test WalletInstalled'])
  })

  it('shows a loading line while the catalogue answers', async () => {
    api.faults.set('wallets', { kind: 'delay', delayMs: 400, times: 2 })
    await renderView(Connect, catalogueOptions(api.url))
    expect(screen.getByRole('status').textContent).toContain('Loading wallets')
    await waitFor(() => expect(screen.queryByText('Loading wallets')).toBeNull())
  })

  it('shows an error with a retry when the catalogue fails, keeping the installed wallets', async () => {
    api.faults.set('wallets', { kind: 'status', status: 500, times: 1 })
    const { portico } = await renderView(Connect, catalogueOptions(api.url))
    expect(await screen.findByText('Some wallets could not be loaded.')).toBeTruthy()
    expect(rowNames()[0]).toContain('Mock Wallet')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(getCatalogue(portico).lists.getState().status).toBe('ready'))
    await waitFor(() => expect(screen.queryByText('Some wallets could not be loaded.')).toBeNull())
    expect(rowNames().length).toBeGreaterThan(4)
  })

  it('fetches nothing without a project id (privacy by default) and offers no All wallets entry', async () => {
    await renderView(Connect, { api: { catalogApi: api.url } })
    expect(rowNames()).toEqual([expect.stringContaining('Mock Wallet')])
    expect(api.requests('wallets')).toHaveLength(0)
  })

  it('offers no All wallets entry when the allWallets flag is off', async () => {
    await renderView(Connect, { ...catalogueOptions(api.url), features: { allWallets: false } })
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(1))
    expect(rowNames().some((name) => name.includes('All wallets'))).toBe(false)
  })

  it('lists no catalogue wallets when no view can connect them (no walletconnect plugin)', async () => {
    await renderView(Connect, { ...catalogueOptions(api.url), targets: [] })
    expect(rowNames()).toEqual([expect.stringContaining('Mock Wallet')])
    expect(api.requests('wallets')).toHaveLength(0)
  })
})

describe('Connect: empty state and locale', () => {
  it('says so when there is no way to connect', async () => {
    await renderView(Connect, { chain: { connectors: [] } })
    expect(screen.getByText('No wallets available')).toBeTruthy()
  })

  it('speaks German once the locale is switched', async () => {
    const { portico } = await renderView(Connect)
    await portico.i18n.setLocale('de')
    expect(await screen.findByText('Installiert')).toBeTruthy()
  })
})

describe('Connect: a live connection is replaced only when the visitor says so (issue 25)', () => {
  const twoWallets = {
    connectors: [
      { id: 'wallet.a', name: 'Wallet A', rdns: 'wallet.a' },
      { id: 'wallet.b', name: 'Wallet B', rdns: 'wallet.b' },
    ],
  }
  const pick = (name: string) =>
    fireEvent.click(within(walletList()).getByRole('button', { name: new RegExp(name) }))

  it('asks before replacing; Cancel keeps the view and the connection, Replace goes on', async () => {
    const { portico } = await renderView(Connect, {
      chain: twoWallets,
      connected: true,
      route: { view: 'Connect' },
    })
    pick('Wallet B')
    const question = await screen.findByRole('alertdialog', { name: 'Replace Wallet A?' })
    expect(question.textContent).toContain('Wallet A is connected. Connecting Wallet B disconnects it.')
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Replace' }))
    expect(currentView(portico)).toBe('Connect')

    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(currentView(portico)).toBe('Connect')
    expect(portico.wallet.getState().activeConnectorIds.eip155).toBe('wallet.a')

    pick('Wallet B')
    fireEvent.click(await screen.findByRole('button', { name: 'Replace' }))
    expect(currentView(portico)).toBe('ConnectingExternal')
    expect(portico.router.current.data).toEqual({ connectorId: 'wallet.b' })
  })

  it('does not ask for the wallet already connected, nor with multi-wallet on (it adds)', async () => {
    const { portico } = await renderView(Connect, {
      chain: twoWallets,
      connected: true,
      route: { view: 'Connect' },
      features: { multiWallet: true },
    })
    pick('Wallet B')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(currentView(portico)).toBe('ConnectingExternal')
    portico.router.reset('Connect')
    pick('Wallet A')
    expect(currentView(portico)).toBe('ConnectingExternal')
    expect(portico.router.current.data).toEqual({ connectorId: 'wallet.a' })
  })

  it('asks in German once the locale is switched', async () => {
    const { portico } = await renderView(Connect, {
      chain: twoWallets,
      connected: true,
      route: { view: 'Connect' },
    })
    await portico.i18n.setLocale('de')
    pick('Wallet B')
    const question = await screen.findByRole('alertdialog', { name: 'Wallet A ersetzen?' })
    expect(within(question).getByRole('button', { name: 'Ersetzen' })).toBeTruthy()
  })
})

describe('Connect: the legal checkbox and the folded wallet list (flags)', () => {
  it('keeps every way to connect disabled until the terms are accepted, with the app links', async () => {
    const { portico } = await renderView(Connect, {
      features: { legalCheckbox: true },
      plugins: [connectPlugin],
      uiOptions: {
        legal: { termsUrl: 'https://example.org/terms', privacyUrl: 'https://example.org/privacy' },
      },
    })
    const consent = screen.getByRole('checkbox', {
      name: 'I agree to the Terms of Service and the Privacy Policy',
    }) as HTMLInputElement
    expect(consent.checked).toBe(false)
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://example.org/terms',
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('target')).toBe('_blank')
    const methods = screen.getByRole('group', { name: 'Ways to connect' }) as HTMLFieldSetElement
    expect(methods.disabled).toBe(true)
    // That a disabled fieldset's buttons cannot be clicked is the browser's part (e2e/connect-flags).
    const row = within(walletList()).getByRole('button', { name: /Mock Wallet/ })
    fireEvent.click(consent)
    expect(methods.disabled).toBe(false)
    fireEvent.click(row)
    expect(currentView(portico)).toBe('ConnectingExternal')
  })

  it('shows no checkbox while the flag is off, and refuses a link that is not https', async () => {
    await renderView(Connect)
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('group', { name: 'Ways to connect' })).toBeNull()
    expect(() => ui({ legal: { termsUrl: 'javascript:alert(1)' } })).toThrow(
      'ui option "legal.termsUrl" must be an https URL',
    )
    expect(() => ui({ legal: { privacyUrl: 'http://example.org/privacy' } })).toThrow(
      'ui option "legal.privacyUrl" must be an https URL',
    )
    expect(() => ui({ legal: { termsUrl: 'http://shop.localhost:5173/legal.html#terms' } })).not.toThrow()
  })

  it('folds the wallet list into one row beside e-mail and social, and unfolds it with focus on the first wallet', async () => {
    await renderView(Connect, { features: { collapseWallets: true }, plugins: [connectPlugin] })
    expect(screen.queryByRole('region', { name: 'Wallets' })).toBeNull()
    const fold = screen.getByRole('button', { name: 'Continue with a wallet' })
    expect(fold.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(fold)
    const first = within(walletList()).getAllByRole('button')[0]
    await waitFor(() => expect(document.activeElement).toBe(first))
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })

  it('does not fold when wallets are the only way to connect', async () => {
    await renderView(Connect, { features: { collapseWallets: true } })
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
    expect(within(walletList()).getByRole('button', { name: /Mock Wallet/ })).toBeTruthy()
  })
})
