import * as z from 'zod/mini'
import { FeeError, NodeError, NoRpcUrlError } from '../errors.js'
import { coinsToSats } from '../transfer/amount.js'
import type { Bip122Network } from '../types.js'

const answerSchema = z.object({
  result: z.unknown(),
  error: z.nullable(z.optional(z.object({ code: z.number(), message: z.string() }))),
})

const txidSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/))
const scanSchema = z.object({
  success: z.boolean(),
  unspents: z.array(
    z.object({
      txid: txidSchema,
      vout: z.number().check(z.int(), z.nonnegative()),
      scriptPubKey: z.string().check(z.regex(/^([0-9a-f]{2})+$/)),
      amount: z.number().check(z.nonnegative()),
      height: z.number(),
    }),
  ),
})
const feeSchema = z.object({ feerate: z.optional(z.number()), errors: z.optional(z.array(z.string())) })
const txSchema = z.object({
  txid: txidSchema,
  confirmations: z.optional(z.number()),
  hex: z.optional(z.string()),
})

export type NodeUtxo = { txid: string; vout: number; sats: bigint; scriptPubKey: string; height: number }

/** A Bitcoin Core JSON-RPC client for one network's node (every answer checked with zod). */
export type NodeClient = ReturnType<typeof createNodeClient>

export function createNodeClient(network: Bip122Network, { fetchFn = fetch, timeoutMs = 10_000 } = {}) {
  const url = network.rpcUrls.default.http[0]
  let id = 0
  async function call<T>(method: string, params: unknown[], schema: z.ZodMiniType<T>): Promise<T> {
    if (!url) throw new NoRpcUrlError(network.name)
    let body: unknown
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '1.0', id: ++id, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      body = await response.json()
    } catch (error) {
      throw new NodeError(method, 'no answer', { cause: error })
    }
    const answer = answerSchema.safeParse(body)
    if (!answer.success) throw new NodeError(method, 'an answer that is not JSON-RPC')
    if (answer.data.error) throw toNodeError(method, answer.data.error)
    const result = schema.safeParse(answer.data.result)
    if (!result.success) throw new NodeError(method, 'a result of the wrong shape')
    return result.data
  }
  return {
    /** Confirmed coins of an address (the node's UTXO set). */
    async utxos(address: string): Promise<NodeUtxo[]> {
      const scan = await call('scantxoutset', ['start', [`addr(${address})`]], scanSchema)
      return scan.unspents.map((u) => ({ ...u, sats: coinsToSats(u.amount) }))
    },
    /** Whether an output is still unspent, counting the mempool (a coin a pending send spent is not). */
    async isUnspent(txid: string, vout: number): Promise<boolean> {
      const out = await call('gettxout', [txid, vout, true], z.nullable(z.unknown()))
      return out !== null
    },
    /** The node's fee estimate in sat/vB for confirmation within `blocks`, or undefined when it has none. */
    async estimateFeeRate(blocks = 2): Promise<number | undefined> {
      const estimate = await call('estimatesmartfee', [blocks], feeSchema)
      // feerate is BTC per 1000 vB; 1 BTC/kvB = 100,000 sat/vB.
      return estimate.feerate === undefined ? undefined : estimate.feerate * 100_000
    },
    rawTransaction: (txid: string) => call('getrawtransaction', [txid, false], z.string()),
    /** A transaction the node knows (mempool or chain) with its confirmations; undefined when it does not. */
    async transaction(txid: string) {
      try {
        return await call('getrawtransaction', [txid, true], txSchema)
      } catch (error) {
        if (
          error instanceof NodeError &&
          /No such mempool or blockchain transaction/i.test(error.details ?? '')
        )
          return undefined
        throw error
      }
    },
    broadcast: (rawHex: string) => call('sendrawtransaction', [rawHex], txidSchema),
  }
}

/** Bitcoin Core's fee refusals in plain words; every other refusal keeps the node's text. */
function toNodeError(method: string, error: { code: number; message: string }) {
  const { message } = error
  if (/min relay fee not met|mempool min fee not met|insufficient fee/i.test(message))
    return new FeeError('too-low', { details: message, code: error.code })
  if (/absurdly-high-fee|max-fee-exceeded|Fee exceeds maximum/i.test(message))
    return new FeeError('too-high', { details: message, code: error.code })
  return new NodeError(method, message, { details: message, code: error.code })
}
