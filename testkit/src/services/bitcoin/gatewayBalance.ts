import { z } from 'zod'

const scanAnswer = z.object({
  result: z.object({ unspents: z.array(z.object({ amount: z.number().nonnegative() })) }).nullable(),
  error: z.object({ message: z.string() }).nullable().optional(),
})

/**
 * The confirmed balance of an address in satoshis, read through the node's JSON-RPC gateway
 * (`scantxoutset`; the node runs one scan at a time and the gateway queues them). Amounts come in
 * BTC with 8 decimals and are summed in satoshis, so nothing is lost to floating point.
 */
export async function gatewayBalance(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '1.0',
      id: 1,
      method: 'scantxoutset',
      params: ['start', [`addr(${address})`]],
    }),
    signal: AbortSignal.timeout(10_000),
  })
  const answer = scanAnswer.parse(await response.json())
  if (!answer.result) throw new Error(answer.error?.message ?? 'scantxoutset failed')
  return answer.result.unspents.reduce((sum, unspent) => sum + BigInt(Math.round(unspent.amount * 1e8)), 0n)
}
