import { InvalidTransactionHashError } from '../errors.js'
import { requestWallet } from '../provider.js'
import { type Hex, transactionHashSchema } from '../schemas.js'
import type { Eip1193Provider } from '../types.js'

/**
 * Asks the wallet to send a transaction (`eth_sendTransaction`) and checks the answer is a
 * transaction hash (spec 5: `0x` plus 64 hex characters). Node errors arrive mapped (insufficient
 * funds, nonce, fee cap, revert, ...); a refusal is an RpcError with code 4001.
 *
 * @throws {InvalidTransactionHashError} when the wallet answers something else.
 * @example
 * const hash = await sendTransaction({ provider, transaction: { from, to, value: '0x1' } })
 */
export async function sendTransaction({
  provider,
  transaction,
}: {
  provider: Eip1193Provider
  transaction: Record<string, unknown>
}): Promise<Hex> {
  const answer = await requestWallet(provider, { method: 'eth_sendTransaction', params: [transaction] })
  const parsed = transactionHashSchema.safeParse(answer)
  if (!parsed.success) throw new InvalidTransactionHashError(answer)
  return parsed.data
}
