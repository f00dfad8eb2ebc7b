// @vitest-environment happy-dom
import { formatFiat, formatQuantity, type Portico } from '@portico/kernel'
import { PorticoProvider, ui } from '@portico/ui'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { type ComponentType, StrictMode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  chainBalances,
  connectedKernel,
  networkOf,
  type Services,
  startServices,
  testClock,
  unlistedNetwork,
} from '../../test/services.js'
import { balancesTokens } from '../tokens.js'
import NftsTab from './NftsTab.js'
import TokensTab from './TokensTab.js'

// The kernel uses the environment's fetch (happy-dom's, with its CORS checks against the emulator).
let services: Services
const kernels: Portico[] = []

beforeAll(async () => {
  services = await startServices()
}, 120_000)
afterAll(async () => {
  await services?.stop()
})
afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
  services.api.reset()
})

const dev = (index: number) => services.local.accounts[index]!.address
/** An address anvil never funded: no ETH, no PTT, no PNFT. */
const emptyAddress = '0x1111111111111111111111111111111111111111'

async function renderTab(
  Tab: ComponentType,
  parameters: Omit<Parameters<typeof connectedKernel>[0], 'services'>,
) {
  const kernel = await connectedKernel({ services, ...parameters })
  kernels.push(kernel)
  // The tabs' English texts come with their modules, as when the Account view shows them.
  await kernel.loadPlugins()
  await Promise.all(kernel.extensions.list('account.tabs').map((tab) => tab.load?.()))
  render(
    <PorticoProvider portico={kernel}>
      <Tab />
    </PorticoProvider>,
  )
  return kernel
}

const nftOptions = () => ({
  nftCollections: {
    [services.chainA.caipNetworkId]: [{ address: services.chainA.erc721.address }],
    [unlistedNetwork.caipNetworkId]: [{ address: services.chainA.erc721.address }],
  },
})

