import { z } from 'zod'

/** The local Bitcoin chain the emulator serves balances for, read from the node (what the real API indexes). */
export type BitcoinBalanceSource = {
  caipNetworkId: string
  /** The confirmed balance of an address, in satoshis. */
  read(address: string): Promise<bigint>
}

const scanAnswer = z.object({
  result: z.object({ unspents: z.array(z.object({ amount: z.number().nonnegative() })) }).nullable(),
  error: z.object({ message: z.string() }).nullable().optional(),
})

/**
 * Reads balances through the Bitcoin node's JSON-RPC gateway (`scantxoutset`; the gateway queues
 * scans, the node runs one at a time). Amounts come in BTC with 8 decimals; they are summed in
 * satoshis so nothing is lost to floating point.
 */
export function createBitcoinBalanceSource({
  rpcUrl,
  caipNetworkId,
}: {
  rpcUrl: string
  caipNetworkId: string
}): BitcoinBalanceSource {
  return {
    caipNetworkId,
    async read(address) {
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
      return answer.result.unspents.reduce(
        (sum, unspent) => sum + BigInt(Math.round(unspent.amount * 1e8)),
        0n,
      )
    },
  }
}
