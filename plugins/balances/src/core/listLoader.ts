import type { ListState } from '../types.js'
import { createRetryGap } from './retryGap.js'
import type { ReadyTarget, Target } from './targets.js'
import { createTtlCache } from './ttlCache.js'

type Outcome<TItem> = { status: 'ready' | 'unsupported'; items: readonly TItem[] }
export type ReadResult<TItem> = readonly TItem[] | 'unsupported'
export type AccountTarget = Exclude<Target, { kind: 'none' }>

export type ListLoaderParameters<TItem> = {
  now: () => number
  /** How long a list stays fresh (spec 9: portfolio 30 s). */
  lifetimeMs: number
  /** How long a failed read blocks the next one (spec 5/9: 30 s). */
  retryGapMs: number
  read(target: ReadyTarget, extra: { forceUpdate?: readonly string[] }): Promise<ReadResult<TItem>>
  /** Writes the list state of the account in view. */
  publish(target: AccountTarget, patch: Partial<ListState<TItem>>): void
  /** A fresh answer arrived (also an empty one for an unsupported network). */
  onAnswer?(target: AccountTarget, outcome: Outcome<TItem>): void
  onUnsupported?(target: AccountTarget): void
  onFailure?(target: ReadyTarget, error: unknown): void
}

export type LoadParameters = { force?: boolean; forceUpdate?: readonly string[] }

/**
 * The load policy shared by the token and NFT lists, per account: a fresh cached answer is served
 * without a request unless forced; a read within the retry gap after a failure is refused (the
 * last known list is returned); concurrent reads of one account share one request.
 */
export function createListLoader<TItem>(p: ListLoaderParameters<TItem>) {
  const cache = createTtlCache<Outcome<TItem>>({ lifetimeMs: p.lifetimeMs, now: p.now })
  const gap = createRetryGap({ gapMs: p.retryGapMs, now: p.now })
  const running = new Map<string, Promise<readonly TItem[]>>()

  const settle = (target: AccountTarget, outcome: Outcome<TItem>) => {
    cache.set(target.account, outcome)
    gap.clear(target.account)
    if (outcome.status === 'unsupported') p.onUnsupported?.(target)
    p.onAnswer?.(target, outcome)
    p.publish(target, { status: outcome.status, items: outcome.items, retryAt: undefined })
    return outcome.items
  }

  const read = async (target: ReadyTarget, extra: LoadParameters): Promise<readonly TItem[]> => {
    p.publish(target, { status: 'loading' })
    try {
      const answer = await p.read(target, { forceUpdate: extra.forceUpdate })
      return settle(
        target,
        answer === 'unsupported' ? { status: 'unsupported', items: [] } : { status: 'ready', items: answer },
      )
    } catch (error) {
      gap.fail(target.account)
      p.onFailure?.(target, error)
      const last = cache.peek(target.account)?.items ?? []
      p.publish(target, { status: 'error', items: last, retryAt: gap.blockedUntil(target.account) })
      return last
    }
  }

  const load = (target: AccountTarget, extra: LoadParameters = {}): Promise<readonly TItem[]> => {
    const fresh = extra.force ? undefined : cache.get(target.account)
    if (fresh) {
      p.publish(target, { status: fresh.status, items: fresh.items, retryAt: undefined })
      return Promise.resolve(fresh.items)
    }
    if (target.kind === 'unknown-network')
      return Promise.resolve(settle(target, { status: 'unsupported', items: [] }))
    const blockedUntil = gap.blockedUntil(target.account)
    if (blockedUntil !== undefined) {
      const last = cache.peek(target.account)?.items ?? []
      p.publish(target, { status: 'error', items: last, retryAt: blockedUntil })
      return Promise.resolve(last)
    }
    const pending = running.get(target.account)
    // A read already under way is shared, unless this call names tokens to re-read (a send just
    // changed them): that one reads again once the other is done.
    if (pending) return extra.forceUpdate?.length ? pending.then(() => load(target, extra)) : pending
    const next = read(target, extra).finally(() => running.delete(target.account))
    running.set(target.account, next)
    return next
  }

  return { load }
}
