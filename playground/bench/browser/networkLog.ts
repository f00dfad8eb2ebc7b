import type { Page, Request, Response } from 'playwright-core'

export type FetchedScript = { url: string; body: Buffer }

export type NetworkLog = {
  /** Resolves once no request has been in flight for `quietMs` since the call (or rejects after `timeoutMs`). */
  settle(quietMs: number, timeoutMs: number): Promise<void>
  /**
   * JavaScript responses (by content type) with the bytes the browser got: those noted before the
   * click (`'before'`, see `markClick`) or since (`'after'`).
   */
  scripts(when?: 'before' | 'after'): Promise<FetchedScript[]>
  /** URLs requested so far from any host but 127.0.0.1 (pages, fetches, images, sockets). */
  outsideRequests(): string[]
  /** Every URL requested so far (sockets included), in order. */
  requests(): string[]
  /** Marks the click: scripts noted from now on are the click's, not the page load's. */
  markClick(): void
}

const LOCAL_HOST = '127.0.0.1'

/** Follows a page's requests from now on. */
export function watchNetwork(page: Page): NetworkLog {
  let inFlight = 0
  let lastChange = Date.now()
  const scriptResponses: Response[] = []
  let clickIndex: number | undefined
  const outside: string[] = []
  const all: string[] = []
  const noteOutside = (url: string) => {
    const { protocol, hostname } = new URL(url)
    if (['http:', 'https:', 'ws:', 'wss:'].includes(protocol) && hostname !== LOCAL_HOST) outside.push(url)
  }
  const done = () => {
    inFlight--
    lastChange = Date.now()
  }
  page.on('request', (request: Request) => {
    inFlight++
    lastChange = Date.now()
    all.push(request.url())
    noteOutside(request.url())
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  page.on('websocket', (socket) => {
    all.push(socket.url())
    noteOutside(socket.url())
  })
  // Bodies are read when asked for, not as responses arrive: asking the page's DevTools agent
  // during the load would put work on the main thread the navigation figures must not carry.
  const noteScript = (response: Response) => {
    if (/javascript|ecmascript/.test(response.headers()['content-type'] ?? '')) scriptResponses.push(response)
  }
  page.on('response', noteScript)
  return {
    async settle(quietMs, timeoutMs) {
      // Quiet counts from the call at the earliest: on a slow CPU the last script can arrive more
      // than `quietMs` before the button shows, and a page that requests more after its first
      // paint would then be clicked before that request starts.
      const since = Date.now()
      const deadline = since + timeoutMs
      while (inFlight > 0 || Date.now() - Math.max(lastChange, since) < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`The network did not settle (${inFlight} requests in flight)`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    async scripts(when = 'before') {
      const cut = clickIndex ?? scriptResponses.length
      const responses = when === 'before' ? scriptResponses.slice(0, cut) : scriptResponses.slice(cut)
      const fetched = await Promise.all(
        responses.map((response) =>
          response.body().then(
            (body) => ({ url: response.url(), body }),
            () => null,
          ),
        ),
      )
      return fetched.filter((script): script is FetchedScript => script !== null)
    },
    outsideRequests: () => [...outside],
    requests: () => [...all],
    markClick: () => {
      clickIndex = scriptResponses.length
    },
  }
}
