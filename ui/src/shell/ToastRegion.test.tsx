import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithPortico } from '../../test/portico.js'

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('shows a toast with its icon in a polite live region, then closes it after 4 s', async () => {
    const { portico } = await renderWithPortico(null)
    act(() => portico.notifications.success('Address copied'))
    const region = await screen.findByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    const toast = await within(region).findByText('Address copied')
    const item = toast.closest('.portico-toast') as HTMLElement
    expect(item.dataset.variant).toBe('success')
    expect(item.querySelector('.portico-toast-icon svg')).toBeTruthy()
    expect(region.closest('[data-portico]')?.getAttribute('aria-label')).toBe('Notifications')
    await act(() => vi.advanceTimersByTimeAsync(4000))
    expect(item.dataset.open).toBe('false')
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(within(region).queryByText('Address copied')).toBeNull()
  })

  it("sits at the bottom, off the host page's header, and at the top over the open modal", async () => {
    const { portico } = await renderWithPortico(null)
    act(() => portico.notifications.success('Address copied'))
    const region = (await screen.findByRole('status')).closest('.portico-toasts') as HTMLElement
    expect(region.dataset.placement).toBe('bottom')
    await act(() => portico.modal.open())
    expect(region.dataset.placement).toBe('top')
    act(() => portico.modal.close())
    expect(region.dataset.placement).toBe('bottom')
  })

  it('replaces an open toast: the new one shows after 150 ms', async () => {
    const { portico } = await renderWithPortico(null)
    act(() => portico.notifications.error('Connection rejected'))
    const region = await screen.findByRole('status')
    await within(region).findByText('Connection rejected')
    act(() => portico.notifications.loading('Switching network'))
    expect(within(region).queryByText('Switching network')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(150))
    const loading = within(region).getByText('Switching network').closest('.portico-toast') as HTMLElement
    expect(loading.dataset.variant).toBe('loading')
  })

  it('keeps at most 3 and lets the visitor dismiss one', async () => {
    const { portico } = await renderWithPortico(null)
    for (const message of ['one', 'two', 'three', 'four']) {
      act(() => portico.notifications.show(message, 'success', { autoClose: false }))
      await act(() => vi.advanceTimersByTimeAsync(150))
    }
    const region = await screen.findByRole('status')
    expect(region.querySelectorAll('.portico-toast').length).toBeLessThanOrEqual(3)
    const open = [...region.querySelectorAll<HTMLElement>('.portico-toast[data-open="true"]')]
    expect(open.map((t) => t.textContent)).toEqual(['four'])
    await act(async () =>
      within(open[0] as HTMLElement)
        .getByRole('button', { name: 'Dismiss notification' })
        .click(),
    )
    expect(portico.notifications.getState().toasts.every((t) => !t.open)).toBe(true)
  })

  it("renders a plugin's SVG icon as an inert image", async () => {
    const { portico } = await renderWithPortico(null)
    act(() =>
      portico.notifications.success('Sent', {
        svg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      }),
    )
    const region = await screen.findByRole('status')
    const toast = (await within(region).findByText('Sent')).closest('.portico-toast') as HTMLElement
    expect(toast.querySelector('script')).toBeNull()
    expect(toast.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  })
})
