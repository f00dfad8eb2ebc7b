import { describe, expect, it, vi } from 'vitest'
import { createStore } from './createStore.js'

describe('createStore', () => {
  it('merges partial updates immutably and notifies with the previous state', () => {
    const store = createStore({ a: 1, b: 'x' })
    const listener = vi.fn()
    store.subscribe(listener)
    const before = store.getState()
    store.setState({ a: 2 })
    expect(store.getState()).toEqual({ a: 2, b: 'x' })
    expect(before).toEqual({ a: 1, b: 'x' })
    expect(listener).toHaveBeenCalledWith({ a: 2, b: 'x' }, before)
  })

  it('skips notification when an updater returns the same state', () => {
    const store = createStore({ a: 1 })
    const listener = vi.fn()
    store.subscribe(listener)
    store.setState((s) => s)
    expect(listener).not.toHaveBeenCalled()
  })

  it('select() fires only when the selected value changes', () => {
    const store = createStore({ a: 1, b: 1 })
    const listener = vi.fn()
    const off = store.select((s) => s.a, listener)
    store.setState({ b: 2 })
    expect(listener).not.toHaveBeenCalled()
    store.setState({ a: 5 })
    expect(listener).toHaveBeenCalledWith(5, 1)
    off()
    store.setState({ a: 6 })
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
