// The bounded wait for a sent transaction, on a scripted node and a clock the test moves.
import { describe, expect, it } from 'vitest'
import type { RpcCall } from '../rpc/jsonRpc.js'
import { waitForConfirmation } from './confirm.js'

const SIGNATURE = '5'.repeat(88)
type Status = {
  slot: number
  err: unknown
  confirmationStatus?: 'processed' | 'confirmed' | 'finalized'
} | null

/** A node answering the given statuses in turn (the last one repeats) and a block height. */
function node(statuses: Status[], blockHeight = () => 100) {
  const calls: string[] = []
  let index = 0
  const rpc: RpcCall = async (method, _params, schema) => {
    calls.push(method)
    const result =
      method === 'getSignatureStatuses'
        ? { context: { slot: 1 }, value: [statuses[Math.min(index++, statuses.length - 1)]] }
        : blockHeight()
    return schema.parse(result)
  }
  return { rpc, calls }
}

/** A clock that moves only when the wait sleeps. */
function clock() {
  let time = 0
  return {
    now: () => time,
    sleep: async (ms: number) => {
      time += ms
    },
  }
}

const wait = (rpc: RpcCall, extra: Partial<Parameters<typeof waitForConfirmation>[0]> = {}) =>
  waitForConfirmation({
    rpc,
    signature: SIGNATURE,
    lastValidBlockHeight: 150,
    timeoutMs: 30_000,
    intervalMs: 400,
    ...clock(),
    ...extra,
  })

describe('waiting for a confirmation (bounded)', () => {
  it('polls until the node says confirmed or finalized', async () => {
    for (const last of ['confirmed', 'finalized'] as const) {
      const { rpc, calls } = node([
        null,
        { slot: 2, err: null, confirmationStatus: 'processed' },
        { slot: 3, err: null, confirmationStatus: last },
      ])
      await wait(rpc)
      expect(calls.filter((m) => m === 'getSignatureStatuses')).toHaveLength(3)
    }
  })

  it('stops with a clear error when no confirmation came within the wait', async () => {
    const { rpc, calls } = node([{ slot: 2, err: null, confirmationStatus: 'processed' }])
    await expect(wait(rpc)).rejects.toMatchObject({
      name: 'TransactionNotConfirmedError',
      shortMessage: 'The transaction was not confirmed.',
      details: 'No confirmation within 30 s.',
    })
    // 30 s at one poll per 400 ms, and not one more.
    expect(calls.filter((m) => m === 'getSignatureStatuses')).toHaveLength(76)
  })

  it("stops as soon as the transaction's blockhash expired without it landing", async () => {
    let height = 149
    const { rpc } = node([null], () => height++)
    await expect(wait(rpc)).rejects.toMatchObject({
      name: 'TransactionNotConfirmedError',
      details: 'Its blockhash expired before it landed.',
    })
    expect(height).toBe(152)
  })

  it('fails at once when the transaction landed with an error', async () => {
    const { rpc, calls } = node([
      { slot: 2, err: { InstructionError: [0, 'Custom'] }, confirmationStatus: 'confirmed' },
    ])
    await expect(wait(rpc)).rejects.toMatchObject({
      name: 'TransactionFailedError',
      shortMessage: 'The transaction failed.',
      details: JSON.stringify({ InstructionError: [0, 'Custom'] }),
    })
    expect(calls).toEqual(['getSignatureStatuses'])
  })
})
