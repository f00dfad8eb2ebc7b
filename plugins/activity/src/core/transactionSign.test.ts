// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getTransactionSign } from './transactionSign.js'

describe('getTransactionSign', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])("'+' for %s", (type) => {
    expect(getTransactionSign(type)).toBe('+')
  })

  it.each(['withdraw', 'repay', 'burn'])("'-' for %s", (type) => {
    expect(getTransactionSign(type)).toBe('-')
  })

  it.each(['send', 'trade', 'approve', 'mint', 'execute', 'deploy', 'stake', 'unstake', 'cancel', 'buy', ''])(
    'no sign for %j (spec 3 names no sign for it)',
    (type) => {
      expect(getTransactionSign(type)).toBe('')
    },
  )

  it('is case-sensitive like the API values', () => {
    expect(getTransactionSign('Receive')).toBe('')
  })
})
