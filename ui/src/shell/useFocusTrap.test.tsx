import { act, fireEvent, render, waitFor } from '@testing-library/react'
import * as React from 'react'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { loadFocusTrap } from './lazyShell.js'
import { useFocusTrap } from './useFocusTrap.js'

function Dialog() {
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap(ref, true)
  return (
    <div ref={ref} tabIndex={-1} data-testid="dialog">
      <button type="button">Inside</button>
      <button type="button" tabIndex={-1}>
        Roving
      </button>
      <button type="button" disabled>
        Disabled
      </button>
      <a href="#end">Last</a>
    </div>
  )
}

function Page({ open }: { open: boolean }) {
  return (
    <>
      <button type="button">Opener</button>
      {open && <Dialog />}
    </>
  )
}

const nextPaint = () =>
  act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))

describe('useFocusTrap', () => {
  // React's <Activity> (19.2+): the shell renders the dialog ahead, hidden, once an intent has
  // prepared the first open, and keeps it hidden after closing.
  const Activity = (
    React as { Activity?: React.ComponentType<{ mode: 'visible' | 'hidden'; children: React.ReactNode }> }
  ).Activity
  it.runIf(Activity)(
    'returns focus to the element focused when the dialog showed, not when it first rendered hidden',
    () => {
      const Hidden = Activity as NonNullable<typeof Activity>
      const Ahead = ({ mode }: { mode: 'hidden' | 'visible' | 'closed' }) => (
        <>
          <button type="button">Network</button>
          <button type="button">Opener</button>
          {mode !== 'closed' && (
            <Hidden mode={mode}>
              <Dialog />
            </Hidden>
          )}
        </>
      )
      const view = render(<Ahead mode="closed" />)
      // Rendered ahead while focus is on another button (Tab passes it on its way to the opener).
      view.getByRole('button', { name: 'Network' }).focus()
      view.rerender(<Ahead mode="hidden" />)
      const opener = view.getByRole('button', { name: 'Opener' })
      opener.focus()
      view.rerender(<Ahead mode="visible" />)
      view.getByTestId('dialog').focus()
      view.rerender(<Ahead mode="closed" />)
      expect(document.activeElement).toBe(opener)
    },
  )

  it('returns focus to the opener when the dialog closes before the trap has activated', () => {
    const view = render(<Page open={false} />)
    const opener = view.getByRole('button', { name: 'Opener' })
    opener.focus()
    view.rerender(<Page open />)
    // The dialog's own effect moves focus in at mount; the trap waits for the first paint.
    view.getByTestId('dialog').focus()
    view.rerender(<Page open={false} />)
    expect(document.activeElement).toBe(opener)
  })

  it('activates after the first paint (focus moves in) and gives focus back on close', async () => {
    const view = render(<Page open={false} />)
    const opener = view.getByRole('button', { name: 'Opener' })
    opener.focus()
    view.rerender(<Page open />)
    await nextPaint()
    await waitFor(() => expect(document.activeElement).toBe(view.getByTestId('dialog')))
    view.rerender(<Page open={false} />)
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('keeps Tab and Shift+Tab inside the dialog before the trap has activated', () => {
    const view = render(<Page open={false} />)
    const opener = view.getByRole('button', { name: 'Opener' })
    opener.focus()
    view.rerender(<Page open />)
    const dialog = view.getByTestId('dialog')
    const inside = view.getByRole('button', { name: 'Inside' })
    const last = view.getByRole('link', { name: 'Last' })
    dialog.focus()
    // From the dialog itself, Tab goes to the first control and Shift+Tab to the last one; from
    // the last, Tab wraps to the first (controls out of the tab order are skipped).
    expect(fireEvent.keyDown(dialog, { key: 'Tab' })).toBe(false)
    expect(document.activeElement).toBe(inside)
    fireEvent.keyDown(inside, { key: 'Tab' })
    expect(document.activeElement).toBe(last)
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(inside)
    fireEvent.keyDown(inside, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
    // Focus on the page outside (moved there from code) is brought back in, too.
    opener.focus()
    fireEvent.keyDown(opener, { key: 'Tab' })
    expect(document.activeElement).toBe(inside)
    view.rerender(<Page open={false} />)
    expect(fireEvent.keyDown(opener, { key: 'Tab' })).toBe(true)
  })

  it('hands Tab over to the trap once it is active, which keeps a control focused before it', async () => {
    const view = render(<Page open={false} />)
    view.getByRole('button', { name: 'Opener' }).focus()
    view.rerender(<Page open />)
    const inside = view.getByRole('button', { name: 'Inside' })
    inside.focus()
    // The trap loads apart from the dialog and activates after the paint; then it leaves focus
    // on the control.
    await nextPaint()
    await act(async () => {
      await loadFocusTrap()
      await Promise.resolve()
    })
    expect(document.activeElement).toBe(inside)
    view.unmount()
  })
})
