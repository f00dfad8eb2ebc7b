import { InvalidRequestParamsError, InvalidWalletResponseError } from '../errors.js'
import { requestWallet } from '../provider.js'
import { sendCallsAnswerSchema, sendCallsParamsSchema } from '../schemas.js'
import type { Eip1193Provider } from '../types.js'

/**
 * Sends a batch of calls (ERC-5792 `wallet_sendCalls`) after checking its shape: a hex chain id and
 * at least one call whose `to` is an address and whose `data`, when present, is hex. Answers the
 * bundle id whether the wallet speaks version 1 (a string) or 2 (`{ id }`).
 *
 * @throws {InvalidRequestParamsError} for malformed parameters.
 * @example
 * const { id } = await sendCalls({ provider, params: [{ version: '2.0.0', chainId: '0x1', from, atomicRequired: false, calls }] })
 */
export async function sendCalls({
  provider,
  params,
}: {
  provider: Eip1193Provider
  params: unknown
}): Promise<{ id: string; capabilities?: unknown }> {
  const checked = sendCallsParamsSchema.safeParse(params)
  if (!checked.success)
    throw new InvalidRequestParamsError('wallet_sendCalls', { details: checked.error.issues[0]?.message })
  const answer = await requestWallet(provider, { method: 'wallet_sendCalls', params })
  const parsed = sendCallsAnswerSchema.safeParse(answer)
  if (!parsed.success) throw new InvalidWalletResponseError('wallet_sendCalls', answer)
  return typeof parsed.data === 'string' ? { id: parsed.data } : parsed.data
}
