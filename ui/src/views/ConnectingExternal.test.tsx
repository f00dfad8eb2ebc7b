// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import ConnectingExternal from './ConnectingExternal.js'
import { currentView, renderView } from './testing/renderView.js'

const route = (connectorId = 'mock.injected') => ({ view: 'ConnectingExternal', data: { connectorId } })
const retryButton = () => screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement
const noRetry = () => screen.queryByRole('button', { name: 'Try again' })
/** The retry is offered 1 s after an attempt started, never as a greyed-out button before. */
const retryOffered = () => waitFor(() => expect(retryButton().disabled).toBe(false), { timeout: 1500 })

describe('ConnectingExternal', () => {
  it('waits for the wallet, offering a retry only after 1 s', async () => {
    const { chain } = await renderView(ConnectingExternal, {
      route: route(),
      chain: { behaviour: { connectDelayMs: 5000 } },
    })
    expect(screen.getByRole('status').textContent).toContain('Continue in Mock Wallet')
    expect(screen.getByRole('status').textContent).toContain('Accept the connection request in your wallet.')
    expect(noRetry()).toBeNull()
    await retryOffered()
    const connects = () => chain!.calls.filter((call) => call.capability === 'connect')
    await waitFor(() => expect(connects()).toHaveLength(1))
    fireEvent.click(retryButton())
    await waitFor(() => expect(connects()).toHaveLength(2))
    expect(noRetry()).toBeNull()
  })

  it('says so when the wallet is asked to switch to the app network while connecting', async () => {
    await renderView(ConnectingExternal, {
      route: route(),
      chain: { behaviour: { switchWhileConnectingMs: 5000 } },
    })
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'Accept the switch to Ethereum in your wallet.',
      ),
    )
    expect(screen.getByRole('status').textContent).not.toContain('connection request')
  })

  it('closes the modal after a successful connection', async () => {
    const { portico } = await renderView(ConnectingExternal, { chain: { behaviour: { connectDelayMs: 50 } } })
    await portico.modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock.injected' } })
    await waitFor(() => expect(portico.modal.getState().open).toBe(false))
    expect(portico.wallet.isConnected()).toBe(true)
  })

  it('shows Account after connecting when the modal is embedded', async () => {
    const { portico } = await renderView(ConnectingExternal, { route: route(), embedded: true })
    await waitFor(() => expect(currentView(portico)).toBe('Account'))
  })

  it("shows 'Connection rejected' when the visitor refuses, and connects on retry", async () => {
    const { portico, chain } = await renderView(ConnectingExternal, {
      route: route(),
      chain: { behaviour: { rejectConnect: true } },
    })
    expect((await screen.findByRole('alert')).textContent).toContain('Connection rejected')
    chain!.behave({ rejectConnect: false })
    await retryOffered()
    await portico.modal.open({ view: 'ConnectingExternal', data: { connectorId: 'mock.injected' } })
    fireEvent.click(retryButton())
    await waitFor(() => expect(portico.wallet.isConnected()).toBe(true))
    await waitFor(() => expect(portico.modal.getState().open).toBe(false))
  })

  it("shows 'Failed to connect' for other failures and goes back to the list", async () => {
    const { portico } = await renderView(ConnectingExternal, {
      chain: { behaviour: { failConnect: true } },
      prepare: async (kernel) => {
        await kernel.modal.open()
        kernel.router.push('ConnectingExternal', { connectorId: 'mock.injected' })
      },
    })
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to connect')
    fireEvent.click(screen.getByRole('button', { name: 'Choose another wallet' }))
    expect(currentView(portico)).toBe('Connect')
  })

  it('names a connector that does not exist', async () => {
    await renderView(ConnectingExternal, { route: route('no.such.wallet') })
    expect((await screen.findByRole('alert')).textContent).toContain('No connector found for connection')
  })

  it('asks the wallet once even when the view mounts twice (StrictMode)', async () => {
    const { chain } = await renderView(ConnectingExternal, {
      route: route(),
      chain: { behaviour: { connectDelayMs: 200 } },
      strict: true,
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(chain!.calls.filter((call) => call.capability === 'connect')).toHaveLength(1)
  })
})
