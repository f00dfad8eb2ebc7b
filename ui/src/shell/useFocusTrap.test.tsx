import { act, render, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { useFocusTrap } from './useFocusTrap.js'

function Dialog() {
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap(ref, true)
  return (
    <div ref={ref} tabIndex={-1} data-testid="dialog">
      <button type="button">Inside</button>
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
})
