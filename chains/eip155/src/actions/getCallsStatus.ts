import { CallsStatusNotApprovedError, hasErrorCode, InvalidWalletResponseError } from '../errors.js'
import { requestWallet } from '../provider.js'
import { type CallsStatus, callsStatusSchema } from '../schemas.js'
import type { Eip1193Provider } from '../types.js'

/** Codes with which a wallet says it will not (or cannot) answer `wallet_getCallsStatus`. */
const NOT_APPROVED_CODES = [4100, 4200, -32601]

/**
 * The status of a call bundle (ERC-5792 `wallet_getCallsStatus`): version 2 numeric status
 * (100 pending, 200 confirmed, 4xx/5xx/6xx failures) or version 1 'PENDING' / 'CONFIRMED', with
 * receipts when available.
 *
 * @throws {CallsStatusNotApprovedError} 'Fetching call status not approved by the wallet' when the
 * wallet has not authorised or does not offer the method.
 * @example
 * const { status } = await getCallsStatus({ provider, id })
 */
export async function getCallsStatus({
  provider,
  id,
}: {
  provider: Eip1193Provider
  id: string
}): Promise<CallsStatus> {
  let answer: unknown
  try {
    answer = await requestWallet(provider, { method: 'wallet_getCallsStatus', params: [id] })
  } catch (error) {
    if (NOT_APPROVED_CODES.some((code) => hasErrorCode(error, code)))
      throw new CallsStatusNotApprovedError({ cause: error })
    throw error
  }
  const parsed = callsStatusSchema.safeParse(answer)
  if (!parsed.success) throw new InvalidWalletResponseError('wallet_getCallsStatus', answer)
  return parsed.data
}
