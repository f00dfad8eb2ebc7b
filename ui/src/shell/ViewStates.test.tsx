import { loadOnce } from '@portico/kernel'
import { act, fireEvent, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithPortico } from '../../test/portico.js'
import { useLoadOnce } from '../hooks/useLoadOnce.js'
import { WhenLoaded } from './ViewStates.js'

/** A service whose first load waits for `settle` and fails (a chunk the network dropped); the next succeeds. */
function flakyService() {
  let settle = () => {}
  const gate = new Promise<void>((resolve) => {
    settle = resolve
  })
  let attempts = 0
  const handle = loadOnce(async () => {
    attempts += 1
    if (attempts === 1) {
      await gate
      throw new Error('Failed to fetch dynamically imported module')
    }
    return { greeting: 'Hello from the service' }
  })
  return { handle, settle, attempts: () => attempts }
}

describe('WhenLoaded', () => {
  it("shows the shell's loading state, then its error state with a retry, then the view; no Suspense", async () => {
    const { handle, settle, attempts } = flakyService()
    const { portico } = await renderWithPortico(
      <StrictMode>
        <WhenLoaded handle={handle}>{(service) => <p>{service.greeting}</p>}</WhenLoaded>
      </StrictMode>,
      // Plugin views render it inside the modal, whose code brings the shell's texts.
      { shellTexts: true },
    )
    const errors = vi.spyOn(portico.log, 'error').mockImplementation(() => undefined)
    // Labelled and announced politely, the same markup as while a view's code loads.
    const loading = screen.getByRole('status')
    expect(loading.className).toBe('portico-shell-loading')
    expect(loading.textContent).toBe('Loading…')
    await act(async () => settle())
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert.textContent).toContain('This view could not be shown.')
    // Logged from an effect, which React may run a task after the alert shows.
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith('A view could not load the service it shows', expect.any(Error)),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Hello from the service', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(attempts()).toBe(2)
  }, 30_000)

  it('renders the view at once when the service loaded before (no loading state)', async () => {
    const handle = loadOnce(async () => ({ greeting: 'Already here' }))
    await handle.load()
    let loadingSeen = false
    function Probe() {
      const { value } = useLoadOnce(handle)
      loadingSeen ||= value === undefined
      return <p>{value?.greeting}</p>
    }
    await renderWithPortico(<Probe />)
    expect(screen.getByText('Already here')).toBeTruthy()
    expect(loadingSeen).toBe(false)
  })
})
