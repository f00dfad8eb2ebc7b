import { FALLBACK_TRANSPORT } from '@portico/kernel'
import { createTransport, type EIP1193RequestFn, type Transport } from 'viem'
import { shouldStopFailover } from '../errors.js'
import type { FallbackRankOptions } from '../types.js'

export type CreateFallbackTransportParameters = {
  /** Rank the transports by stability and latency; `false` keeps the given order. */
  rank?: boolean | FallbackRankOptions | undefined
  /** Stops the ranking pings; give the kernel's (or the plugin's) lifetime signal. */
  signal?: AbortSignal | undefined
  /** Whether an error must be rethrown instead of trying the next transport. */
  shouldThrow?: ((error: unknown) => boolean) | undefined
  retryCount?: number | undefined
}

type Sample = { latencyMs: number; success: 0 | 1 }

/**
 * A transport over several transports: a request goes to the best ranked one and fails over to the
 * next on errors that another node could answer differently (network errors, HTTP status errors,
 * time-outs, rate limits). It stops at a revert, a rejected transaction, or code 4001 / 5000
 * (see `shouldStopFailover`).
 *
 * With `rank`, every transport is pinged (`eth_chainId`) every 4 s; the last 10 samples give each a
 * score of 0.7 × stability + 0.3 × (1 − mean latency / worst latency), and requests try the best
 * first. The pings stop when `signal` aborts.
 *
 * @example
 * const transport = createFallbackTransport([http(primary), http(backup)], { rank: true, signal })
 * const client = createClient({ chain, transport })
 */
export function createFallbackTransport(
  transports: readonly Transport[],
  {
    rank = false,
    signal,
    shouldThrow = shouldStopFailover,
    retryCount,
  }: CreateFallbackTransportParameters = {},
): Transport<'fallback'> {
  return ({ chain, timeout }) => {
    const instances = transports.map((transport) => transport({ chain, retryCount: 0, timeout }))
    let order = instances.map((_, index) => index)

    const request: EIP1193RequestFn = async (arguments_, options) => {
      const attempt = order
      let lastError: unknown
      for (const [position, index] of attempt.entries()) {
        try {
          return await instances[index]!.request(arguments_, options)
        } catch (error) {
          lastError = error
          if (shouldThrow(error) || position === attempt.length - 1) throw error
        }
      }
      throw lastError
    }

    if (rank && instances.length > 1 && !signal?.aborted) {
      startRanking({
        instances,
        options: typeof rank === 'object' ? rank : {},
        signal,
        onOrder: (next) => {
          order = next
        },
      })
    }

    return createTransport(
      { key: 'fallback', name: 'Fallback', type: 'fallback', request, retryCount, timeout },
      { transports: instances, getOrder: () => [...order] },
    )
  }
}

function startRanking({
  instances,
  options,
  signal,
  onOrder,
}: {
  instances: ReadonlyArray<{ request: EIP1193RequestFn }>
  options: FallbackRankOptions
  signal: AbortSignal | undefined
  onOrder: (order: number[]) => void
}) {
  const interval = options.pingIntervalMs ?? FALLBACK_TRANSPORT.pingIntervalMs
  const sampleCount = options.sampleCount ?? FALLBACK_TRANSPORT.sampleCount
  const weights = options.weights ?? FALLBACK_TRANSPORT.weights
  const pingTimeout = options.pingTimeoutMs ?? 1000
  const samples: Sample[][] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const ping = async (instance: { request: EIP1193RequestFn }): Promise<Sample> => {
    const started = Date.now()
    const timeout = AbortSignal.timeout(pingTimeout)
    const pingSignal =
      signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout
    try {
      await instance.request({ method: 'eth_chainId' }, { signal: pingSignal, retryCount: 0 })
      return { latencyMs: Date.now() - started, success: 1 }
    } catch {
      return { latencyMs: Date.now() - started, success: 0 }
    }
  }

  const round = async () => {
    const sample = await Promise.all(instances.map(ping))
    if (signal?.aborted) return
    samples.push(sample)
    if (samples.length > sampleCount) samples.shift()
    onOrder(rankSamples(samples, instances.length, weights))
    schedule()
  }
  const schedule = () => {
    timer = setTimeout(() => void round(), interval)
    ;(timer as { unref?: () => void }).unref?.()
  }
  signal?.addEventListener('abort', () => clearTimeout(timer), { once: true })
  void round()
}

/**
 * Orders transports by score, best first: weights.stability × success rate + weights.latency ×
 * (1 − mean latency / worst latency seen). A transport that never answered scores 0. Ties keep the
 * given order.
 *
 * @example
 * rankSamples([[{ latencyMs: 90, success: 1 }, { latencyMs: 10, success: 1 }]], 2, { stability: 0.7, latency: 0.3 }) // [1, 0]
 */
export function rankSamples(
  samples: readonly (readonly Sample[])[],
  count: number,
  weights: { stability: number; latency: number },
): number[] {
  const worst = Math.max(1, ...samples.flatMap((sample) => sample.map((s) => s.latencyMs)))
  const scores = Array.from({ length: count }, (_, index) => {
    const own = samples.map((sample) => sample[index]!)
    const stability = own.reduce((sum, s) => sum + s.success, 0) / own.length
    if (stability === 0) return 0
    const meanLatency = own.reduce((sum, s) => sum + s.latencyMs, 0) / own.length
    return weights.stability * stability + weights.latency * (1 - meanLatency / worst)
  })
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ index }) => index)
}
