import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithSend, SENDER } from '../test/renderWithSend.js'
import ReceiveView from './ReceiveView.js'

describe('the Receive view', () => {
  it('shows the address as text and as a labelled QR code, with the networks of its namespace', async () => {
    await renderWithSend(<ReceiveView />)
    expect((await screen.findByTestId('receive-address')).textContent).toBe(SENDER)
    expect(screen.getByRole('img', { name: `QR code of your address ${SENDER}` })).toBeTruthy()
    const networks = screen.getByText(/Send only tokens of these networks/).nextElementSibling
    expect(networks?.textContent).toContain('Ethereum')
    expect(networks?.textContent).toContain('Base')
  })

  it('copies the address from a keyboard-reachable button', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { portico } = await renderWithSend(<ReceiveView />)
    const copy = await screen.findByRole('button', { name: 'Copy address' })
    copy.focus()
    expect(document.activeElement).toBe(copy)
    fireEvent.click(copy)
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SENDER))
    await waitFor(() => expect(portico.notifications.getState().toasts.at(-1)?.variant).toBe('success'))
  })

  it('asks to connect when no account is connected', async () => {
    const { portico } = await renderWithSend(<ReceiveView />)
    await act(() => portico.wallet.disconnect())
    expect(await screen.findByText('Connect a wallet to see your address.')).toBeTruthy()
  })
})
