import { TransactionFailedError, TransactionNotConfirmedError } from '../errors.js'
import { type RpcCall, schemas } from '../rpc/jsonRpc.js'

export type WaitForConfirmationParameters = {
  rpc: RpcCall
  signature: string
  /** The transaction's blockhash expires after this block height. */
  lastValidBlockHeight: number
  timeoutMs: number
  intervalMs: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Polls `getSignatureStatuses` until the transaction is confirmed (or finalized). Bounded: it
 * stops with a clear error once `timeoutMs` passed or the blockhash expired, and fails at once
 * when the transaction landed with an error. No websocket needed.
 *
 * @throws {TransactionNotConfirmedError} on time-out or expiry; {TransactionFailedError}.
 */
export async function waitForConfirmation({
  rpc,
  signature,
  lastValidBlockHeight,
  timeoutMs,
  intervalMs,
  now = Date.now,
  sleep = pause,
}: WaitForConfirmationParameters): Promise<void> {
  const deadline = now() + timeoutMs
  for (;;) {
    const { value } = await rpc('getSignatureStatuses', [[signature]], schemas.statuses)
    const status = value[0]
    if (status?.err) throw new TransactionFailedError(signature, status.err)
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'))
      return
    if (!status) {
      const height = await rpc('getBlockHeight', [{ commitment: 'confirmed' }], schemas.blockHeight)
      if (height > lastValidBlockHeight)
        throw new TransactionNotConfirmedError(signature, 'Its blockhash expired before it landed.')
    }
    if (now() >= deadline)
      throw new TransactionNotConfirmedError(
        signature,
        `No confirmation within ${Math.round(timeoutMs / 1000)} s.`,
      )
    await sleep(intervalMs)
  }
}
