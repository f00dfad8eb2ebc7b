import { definePlugin } from '@portico/kernel'
import { act, fireEvent, screen } from '@testing-library/react'
import { useEffect, useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithPortico } from '../../test/portico.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { FIRST_VIEW_WAIT_MS } from './useFirstOpenReady.js'

/** A promise and the function that resolves it. */
function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** A plugin whose `modal.prepare` item runs `run`. */
const preparingPlugin = (run: () => Promise<void> | void) =>
  definePlugin({
    id: 'test-preparation',
    version: '1.0.0',
    kernel: '^1',
    register: (ctx) => ctx.extensions.contribute('modal.prepare', { id: 'prepare', run }),
  })

/** A `modal.prepare` item that finishes when the test says so. */
function preparation() {
  const { promise, resolve } = deferred()
  return { plugin: preparingPlugin(() => promise), finish: resolve }
}

/** Records what the first view saw on its first render, and whether a loading state ever showed. */
function recorder() {
  const seen: { prepared: boolean[]; loadingShown: boolean } = { prepared: [], loadingShown: false }
  const state = { prepared: false }
  function FirstView() {
    const first = useRef(true)
    if (first.current) {
      first.current = false
      seen.prepared.push(state.prepared)
      seen.loadingShown ||= document.querySelector('[role="status"]') !== null
    }
    return <p>first view</p>
  }
  return { seen, state, load: async () => ({ default: FirstView }) }
}

describe('first open', () => {
  it('shows the first view once the plugins have prepared it, in one pass without a loading state', async () => {
    const { plugin, finish } = preparation()
    const view = recorder()
    const { portico } = await renderWithPortico(null, { plugins: [plugin], views: { Connect: view.load } })
    await act(() => portico.modal.open())
    await act(() => new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS / 3)))
    expect(screen.queryByRole('dialog')).toBeNull()
    view.state.prepared = true
    await act(async () => finish())
    await screen.findByText('first view')
    expect(view.seen).toEqual({ prepared: [true], loadingShown: false })
  })

  it(`shows anyway after ${FIRST_VIEW_WAIT_MS} ms when a plugin's preparation hangs`, async () => {
    const { plugin } = preparation()
    const view = recorder()
    const { portico } = await renderWithPortico(null, { plugins: [plugin], views: { Connect: view.load } })
    const openedAt = performance.now()
    await act(() => portico.modal.open())
    await screen.findByText('first view')
    expect(performance.now() - openedAt).toBeGreaterThanOrEqual(FIRST_VIEW_WAIT_MS - 5)
    expect(view.seen.prepared).toEqual([false])
  })

  it('renders ahead on intent only once both the preparation and the code are done', async () => {
    const order: string[] = []
    const viewCode = deferred()
    const plugin = preparingPlugin(() => void order.push('prepare'))
    const FirstView = () => <p>first view</p>
    const load = async () => {
      order.push('view')
      await viewCode.promise
      return { default: FirstView }
    }
    await renderWithPortico(<ConnectButton />, { plugins: [plugin], views: { Connect: load } })
    const button = await screen.findByRole('button', { name: 'Connect Wallet' })
    await act(async () => {
      fireEvent.pointerEnter(button)
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect([...order].sort()).toEqual(['prepare', 'view'])
    // Prepared, but the view's code is not in yet: nothing renders ahead.
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    await act(async () => viewCode.resolve())
    await vi.waitFor(() =>
      expect(document.querySelector('[role="dialog"]')?.textContent).toContain('first view'),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => {
      fireEvent.click(button)
    })
    expect(screen.getByRole('dialog').textContent).toContain('first view')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  })

  it('renders the dialog in the opening itself when intent already loaded and prepared everything', async () => {
    const { plugin, finish } = preparation()
    const view = recorder()
    await renderWithPortico(<ConnectButton />, { plugins: [plugin], views: { Connect: view.load } })
    const button = await screen.findByRole('button', { name: 'Connect Wallet' })
    view.state.prepared = true
    fireEvent.pointerEnter(button)
    await act(async () => finish())
    // Wait until the shell's code is in (its module loads on intent).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    // A synchronous act: no task or microtask after the click runs before the check.
    act(() => {
      fireEvent.click(button)
    })
    expect(screen.getByText('first view')).toBeTruthy()
    expect(view.seen).toEqual({ prepared: [true], loadingShown: false })
    // The dialog's own later work (focus trap after the paint, height) runs inside act.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  })

  it('renders the dialog hidden once intent has loaded and prepared it; the click reveals it and only then runs its effects', async () => {
    const effects: string[] = []
    let renders = 0
    function FirstView() {
      renders++
      useEffect(() => {
        effects.push('mounted')
      }, [])
      return <p>first view</p>
    }
    await renderWithPortico(<ConnectButton />, { views: { Connect: async () => ({ default: FirstView }) } })
    const button = await screen.findByRole('button', { name: 'Connect Wallet' })
    // The intent loads the shell and the view and prepares; then the dialog renders, hidden.
    await act(async () => {
      fireEvent.pointerEnter(button)
      await new Promise((resolve) => setTimeout(resolve, 100))
    })
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull())
    // Rendered, but hidden: not in the accessibility tree, no effect run, focus still on the button.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(effects).toEqual([])
    expect(renders).toBeGreaterThan(0)
    act(() => {
      fireEvent.click(button)
    })
    const dialog = screen.getByRole('dialog')
    expect(screen.getByText('first view')).toBeTruthy()
    expect(effects).toEqual(['mounted'])
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(dialog.contains(document.activeElement)).toBe(true)
  })
})
