import { PorticoProvider, ui } from '@portico/ui'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode, Suspense } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeIntersectionObserver } from '../test/fakeIntersectionObserver.js'
import {
  type LocalServices,
  sendMany,
  sendNativeAndToken,
  startLocalServices,
} from '../test/localServices.js'
import ActivityTab from './ActivityTab.js'

// View tests with real data: anvil chains and the API emulator, rendered in happy-dom.
let services: LocalServices
let observer: ReturnType<typeof createFakeIntersectionObserver>

beforeAll(async () => {
  // happy-dom's fetch prints the refused connections of anvil's readiness probe while it starts: noise.
  services = await startLocalServices()
  // Account 1 receives the two transfers of the spec; account 3 gets more than a page of history.
  await sendNativeAndToken(services, 0, 1)
  await sendMany(services, 2, 3, 55)
}, 120_000)
afterAll(async () => {
  await services?.stop()
})
beforeEach(() => {
  observer = createFakeIntersectionObserver()
  vi.stubGlobal('IntersectionObserver', observer.IntersectionObserver)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await services.clearFaults()
})

async function renderTab(accountIndex: number, parameters?: { timeoutMs?: number }) {
  const kit = await services.connectedKernel({ accountIndex, parameters })
  await act(async () => {
    render(
      <PorticoProvider portico={kit.portico}>
        <Suspense fallback={<p>suspended</p>}>
          <ActivityTab />
        </Suspense>
      </PorticoProvider>,
    )
  })
  return kit
}

const rows = () => screen.queryAllByTestId('activity-row')
const monthName = (locale: string) => new Date().toLocaleString(locale, { month: 'long' })

describe('ActivityTab', { timeout: 30_000 }, () => {
  it('shows loading, then the transfers under this month with signs, times and status', async () => {
    await services.injectFault({ kind: 'delay', delayMs: 400 })
    await renderTab(1)
    expect((await screen.findByRole('status')).textContent).toContain('Loading transactions')

    const heading = await screen.findByRole('heading', { name: monthName('en') }, { timeout: 5_000 })
    const month = within(heading.closest('section') as HTMLElement)
    expect(month.getByText('+0.100 ETH')).toBeTruthy()
    expect(month.getByText('+5.000 PTT')).toBeTruthy()
    const received = month.getByText('+0.100 ETH').closest('li') as HTMLElement
    expect(within(received).getByText('Receive')).toBeTruthy()
    expect(within(received).getByText('Confirmed')).toBeTruthy()
    expect(within(received).getByText(/^\d+ (sec|min) ago$/)).toBeTruthy()
    expect(received.querySelector('img')?.getAttribute('src')).toBe(
      `${services.api.url}/public/getTokenImage/ETH`,
    )
    expect(screen.queryByRole('status')).toBeNull()
    // Everything fits one page: no "Load more".
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('shows the empty state for an account without history', async () => {
    await renderTab(5)
    expect(await screen.findByText('No activity yet', {}, { timeout: 5_000 })).toBeTruthy()
    expect(screen.getByText('Your next transactions will appear here')).toBeTruthy()
    expect(rows()).toHaveLength(0)
  })

  it('shows the error state with the spec text, and "Try again" loads the list', async () => {
    await services.injectFault({ kind: 'status', status: 500 })
    await renderTab(1)
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.textContent).toContain('Failed to fetch transactions')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('+0.100 ETH', {}, { timeout: 5_000 })).toBeTruthy()
    expect(screen.queryByTestId('activity-error')).toBeNull()
  })

  it('appends the next page when the end of the list scrolls into view', async () => {
    await renderTab(3)
    await waitFor(() => expect(rows()).toHaveLength(50), { timeout: 5_000 })
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy()
    expect(observer.watched()).toBe(1)
    await act(async () => observer.scrollIntoView())
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(56), { timeout: 5_000 })
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(observer.watched()).toBe(0)
  })

  it('appends the next page with the "Load more" button (keyboard users)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    await renderTab(3)
    const button = await screen.findByRole('button', { name: 'Load more' }, { timeout: 5_000 })
    fireEvent.click(button)
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(56), { timeout: 5_000 })
  })

  it('keeps the loaded page and shows the error when the next page fails', async () => {
    await renderTab(3)
    await waitFor(() => expect(rows()).toHaveLength(50), { timeout: 5_000 })
    await services.injectFault({ kind: 'malformed' })
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toContain(
      'Failed to fetch transactions',
    )
    expect(rows()).toHaveLength(50)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('speaks German: month titles and relative times', async () => {
    const { portico } = await renderTab(1)
    await act(() => portico.i18n.setLocale('de'))
    expect(await screen.findByRole('heading', { name: monthName('de') }, { timeout: 5_000 })).toBeTruthy()
    expect(screen.getAllByText(/^vor \d+ (Sek|Min)\.$/).length).toBeGreaterThan(0)
    expect(screen.getAllByText('Empfangen').length).toBeGreaterThan(0)
  })

  it('starts over for another account', async () => {
    const { portico } = await renderTab(1)
    expect(await screen.findByText('+0.100 ETH', {}, { timeout: 5_000 })).toBeTruthy()
    act(() =>
      portico.wallet.reportAccounts({
        namespace: 'eip155',
        connectorId: 'mock.injected',
        accounts: [{ address: services.chains.accounts[5]!.address }],
      }),
    )
    expect(await screen.findByText('No activity yet', {}, { timeout: 5_000 })).toBeTruthy()
    expect(screen.queryByText('+0.100 ETH')).toBeNull()
  })
})

describe('inside the Account view of the ui plugin', { timeout: 30_000 }, () => {
  it('shows an Activity tab that lists the history, asking the API once under StrictMode', async () => {
    const { portico } = await services.connectedKernel({ accountIndex: 1, plugins: [ui()] })
    const before = services.api.requests('history').length
    await act(async () => {
      render(
        <StrictMode>
          <PorticoProvider portico={portico} />
        </StrictMode>,
      )
    })
    await act(() => portico.modal.open())
    fireEvent.click(await screen.findByRole('tab', { name: 'Activity' }, { timeout: 5_000 }))
    expect(await screen.findByText('+0.100 ETH', {}, { timeout: 5_000 })).toBeTruthy()
    expect(screen.getByRole('heading', { name: monthName('en') })).toBeTruthy()
    expect(services.api.requests('history')).toHaveLength(before + 1)
  })
})
