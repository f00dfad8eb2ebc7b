// @vitest-environment node
// Spec 9: at most 99 pending transactions are tracked. Each sent transaction waits for a second
// look at the history a block later; past 99 waiting, the oldest's look is dropped.
import { MAX_PENDING_TRANSACTIONS } from '@portico/kernel'
import { createTestPortico } from '@portico/kernel/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActivityService } from './createActivityService.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('pending-transaction limit (99)', () => {
  it('keeps at most 99 sent transactions waiting for their later look', async () => {
    vi.useFakeTimers()
    const portico = createTestPortico({ projectId: 'portico-tests' })
    const service = createActivityService(portico)
    const before = vi.getTimerCount()
    for (let index = 0; index < 150; index++)
      portico.events.emit('wallet:transaction-sent', {
        namespace: 'eip155',
        caipNetworkId: 'eip155:1',
        hash: `0x${index.toString(16).padStart(64, '0')}`,
      })
    expect(MAX_PENDING_TRANSACTIONS).toBe(99)
    expect(vi.getTimerCount() - before).toBe(99)
    // A block later every remaining look has run and nothing is left waiting.
    vi.runOnlyPendingTimers()
    expect(vi.getTimerCount() - before).toBe(0)
    service.dispose()
    await portico.dispose()
  })
})
