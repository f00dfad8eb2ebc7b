import { createTestPortico } from '@portico/kernel/testing'
import { describe, expect, it } from 'vitest'
import { cosmos } from './plugin.js'

describe('cosmos() registration', () => {
  it('readies its capabilities on the intent for a Cosmos wallet (wallet.prepare), not when the modal opens', async () => {
    const portico = createTestPortico({ plugins: [cosmos()] })
    expect(portico.extensions.list('modal.prefetch')).toEqual([])
    const prepare = portico.extensions.list('wallet.prepare')
    expect(prepare).toHaveLength(1)
    expect(prepare[0]).toMatchObject({ id: 'cosmos.capabilities', namespace: 'cosmos' })
    await portico.dispose()
  })
})
