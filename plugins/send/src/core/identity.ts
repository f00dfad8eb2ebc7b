import { CACHE_LIFETIME_MS, type HttpClient } from '@portico/kernel'
import * as z from 'zod/mini'

/** `GET /v1/identity/{address}` (API-FACTS 2.2): both fields may be null; `resolvedAt` is ignored. */
export const identityResponseSchema = z.object({
  name: z.nullish(z.string()),
  avatar: z.nullish(z.string()),
})

export type ReceiverProfile = { name: string | undefined; avatar: string | undefined }

export type IdentityLookup = {
  /** The profile of `address`: from the cache when under 5 min old, else from the API. Failures throw and are not cached. */
  lookup(address: string, options?: { sender?: string; signal?: AbortSignal }): Promise<ReceiverProfile>
}

/**
 * Looks up names and avatars of addresses, with one cache per kernel (spec 9: identity 5 min).
 * Concurrent lookups of one address share a request.
 */
export function createIdentityLookup({
  http,
  now = Date.now,
  ttlMs = CACHE_LIFETIME_MS.identity,
}: {
  http: HttpClient
  now?: () => number
  ttlMs?: number
}): IdentityLookup {
  const cache = new Map<string, { at: number; profile: ReceiverProfile }>()
  const inFlight = new Map<string, Promise<ReceiverProfile>>()

  const fetchProfile = async (address: string, key: string, sender: string | undefined) => {
    const answer = await http.get(`/v1/identity/${encodeURIComponent(address)}`, {
      query: { sender },
      schema: identityResponseSchema,
    })
    const profile: ReceiverProfile = {
      name: answer.name || undefined,
      avatar: safeImageUrl(answer.avatar),
    }
    cache.set(key, { at: now(), profile })
    return profile
  }

  return {
    async lookup(address, { sender, signal } = {}) {
      const key = cacheKey(address)
      const cached = cache.get(key)
      if (cached && now() - cached.at < ttlMs) return cached.profile
      let request = inFlight.get(key)
      if (!request) {
        request = fetchProfile(address, key, sender).finally(() => inFlight.delete(key))
        inFlight.set(key, request)
      }
      return signal ? abortable(request, signal) : request
    },
  }
}

/** EVM addresses are case-insensitive (checksum casing); other formats are not. */
function cacheKey(address: string): string {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase().replace(/^(?!0x)/, '0x') : address
}

/**
 * An avatar the view may put in `<img src>`: https, http or an inline image. Anything else
 * (javascript:, ipfs:// the browser cannot load) is dropped.
 */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  return /^(https?:\/\/|data:image\/)/i.test(value) ? value : undefined
}

/** Rejects when `signal` aborts, without cancelling the shared request others may wait for. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
