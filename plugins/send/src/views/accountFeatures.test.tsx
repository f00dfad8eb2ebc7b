import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSend } from '../test/renderWithSend.js'

describe('send and receive in the modal', () => {
  it('opens Send and Receive from the Account view feature buttons', async () => {
    const { portico } = await renderWithSend(null)
    await act(() => portico.modal.open())
    const features = await screen.findByRole('list', { name: /features/i })
    const labels = within(features)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(labels).toEqual(['Receive', 'Send'])

    fireEvent.click(within(features).getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('form', { name: 'Send tokens' })).toBeTruthy()
    expect(portico.router.current.view).toBe('send/Send')

    act(() => portico.router.back())
    fireEvent.click(
      within(await screen.findByRole('list', { name: /features/i })).getByRole('button', { name: 'Receive' }),
    )
    expect(await screen.findByRole('region', { name: 'Receive tokens' })).toBeTruthy()
    // Two views and the send service load on a machine that may be busy.
  }, 30_000)
})
