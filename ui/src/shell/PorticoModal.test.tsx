import { act, screen } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
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

  it("an open() (the page's Connect or account button) scrolls the card into view and focuses it on the asked view", async () => {
    const scrolled = vi.fn()
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = scrolled
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original
    })
    const { portico } = await renderWithPortico(
      <>
        <button type="button">Connect Wallet</button>
        <PorticoModal />
      </>,
      { embedded: true },
    )
    const region = await screen.findByRole('region', { name: 'Connect Wallet' })
    // The card listens for open() in an effect, which React may run a task after the card shows.
    await vi.waitFor(() => expect(portico.events.listenerCount('modal:open')).toBeGreaterThan(0))
    screen.getByRole('button', { name: 'Connect Wallet' }).focus()
    expect(scrolled).not.toHaveBeenCalled()
    await act(() => portico.modal.open({ view: 'AllWallets' }))
    await screen.findByTestId('view-AllWallets')
    expect(scrolled).toHaveBeenCalledOnce()
    expect(document.activeElement).toBe(region)
  })

  it('renders nothing for an overlay instance', async () => {
    const { container } = await renderWithPortico(<PorticoModal />)
    expect(container.innerHTML).toBe('')
  })
})
