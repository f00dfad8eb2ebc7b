import { createTestPortico } from '@portico/kernel/testing'
import { describe, expect, it } from 'vitest'
import { solana } from './plugin.js'

describe('solana() registration', () => {
  it('readies its capabilities on the intent for a Solana wallet (wallet.prepare), not when the modal opens', async () => {
    const portico = createTestPortico({ plugins: [solana()] })
    expect(portico.extensions.list('modal.prefetch')).toEqual([])
    const prepare = portico.extensions.list('wallet.prepare')
    expect(prepare).toHaveLength(1)
    expect(prepare[0]).toMatchObject({ id: 'solana.capabilities', namespace: 'solana' })
    await portico.dispose()
  })
})
