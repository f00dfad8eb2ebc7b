import react from '@vitejs/plugin-react'
import { createServer, defaultClientConditions, type ViteDevServer } from 'vite'
import { PLAYGROUND_ROOT } from './paths.js'

export type PlaygroundServer = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  server: ViteDevServer
  close(): Promise<void>
}

export type StartPlaygroundServerOptions = {
  /** 0 (default) picks a free port. */
  port?: number
  /** HTML pages of the playground whose imports Vite pre-bundles at start (default: every page). */
  pages?: string[]
}

/**
 * Starts a Vite dev server on 127.0.0.1 for the playground pages (`ui-harness.html`, …), with
 * workspace packages resolved to their sources (`source` condition), so no package is built first.
 *
 * @example
 * const playground = await startPlaygroundServer()
 * await page.goto(`${playground.url}/ui-harness.html`)
 * await playground.close()
 */
export async function startPlaygroundServer({
  port = 0,
  pages = ['*.html'],
}: StartPlaygroundServerOptions = {}): Promise<PlaygroundServer> {
  const server = await createServer({
    root: PLAYGROUND_ROOT,
    configFile: false,
    logLevel: 'warn',
    clearScreen: false,
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // Every dependency, lazy chunks' included, is found by crawling the pages at start: a
    // dependency discovered mid-test would make Vite reload the page under the test's feet.
    optimizeDeps: { entries: pages },
    server: { host: '127.0.0.1', port, strictPort: port !== 0, hmr: false, watch: null },
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('The playground server did not bind a port.')
  return {
    url: `http://127.0.0.1:${address.port}`,
    server,
    close: () => server.close(),
  }
}
