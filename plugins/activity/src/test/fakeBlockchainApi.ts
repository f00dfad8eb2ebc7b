import type { HistoryPage } from '../types.js'

/**
 * A stand-in for the Blockchain API's `fetch` in unit tests (the integration tests use the real
 * emulator): supported chains, history pages by cursor, a switchable fault and a gate that holds
 * answers until released, honouring the request's abort signal like a real fetch.
 */
export function fakeBlockchainApi({
  supported = ['eip155:1', 'eip155:8453'],
  pages = {},
}: {
  supported?: string[]
  /** History pages by cursor; `''` is the first page. */
  pages?: Record<string, HistoryPage>
} = {}) {
  const requests: URL[] = []
  let fault: (() => Response) | undefined
  let gate: Promise<void> | undefined
  let release: (() => void) | undefined

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push(url)
    const signal = init?.signal ?? undefined
    if (gate) await waitOrAbort(gate, signal)
    if (signal?.aborted) throw signal.reason
    if (url.pathname === '/v1/supported-chains') {
      if (fault && api.faultSupportedChains) return fault()
      return json({ http: supported, ws: [] })
    }
    if (/^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) {
      if (fault) return fault()
      const page = pages[url.searchParams.get('cursor') ?? '']
      return page ? json(page) : new Response('', { status: 400 })
    }
    return new Response('', { status: 404 })
  }

  const api = {
    fetch,
    requests,
    pages,
    /** Requests to one path kind. */
    historyRequests: () => requests.filter((url) => url.pathname.endsWith('/history')),
    supportedChainsRequests: () => requests.filter((url) => url.pathname === '/v1/supported-chains'),
    faultSupportedChains: false,
    /** Every history answer (and supported-chains when `faultSupportedChains`) becomes this one. */
    fail(response: (() => Response) | undefined) {
      fault = response
    },
    /** Holds every answer until `open()`. */
    hold() {
      gate = new Promise((resolve) => {
        release = resolve
      })
    },
    open() {
      gate = undefined
      release?.()
    },
  }
  return api
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
}

function waitOrAbort(gate: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return gate
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    gate.then(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    })
  })
}
