import { createTestPortico } from '@portico/kernel/testing'
import { describe, expect, it } from 'vitest'
import { bip122 } from './plugin.js'

describe('bip122() registration', () => {
  it('readies its capabilities on the intent for a Bitcoin wallet (wallet.prepare), not when the modal opens', async () => {
    const portico = createTestPortico({ plugins: [bip122()] })
    expect(portico.extensions.list('modal.prefetch')).toEqual([])
    const prepare = portico.extensions.list('wallet.prepare')
    expect(prepare).toHaveLength(1)
    expect(prepare[0]).toMatchObject({ id: 'bip122.capabilities', namespace: 'bip122' })
    await portico.dispose()
  })
})
