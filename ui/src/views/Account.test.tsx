// @vitest-environment happy-dom
import { booleanFlag, definePlugin, listFlag, type PorticoSlots } from '@portico/kernel'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import Account from './Account.js'
import { currentView, renderView } from './testing/renderView.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function contributions(
  tabs: Array<PorticoSlots['account.tabs']> = [],
  features: Array<PorticoSlots['account.features']> = [],
) {
  return definePlugin({
    id: 'test-account',
    version: '1.0.0',
    kernel: '^1',
    // The flags the send, swap and on-ramp plugins declare for their buttons.
    flags: features.length
      ? { send: booleanFlag(true), swaps: listFlag(['1inch']), onramp: listFlag(['meld']) }
      : {},
    register(ctx) {
      for (const tab of tabs) ctx.extensions.contribute('account.tabs', tab)
      for (const feature of features) ctx.extensions.contribute('account.features', feature)
    },
  })
}

const tab = (id: string, label: string): PorticoSlots['account.tabs'] => ({
  id,
  label,
  load: async () => ({ default: () => <p>{`${label} panel`}</p> }),
})

const feature = (name: string): PorticoSlots['account.features'] => ({
  id: name,
  feature: name,
  label: name,
  view: `test/${name}`,
  icon: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
})

describe('Account', () => {
  it('offers to connect when no wallet is connected', async () => {
    const { portico } = await renderView(Account, { route: { view: 'Account' } })
    expect(screen.getByText('No wallet connected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }))
    expect(currentView(portico)).toBe('Connect')
  })

  it('shows the address, the balance truncated to 3 decimals and the explorer link', async () => {
    await renderView(Account, { connected: true, chain: { behaviour: { balance: '1.23456789' } } })
    expect(screen.getByTestId('account-name').textContent).toBe('0xf39F…2266')
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('Balance: 1.234 ETH'))
    const link = screen.getByRole('link', { name: /View on Etherscan/ })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/address/${address}`)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it("shows the native balance's worth in USD with 2 decimals (not the portfolio), when a plugin reported it", async () => {
    const { portico } = await renderView(Account, { connected: true })
    expect(screen.queryByTestId('account-fiat')).toBeNull()
    const token = { price: 1, iconUrl: '', quantity: { decimals: '18', numeric: '1' } }
    portico.wallet.updateAccount('eip155', {
      tokenBalance: [
        {
          ...token,
          symbol: 'PTT',
          name: 'Test token',
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          value: 500,
        },
      ],
    })
    // Only another token: nothing to say about the native balance.
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toContain('ETH'))
    expect(screen.queryByTestId('account-fiat')).toBeNull()
    portico.wallet.updateAccount('eip155', {
      tokenBalance: [
        { ...token, symbol: 'ETH', name: 'Ether', value: 1234.5678 },
        {
          ...token,
          symbol: 'PTT',
          name: 'Test token',
          address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          value: 500,
        },
      ],
    })
    await waitFor(() => expect(screen.getByTestId('account-fiat').textContent).toBe('$1,234.57'))
  })

  it('shows as many decimals as the chain plugin declares (Bitcoin: 8), in the active locale', async () => {
    const { portico } = await renderView(Account, {
      connected: true,
      chain: { behaviour: { balance: '50.123456789' }, displayDecimals: 8 },
    })
    await waitFor(() =>
      expect(screen.getByTestId('account-balance').textContent).toBe('Balance: 50.12345678 ETH'),
    )
    await portico.i18n.setLocale('de')
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toMatch(/50,12345678 ETH$/))
  })

  it("shows '0.000' while the balance is unknown", async () => {
    const { portico } = await renderView(Account, { connected: true })
    portico.wallet.updateAccount('eip155', { balance: undefined })
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('Balance: 0.000 ETH'))
  })

  it('shows the profile name and avatar, and the embedded login with the display rules of spec 5', async () => {
    const { portico } = await renderView(Account, { connected: true })
    portico.wallet.updateAccount('eip155', {
      profileName: 'alice.portico.eth',
      profileImage: 'https://example.test/alice.png',
      user: { address, chainId: 1, email: 'a.very.long.address@some-company.example' },
    })
    await waitFor(() => expect(screen.getByTestId('account-name').textContent).toBe('alice.portico.eth'))
    await waitFor(() =>
      expect(document.querySelector('img[src="https://example.test/alice.png"]')).not.toBeNull(),
    )
    expect(screen.getByTestId('account-login').textContent).toBe('a.very.long.address@some-comp…')
    portico.wallet.updateAccount('eip155', {
      socialProvider: 'discord',
      user: { address, chainId: 1, userName: 'alice#0' },
    })
    await waitFor(() => expect(screen.getByTestId('account-login').textContent).toBe('alice'))
  })

  it('copies the address and confirms with a toast', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    try {
      const { portico } = await renderView(Account, { connected: true })
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(address))
      await waitFor(() => expect(portico.notifications.getState().toasts.at(-1)?.message).toBe('Copied'))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('opens SwitchNetwork from the network button and ProfileWallets from the wallet entry', async () => {
    const { portico } = await renderView(Account, { connected: true })
    expect(screen.getByTestId('account-network').textContent).toContain('Ethereum')
    fireEvent.click(screen.getByTestId('account-network'))
    expect(currentView(portico)).toBe('SwitchNetwork')
    fireEvent.click(screen.getByTestId('account-wallets'))
    expect(currentView(portico)).toBe('ProfileWallets')
  })

  it('has no tab bar when no plugin contributes a tab', async () => {
    await renderView(Account, { connected: true })
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it("renders the plugins' tabs as an accessible tab list, remembering the selection", async () => {
    const { portico } = await renderView(Account, {
      connected: true,
      plugins: [contributions([tab('tokens', 'Tokens'), tab('nfts', 'NFTs'), tab('activity', 'Activity')])],
    })
    const tablist = screen.getByRole('tablist', { name: 'Account details' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(await screen.findByText('Tokens panel')).toBeTruthy()
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id)
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })
    expect(await screen.findByText('NFTs panel')).toBeTruthy()
    expect(document.activeElement).toBe(within(tablist).getAllByRole('tab')[1])
    expect(portico.wallet.getAccount('eip155').currentTab).toBe(1)
    fireEvent.keyDown(within(tablist).getAllByRole('tab')[1]!, { key: 'End' })
    expect(await screen.findByText('Activity panel')).toBeTruthy()
  })

  it("shows a tab's loading state while its module loads and its error when it fails, without Suspense", async () => {
    let settle = () => {}
    const slow: PorticoSlots['account.tabs'] = {
      id: 'slow',
      label: 'Slow',
      load: () =>
        new Promise((resolve) => {
          settle = () => resolve({ default: () => <p>Slow panel</p> })
        }),
    }
    const broken: PorticoSlots['account.tabs'] = {
      id: 'broken',
      label: 'Broken',
      load: async () => {
        throw new Error('Failed to fetch dynamically imported module')
      },
    }
    const { portico } = await renderView(Account, {
      connected: true,
      plugins: [contributions([slow, broken])],
    })
    const errors: unknown[] = []
    portico.events.on('kernel:error', ({ error }) => void errors.push(error))
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByRole('status').textContent).toBe('Loading')
    act(() => settle())
    expect(await screen.findByText('Slow panel')).toBeTruthy()
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab')
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })
    expect((await screen.findByRole('alert')).textContent).toBe('This tab could not be shown.')
    // The outlet reports the failure from an effect, which React may run a task after the alert shows.
    await vi.waitFor(() =>
      expect(errors).toEqual([
        expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }),
      ]),
    )
    // Back on the first tab, its module is there at once.
    fireEvent.keyDown(within(screen.getByRole('tablist')).getAllByRole('tab')[1]!, { key: 'ArrowLeft' })
    expect(screen.getByText('Slow panel')).toBeTruthy()
  }, 30_000)

  it('shows the feature buttons in the order onramp, swaps, receive, send, only when their flag is on', async () => {
    const plugin = contributions(
      [],
      [feature('send'), feature('receive'), feature('swaps'), feature('onramp')],
    )
    const { portico } = await renderView(Account, {
      connected: true,
      plugins: [plugin],
      features: { swaps: false } as never,
    })
    const buttons = within(screen.getByRole('list', { name: 'Wallet features' })).getAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('data-feature'))).toEqual(['onramp', 'receive', 'send'])
    expect(buttons[0]!.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    portico.flags.setLocal({ swaps: true, send: false } as never)
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Wallet features' }))
          .getAllByRole('button')
          .map((b) => b.getAttribute('data-feature')),
      ).toEqual(['onramp', 'swaps', 'receive']),
    )
  })

  it('disconnects and closes the modal', async () => {
    const { portico, chain } = await renderView(Account, { connected: true, prepare: (p) => p.modal.open() })
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(portico.wallet.isConnected()).toBe(false))
    expect(chain!.calls.some((call) => call.capability === 'disconnect')).toBe(true)
    await waitFor(() => expect(portico.modal.getState().open).toBe(false))
  })

  it('says the network is unsupported when the wallet is on an unknown one', async () => {
    const { portico } = await renderView(Account, { connected: true })
    portico.wallet.reportNetwork({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      caipNetworkId: 'eip155:999',
    })
    await waitFor(() =>
      expect(screen.getByTestId('account-network').textContent).toContain('Unsupported network'),
    )
  })
})