describe('Tokens tab', () => {
  it('shows a skeleton while loading, then the real tokens, quantities, values and total', async () => {
    services.api.faults.set('balance', { kind: 'delay', delayMs: 400, times: 1 })
    await renderTab(TokensTab, {})
    expect(screen.getByRole('status').textContent).toContain('Loading token balances')

    const list = await screen.findByRole('list', { name: 'Token balances' })
    const onChain = await chainBalances(services.chainA, dev(0))
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('data-symbol'))).toEqual(['ETH', 'PTT'])
    expect(rows[0]!.textContent).toContain('Ether')
    expect(rows[0]!.textContent).toContain(`${formatQuantity(onChain.eth)} ETH`)
    expect(rows[0]!.textContent).toContain(`$${formatFiat(3000 * Number(onChain.eth))}`)
    expect(rows[1]!.textContent).toContain('Portico Test Token')
    expect(rows[1]!.textContent).toContain(`${formatQuantity(onChain.ptt)} PTT`)
    expect(rows[1]!.textContent).toContain(`$${formatFiat(1.25 * Number(onChain.ptt))}`)
    const total = 3000 * Number(onChain.eth) + 1.25 * Number(onChain.ptt)
    expect(screen.getByTestId('balances-total').textContent).toBe(`$${formatFiat(total)}`)
    // Fiat with 2 decimals, quantities truncated to 3.
    expect(screen.getByTestId('balances-total').textContent).toMatch(/^\$[\d,]+\.\d{2}$/)
    expect(rows[1]!.textContent).toMatch(/[\d,]+\.\d{3} PTT/)
  })

  it('shows the empty state for an account without tokens', async () => {
    await renderTab(TokensTab, { address: emptyAddress })
    expect((await screen.findByText('No tokens yet')).closest('[role="status"]')).not.toBeNull()
    expect(screen.getByText(`Tokens you hold on ${services.chainA.name} show up here.`)).toBeTruthy()
  })

  it('shows the error state, keeps retry disabled for 30 s, then loads on retry', async () => {
    const clock = testClock()
    services.api.faults.set('balance', { kind: 'status', status: 503, times: 1 })
    const kernel = await renderTab(TokensTab, { options: { now: clock.now } })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Token balances are unavailable')
    const retry = screen.getByRole('button', { name: /Try again in 30 s/ })
    expect((retry as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(retry)
    expect(services.api.requests('balance')).toHaveLength(1)
    expect(kernel.notifications.getState().toasts.map((toast) => toast.message)).toContain(
      'Token Balance Unavailable',
    )

    act(() => clock.advance(30_000))
    const enabled = await screen.findByRole('button', { name: 'Try again' }, { timeout: 2500 })
    fireEvent.click(enabled)
    const list = await screen.findByRole('list', { name: 'Token balances' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(services.api.requests('balance')).toHaveLength(2)
  })

  it('says when balances are not available on the network', async () => {
    await renderTab(TokensTab, { network: unlistedNetwork })
    expect(await screen.findByText('Balances are not available on this network.')).toBeTruthy()
    expect(services.api.requests('balance')).toEqual([])
  })

  it('follows the wallet to another network', async () => {
    const kernel = await renderTab(TokensTab, {})
    await screen.findByRole('list', { name: 'Token balances' })
    const onB = await chainBalances(services.chainB, dev(0))
    act(() =>
      kernel.wallet.reportNetwork({
        namespace: 'eip155',
        connectorId: 'mock.injected',
        caipNetworkId: services.chainB.caipNetworkId,
      }),
    )
    const balancesService = await kernel.resolve(balancesTokens.service).load()
    await waitFor(() => expect(balancesService.state.getState().tokens.account).toContain('eip155:31338'))
    const list = await screen.findByRole('list', { name: 'Token balances' })
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain(`${formatQuantity(onB.eth)} ETH`)
  })

  it('speaks German', async () => {
    const kernel = await renderTab(TokensTab, { network: networkOf(services.chainB) })
    await act(() => kernel.i18n.setLocale('de'))
    expect(await screen.findByText('Gesamtguthaben')).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Token-Guthaben' })).toBeTruthy()
  })
})

describe('NFTs tab', () => {
  it('shows a skeleton, then the PNFT tokens with their on-chain SVG images', async () => {
    await renderTab(NftsTab, { options: nftOptions() })
    expect(screen.getByRole('status').textContent).toContain('Loading NFTs')
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    const cards = within(grid).getAllByRole('listitem')
    expect(cards.map((card) => card.textContent)).toEqual(['Portico Test NFT #1#1', 'Portico Test NFT #2#2'])
    // The name wraps to two lines instead of being cut to one; the full name shows on hover.
    const names = cards.map((card) => card.querySelector('.portico-nft-name') as HTMLElement)
    expect(names.map((name) => [name.title, name.hasAttribute('data-truncate')])).toEqual([
      ['Portico Test NFT #1', false],
      ['Portico Test NFT #2', false],
    ])
    const images = within(grid).getAllByRole('img') as HTMLImageElement[]
    expect(images.map((image) => image.alt)).toEqual(['Portico Test NFT #1', 'Portico Test NFT #2'])
    for (const image of images) expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('shows the empty state for an account without NFTs', async () => {
    await renderTab(NftsTab, { address: emptyAddress, options: nftOptions() })
    expect(await screen.findByText('No NFTs yet')).toBeTruthy()
  })

  it('shows the error state with a retry that waits for the gap', async () => {
    await renderTab(NftsTab, { network: unlistedNetwork, options: nftOptions() })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('NFTs are unavailable')
    expect((screen.getByRole('button', { name: /Try again in \d+ s/ }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })
})

describe('inside the Account view of the ui plugin', () => {
  it('adds the Tokens and NFTs tabs and shows the real lists in them', async () => {
    const kernel = await connectedKernel({ services, plugins: [ui()], options: nftOptions() })
    kernels.push(kernel)
    render(
      <StrictMode>
        <PorticoProvider portico={kernel} />
      </StrictMode>,
    )
    await act(() => kernel.modal.open())
    const tokensTab = await screen.findByRole('tab', { name: 'Tokens' })
    expect(tokensTab.getAttribute('aria-selected')).toBe('true')
    const list = await screen.findByRole('list', { name: 'Token balances' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('data-symbol')),
    ).toEqual(['ETH', 'PTT'])
    // StrictMode runs the tab's effect twice; the service asked the API once.
    expect(services.api.requests('balance')).toHaveLength(1)

    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    const grid = await screen.findByRole('list', { name: 'NFTs' })
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2)
  }, 20_000)
})
