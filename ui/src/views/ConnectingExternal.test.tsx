// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import ConnectingExternal from './ConnectingExternal.js'
import { currentView, renderView } from './testing/renderView.js'

const route = (connectorId = 'mock.injected') => ({ view: 'ConnectingExternal', data: { connectorId } })
const retryButton = () => screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement

describe('ConnectingExternal', () => {
  it('waits for the wallet, allowing a retry only after 1 s', async () => {
    const { chain } = await renderView(ConnectingExternal, {
      route: route(),
      chain: { behaviour: { connectDelayMs: 5000 } },
    })
    expect(screen.getByRole('status').textContent).toContain('Continue in Mock Wallet')
    expect(retryButton().disabled).toBe(true)
    await waitFor(() => expect(retryButton().disabled).toBe(false), { timeout: 1500 })
    expect(chain!.calls.filter((call) => call.capability === 'connect')).toHaveLength(1)
    fireEvent.click(retryButton())
    expect(chain!.calls.filter((call) => call.capability === 'connect')).toHaveLength(2)
    expect(retryButton().disabled).toBe(true)
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
    await waitFor(() => expect(retryButton().disabled).toBe(false), { timeout: 1500 })
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
