import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNotifications } from './createNotifications.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const open = (n: ReturnType<typeof createNotifications>) =>
  n
    .getState()
    .toasts.filter((t) => t.open)
    .map((t) => t.message)

describe('createNotifications', () => {
  it('closes a success toast after 4 s', () => {
    const n = createNotifications()
    n.success('Copied')
    expect(open(n)).toEqual(['Copied'])
    vi.advanceTimersByTime(3999)
    expect(open(n)).toEqual(['Copied'])
    vi.advanceTimersByTime(1)
    expect(open(n)).toEqual([])
    vi.advanceTimersByTime(150)
    expect(n.getState().toasts).toEqual([])
  })

  it('a new toast closes the open one and shows after 150 ms', () => {
    const n = createNotifications()
    n.loading('Sending')
    n.error('Failed')
    expect(open(n)).toEqual([])
    vi.advanceTimersByTime(149)
    expect(open(n)).toEqual([])
    vi.advanceTimersByTime(1)
    expect(open(n)).toEqual(['Failed'])
    expect(n.getState().toasts.find((t) => t.message === 'Failed')?.variant).toBe('error')
  })

  it('keeps a loading toast until replaced and never holds more than 3', () => {
    const n = createNotifications()
    n.loading('Waiting')
    vi.advanceTimersByTime(10_000)
    expect(open(n)).toEqual(['Waiting'])
    for (const m of ['a', 'b', 'c', 'd']) {
      n.success(m)
      vi.advanceTimersByTime(50)
      expect(n.getState().toasts.length).toBeLessThanOrEqual(3)
    }
  })

  it('shows and dismisses alerts', () => {
    const n = createNotifications()
    n.showAlert({ code: 'RATE_LIMITED', shortMessage: 'Rate Limited', longMessage: '' })
    expect(n.getState().alert?.shortMessage).toBe('Rate Limited')
    n.dismissAlert()
    expect(n.getState().alert).toBeUndefined()
  })
})
