// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderView } from './testing/renderView.js'
import UnsupportedChain from './UnsupportedChain.js'

/** Connected, then the wallet moves to a chain the app does not list: the kernel opens UnsupportedChain. */
const onUnknownChain = {
  connected: true,
  prepare: (portico: import('@portico/kernel').Portico) => {
    portico.wallet.reportNetwork({
      namespace: 'eip155',
      connectorId: 'mock.injected',
      caipNetworkId: 'eip155:999',
    })
  },
}

describe('UnsupportedChain', () => {
  it('lists the supported networks and closes once the wallet switched to one', async () => {
    const { portico, chain } = await renderView(UnsupportedChain, onUnknownChain)
    await waitFor(() => expect(portico.modal.getState().open).toBe(true))
    expect(portico.router.current.view).toBe('UnsupportedChain')
    const list = screen.getByRole('list', { name: 'Networks' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.querySelector('.portico-list-item-title')?.textContent),
    ).toEqual(['Ethereum', 'Base'])
    // Nothing is current: the wallet is on none of them.
    expect(
      within(list)
        .getAllByRole('button')
        .every((b) => !b.hasAttribute('aria-current')),
    ).toBe(true)
    fireEvent.click(within(list).getByRole('button', { name: /Base/ }))
    await waitFor(() => expect(portico.modal.getState().open).toBe(false))
    expect(chain!.calls.some((call) => call.capability === 'switchNetwork')).toBe(true)
    expect(portico.wallet.isNetworkSupported()).toBe(true)
  })

  it('shows why a switch failed, inline while the view stays', async () => {
    // The app allows unknown chains, so the kernel does not open (nor close) the modal around this view.
    const { chain } = await renderView(UnsupportedChain, { ...onUnknownChain, allowUnsupportedChain: true })
    chain!.behave({ rejectSwitch: true })
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Networks' })).getByRole('button', { name: /Base/ }),
    )
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent === 'The wallet rejected the switch to Base'),
      ).toBe(true),
    )
  })

  it('tells the failure as a toast when the kernel went back (here: closed the modal)', async () => {
    const { portico, chain } = await renderView(UnsupportedChain, onUnknownChain)
    await waitFor(() => expect(portico.modal.getState().open).toBe(true))
    chain!.behave({ rejectSwitch: true })
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Networks' })).getByRole('button', { name: /Base/ }),
    )
    await waitFor(() =>
      expect(portico.notifications.getState().toasts.at(-1)?.message).toBe(
        'The wallet rejected the switch to Base',
      ),
    )
    expect(portico.modal.getState().open).toBe(false)
  })

  it('disconnects the wallet', async () => {
    const { portico } = await renderView(UnsupportedChain, onUnknownChain)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(portico.wallet.isConnected()).toBe(false))
    expect(portico.modal.getState().open).toBe(false)
  })
})
