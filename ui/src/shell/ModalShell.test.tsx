import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createPorticoForTest, renderWithPortico, StubView } from '../../test/portico.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { useModalTitle } from '../hooks/useModalTitle.js'

type Portico = Awaited<ReturnType<typeof renderWithPortico>>['portico']

const open = (portico: Portico, view?: string) => act(() => portico.modal.open(view ? { view } : undefined))

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function Titled() {
  useModalTitle('Mock Wallet')
  return <p>titled</p>
}

describe('modal shell', () => {
  it('is a labelled modal dialog, 360 px card, with the view title from the catalogue', async () => {
    const { portico } = await renderWithPortico(null)
    await open(portico)
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.tagName).toBe('H2')
    await screen.findByTestId('view-Connect')
    // The card sits in a portal on <body>, under the instance's scope attribute.
    expect(dialog.closest('.portico-shell-overlay')?.parentElement).toBe(document.body)
    expect(document.querySelector('style[data-href="portico-shell"]')?.textContent).toContain(
      '--portico-modal-width',
    )
  })

  it('shows a loading state while the view module loads (Suspense)', async () => {
    const load = deferred<{ default: unknown }>()
    const { portico } = await renderWithPortico(null, {
      extra: [{ id: 'test/Slow', title: 'ui.header.back', load: () => load.promise }],
    })
    await open(portico, 'test/Slow')
    const status = await screen.findByRole('status')
    expect(status.textContent).toBe('Loading…')
    await act(async () => load.resolve({ default: StubView }))
    await screen.findByTestId('view-test/Slow')
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('shows an error state for a view that fails to load, and retries', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let attempts = 0
    const { portico } = await renderWithPortico(null, {
      extra: [
        {
          id: 'test/Broken',
          load: async () => {
            attempts++
            if (attempts === 1) throw new Error('chunk failed')
            return { default: StubView }
          },
        },
      ],
    })
    await open(portico, 'test/Broken')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This view could not be shown.')
    // Without a registered title the header falls back to the view id.
    expect(screen.getByRole('dialog', { name: 'test/Broken' })).toBeTruthy()
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click())
    await screen.findByTestId('view-test/Broken')
    expect(attempts).toBe(2)
    error.mockRestore()
  })

  it('loads each view module once per instance', async () => {
    const load = vi.fn(async () => ({ default: StubView }))
    const { portico } = await renderWithPortico(null, { extra: [{ id: 'test/Counted', load }] })
    await open(portico, 'test/Counted')
    await screen.findByTestId('view-test/Counted')
    act(() => portico.modal.close())
    await open(portico, 'test/Counted')
    await screen.findByTestId('view-test/Counted')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('back follows the router and is absent on the first view; back from the first view closes', async () => {
    const { portico } = await renderWithPortico(null)
    await open(portico)
    await screen.findByTestId('view-Connect')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    await act(async () => screen.getByRole('button', { name: 'Next from Connect' }).click())
    await screen.findByTestId('view-AllWallets')
    expect(screen.getByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
    await act(async () => screen.getByRole('button', { name: 'Back' }).click())
    await screen.findByTestId('view-Connect')
    expect(portico.router.getState().transition).toBe('back')
    act(() => portico.router.back())
    expect(portico.modal.getState().open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes with the close button, Escape and a backdrop click', async () => {
    const { portico } = await renderWithPortico(null)
    await open(portico)
    await act(async () => screen.getByRole('button', { name: 'Close' }).click())
    expect(portico.modal.getState().open).toBe(false)

    await open(portico)
    await screen.findByRole('dialog')
    act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }))
    expect(portico.modal.getState().open).toBe(false)

    await open(portico)
    const overlay = (await screen.findByRole('dialog')).parentElement as HTMLElement
    act(() => {
      fireEvent.mouseDown(overlay)
      fireEvent.click(overlay)
    })
    expect(portico.modal.getState().open).toBe(false)
  })

  it('a click that starts inside the card does not close', async () => {
    const { portico } = await renderWithPortico(null)
    await open(portico)
    const dialog = await screen.findByRole('dialog')
    act(() => {
      fireEvent.mouseDown(dialog)
      fireEvent.click(dialog.parentElement as HTMLElement)
    })
    expect(portico.modal.getState().open).toBe(true)
  })

  it('with closing disabled: no close button, Escape and backdrop shake instead', async () => {
    const { portico } = await renderWithPortico(null, {
      extra: [{ id: 'test/Locked', load: async () => ({ default: StubView }), closable: () => false }],
    })
    await open(portico, 'test/Locked')
    const dialog = await screen.findByRole('dialog')
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    act(() => void fireEvent.keyDown(document.body, { key: 'Escape' }))
    expect(portico.modal.getState()).toMatchObject({ open: true, shake: true })
    expect(dialog.hasAttribute('data-shake')).toBe(true)
    await waitFor(() => expect(dialog.hasAttribute('data-shake')).toBe(false), { timeout: 1000 })
  })

  it('moves focus into the dialog and restores it to the opener on close', async () => {
    const { portico } = await renderWithPortico(<ConnectButton />)
    const opener = screen.getByRole('button', { name: 'Connect Wallet' })
    opener.focus()
    await act(async () => opener.click())
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    act(() => void fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' }))
    expect(portico.modal.getState().open).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('opened from code, leaves focus where the page puts it after closing', async () => {
    const { portico } = await renderWithPortico(<input aria-label="Search the page" />)
    await open(portico)
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    act(() => portico.modal.close())
    const search = screen.getByRole('textbox', { name: 'Search the page' })
    search.focus()
    // focus-trap returns focus a task after deactivating; with no opener it must not take it.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(document.activeElement).toBe(search)
  })

  it('lets a view set its own title', async () => {
    const { portico } = await renderWithPortico(null, {
      extra: [{ id: 'test/Titled', title: 'ui.connect.title', load: async () => ({ default: Titled }) }],
    })
    await open(portico, 'test/Titled')
    await screen.findByText('titled')
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Mock Wallet' })).toBeTruthy())
  })

  it('follows a runtime switch to German', async () => {
    const { portico } = await renderWithPortico(null)
    await open(portico)
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await act(() => portico.i18n.setLocale('de'))
    expect(screen.getByRole('dialog', { name: 'Wallet verbinden' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy()
    expect(screen.getByText('Bereitgestellt von Portico')).toBeTruthy()
    expect(screen.getByRole('dialog').closest('[data-portico]')?.getAttribute('lang')).toBe('de')
  })

  it('hides the footer branding when the flag is off', async () => {
    const { portico } = await renderWithPortico(null, { features: { reownBranding: false } })
    await open(portico)
    await screen.findByRole('dialog')
    expect(screen.queryByText('Powered by Portico')).toBeNull()
  })

  describe("the shell's English texts (they come with the modal's code)", () => {
    it('are in the catalogue when the dialog first renders, not a render later', async () => {
      // Only the entry buttons' texts are registered with the plugin (has() on another instance:
      // asking for a key counts as having shown it).
      const { portico: other } = createPorticoForTest()
      expect(other.i18n.has('ui.button.connect')).toBe(true)
      expect(other.i18n.has('ui.header.close')).toBe(false)
      expect(other.i18n.has('primitives.copy.label')).toBe(false)
      const { portico } = await renderWithPortico(null)
      const version = portico.i18n.getState().version
      await open(portico)
      const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
      expect(screen.getByText('Powered by Portico')).toBeTruthy()
      // No text the dialog asked for had to be filled in afterwards (that would bump the version).
      expect(portico.i18n.getState().version).toBe(version)
      expect(portico.i18n.t('primitives.copy.label')).toBe('Copy')
    })

    it('do not replace texts the app gave for the same keys before they arrived', async () => {
      const { portico } = await renderWithPortico(null)
      portico.i18n.add('en', {
        'ui.header.close': 'Shut',
        'ui.connect.title': 'Pick a wallet',
        'views.connect.walletsLabel': 'Your wallets',
      })
      await open(portico)
      const dialog = await screen.findByRole('dialog', { name: 'Pick a wallet' })
      expect(within(dialog).getByRole('button', { name: 'Shut' })).toBeTruthy()
      // The views' texts came with the first view, also without replacing the app's.
      await screen.findByTestId('view-Connect')
      expect(portico.i18n.t('views.connect.walletsLabel')).toBe('Your wallets')
      expect(portico.i18n.t('views.connect.allWallets')).toBe('All wallets')
      // The rest of the shell's texts did arrive.
      expect(screen.getByText('Powered by Portico')).toBeTruthy()
      // Texts the app gives later still replace them.
      act(() => portico.i18n.add('en', { 'ui.footer.branding': 'By Portico' }))
      expect(screen.getByText('By Portico')).toBeTruthy()
    })

    it('leave German chosen before the first open in place, and are there when switching back', async () => {
      const { portico } = await renderWithPortico(null)
      await act(() => portico.i18n.setLocale('de'))
      await open(portico)
      const dialog = await screen.findByRole('dialog', { name: 'Wallet verbinden' })
      expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy()
      await act(() => portico.i18n.setLocale('en'))
      expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
    })
  })
})
