import { isHiddenBrowserWallet } from '@portico/kernel'
import { createTestPortico } from '@portico/kernel/testing'
import {
  announceTestWallet,
  installTestWallets,
  TEST_WALLET_ICON,
  TEST_WALLET_TWO_ICON,
} from '@portico/testkit/test-wallet/index'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { eip155 } from '../plugin.js'
import { createFakeWindow, createScriptedProvider, discoverWallets } from '../test/fixtures.js'

// The wallets' RPC URL is never contacted here: discovery needs no chain.
const chains = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }]
const disposers: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const dispose of disposers.splice(0).reverse()) await dispose()
  vi.restoreAllMocks()
})

async function startKernel(win: ReturnType<typeof createFakeWindow>, options: { injected?: boolean } = {}) {
  const portico = createTestPortico({ plugins: [eip155({ window: win, ...options })], logLevel: 'warn' })
  await portico.start()
  await discoverWallets(portico)
  disposers.push(() => portico.dispose())
  return portico
}

describe('EIP-6963 discovery', () => {
  it('turns each of two announced wallets into its own connector, none lost or merged', async () => {
    const win = createFakeWindow()
    const wallets = installTestWallets(win, { chains })
    disposers.push(wallets.stop)
    const portico = await startKernel(win)

    const connectors = portico.wallet.getState().connectors
    expect(connectors.map((c) => c.id)).toEqual(['dev.portico.testwallet', 'dev.portico.testwallet2'])
    const [one, two] = connectors
    expect(one).toMatchObject({
      type: 'ANNOUNCED',
      name: 'Portico Test Wallet',
      imageUrl: TEST_WALLET_ICON,
      rdns: 'dev.portico.testwallet',
      chain: 'eip155',
    })
    expect(two).toMatchObject({
      type: 'ANNOUNCED',
      name: 'Portico Test Wallet Two',
      imageUrl: TEST_WALLET_TWO_ICON,
      rdns: 'dev.portico.testwallet2',
    })
    expect(one?.provider).toBe(wallets.one.provider)
    expect(two?.provider).toBe(wallets.two.provider)
  })

  it('finds wallets announced after start-up, and a repeated announcement replaces its own entry', async () => {
    const win = createFakeWindow()
    const portico = await startKernel(win)
    expect(portico.wallet.getState().connectors).toEqual([])

    const wallets = installTestWallets(win, { chains })
    disposers.push(wallets.stop)
    expect(portico.wallet.getState().connectors).toHaveLength(2)
    // Another dapp on the page asks again: both wallets re-announce, still two connectors.
    win.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(portico.wallet.getState().connectors.map((c) => c.id)).toEqual([
      'dev.portico.testwallet',
      'dev.portico.testwallet2',
    ])
  })

  it('validates the wallets announced so far when the modal is prepared, before it opens', async () => {
    const win = createFakeWindow()
    const wallets = installTestWallets(win, { chains })
    disposers.push(wallets.stop)
    const portico = createTestPortico({ plugins: [eip155({ window: win })], logLevel: 'warn' })
    disposers.push(() => portico.dispose())
    await portico.start()
    // Announcements are only kept until something needs the list.
    expect(portico.wallet.getState().connectors).toEqual([])
    portico.modal.prepare()
    await vi.waitFor(() => expect(portico.wallet.getState().connectors).toHaveLength(2))
    expect(portico.modal.getState().open).toBe(false)
  })

  it('ignores invalid announcements with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const win = createFakeWindow()
    const portico = await startKernel(win)
    const { provider } = createScriptedProvider({})
    const info = { uuid: '1', name: 'Good', icon: 'data:image/png;base64,AA==', rdns: 'com.good' }
    const announce = (detail: unknown) =>
      win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    announce({ info: { ...info, icon: 'https://example.com/icon.png' }, provider })
    announce({ info: { ...info, rdns: 'not reverse dns' }, provider })
    announce({ info: { ...info, name: '' }, provider })
    announce({ info, provider: {} })
    announce(undefined)
    announce({ info, provider })

    expect(portico.wallet.getState().connectors.map((c) => c.id)).toEqual(['com.good'])
    const warnings = portico.log.entries().filter((e) => e.message.includes('invalid EIP-6963'))
    expect(warnings).toHaveLength(5)
    expect(warn).toHaveBeenCalled()
  })

  it('stops listening when the kernel is disposed', async () => {
    const win = createFakeWindow()
    const portico = await startKernel(win)
    await portico.dispose()
    const { provider } = createScriptedProvider({})
    announceTestWallet(win, { provider, info: { name: 'Late', icon: TEST_WALLET_ICON, rdns: 'dev.late' } })
    expect(portico.wallet.getState().connectors).toEqual([])
  })
})

describe('legacy injected provider', () => {
  it("offers window.ethereum as the hidden 'Browser Wallet' beside announced wallets", async () => {
    const { provider } = createScriptedProvider({})
    const win = createFakeWindow(provider)
    const wallets = installTestWallets(win, { chains })
    disposers.push(wallets.stop)
    const portico = await startKernel(win)

    const injected = portico.wallet.getState().connectors.find((c) => c.id === 'injected')
    expect(injected).toEqual({
      id: 'injected',
      type: 'INJECTED',
      name: 'Browser Wallet',
      chain: 'eip155',
      provider,
    })
    expect(injected?.rdns).toBeUndefined()
    expect(injected?.explorerId).toBeUndefined()
    expect(injected && isHiddenBrowserWallet(injected)).toBe(true)
    expect(portico.wallet.getState().connectors).toHaveLength(3)
  })

  it('picks up a provider injected late (ethereum#initialized), unless disabled', async () => {
    const win = createFakeWindow()
    const portico = await startKernel(win)
    const { provider } = createScriptedProvider({})
    win.ethereum = provider
    win.dispatchEvent(new Event('ethereum#initialized'))
    expect(portico.wallet.getState().connectors.map((c) => c.id)).toEqual(['injected'])

    const other = createFakeWindow(provider)
    const withoutInjected = await startKernel(other, { injected: false })
    expect(withoutInjected.wallet.getState().connectors).toEqual([])
  })

  it('does nothing without a window (server rendering)', async () => {
    expect(typeof window).toBe('undefined')
    const portico = createTestPortico({ plugins: [eip155()] })
    await portico.start()
    expect(portico.wallet.getState().connectors).toEqual([])
    await portico.dispose()
  })
})
