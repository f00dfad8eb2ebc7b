import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithPortico } from '../../test/portico.js'
import { ConnectButton } from './ConnectButton.js'

describe('ConnectButton', () => {
  it('opens the modal on Connect', async () => {
    const { portico } = await renderWithPortico(<ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await act(async () => button.click())
    expect(portico.modal.getState().open).toBe(true)
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await screen.findByTestId('view-Connect')
  })

  it('becomes the account button once connected', async () => {
    const { portico } = await renderWithPortico(<ConnectButton />)
    await act(() => portico.wallet.connect({ connectorId: 'mock.injected' }).then(() => undefined))
    await waitFor(() => expect(screen.getByRole('button').textContent).toContain('0xf39F…2266'))
    expect(screen.getByRole('button').textContent).toContain('1.234 ETH')
  })
})
