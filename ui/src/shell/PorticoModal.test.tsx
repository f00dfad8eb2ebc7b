import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithPortico } from '../../test/portico.js'
import { PorticoModal } from './PorticoModal.js'

describe('embedded mode (PorticoModal)', () => {
  it('renders the card inline as a labelled region, without overlay, trap or close button', async () => {
    await renderWithPortico(
      <main>
        <PorticoModal />
      </main>,
      { embedded: true },
    )
    const region = await screen.findByRole('region', { name: 'Connect Wallet' })
    expect(region.closest('main')).toBeTruthy()
    expect(document.querySelector('.portico-shell-overlay')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await screen.findByTestId('view-Connect')
  })

  it('stays on screen when closed and shows Account once connected', async () => {
    const { portico } = await renderWithPortico(<PorticoModal />, { embedded: true })
    await screen.findByTestId('view-Connect')
    act(() => portico.router.push('AllWallets'))
    await screen.findByTestId('view-AllWallets')
    act(() => portico.modal.close())
    await screen.findByTestId('view-Connect')
    await act(() => portico.wallet.connect({ connectorId: 'mock.injected' }).then(() => undefined))
    await screen.findByTestId('view-Account')
  })

  it('renders nothing for an overlay instance', async () => {
    const { container } = await renderWithPortico(<PorticoModal />)
    expect(container.innerHTML).toBe('')
  })
})
