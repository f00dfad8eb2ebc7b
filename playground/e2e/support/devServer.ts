import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, defaultClientConditions, type ViteDevServer } from 'vite'
import type { PlaygroundServices } from '../../../testkit/src/services/playgroundServices.js'
import { porticoServices } from '../../vite.config.js'
import { PLAYGROUND_ROOT } from './paths.js'

/**
 * Dependencies bundled before the first page loads, those only lazy chunks import included:
 * one found later would re-bundle and reload the page in the middle of a test.
 */
const PREBUNDLED = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'focus-trap',
  '@tanstack/react-virtual',
  'qr',
  'zod',
  'zod/mini',
  'eventemitter3',
  // What the kernel's `#tsyringe` import resolves to in a browser (kernel/package.json "imports").
  'tsyringe/dist/esm2015/index.js',
  // The Solana plugin's lazy chunks and the Solana test wallet.
  '@solana/web3.js',
  '@wallet-standard/app',
  'bs58',
  '@noble/curves/ed25519',
  // The Polkadot plugin's lazy chunks and the Polkadot test extension.
  '@polkadot/api',
  '@polkadot/keyring',
  '@polkadot/types',
  '@polkadot/util',
  '@polkadot/util-crypto',
  // The Cosmos plugin's lazy chunk and the Keplr-style test wallet (CommonJS packages).
  '@cosmjs/amino',
  '@cosmjs/crypto',
  '@cosmjs/encoding',
  '@cosmjs/math',
  '@cosmjs/proto-signing',
  '@cosmjs/stargate',
]

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
  /** Where the local services listen, handed to the demo dapp (default: none, the default ports). */
  services?: PlaygroundServices | null
  /** Watch the files and reload the page on changes (`npm start`); tests keep it off. */
  live?: boolean
  /** Vite's pre-bundle cache; give a server that may run beside the tests' server its own. */
  cacheDir?: string
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
  services = null,
  live = false,
  cacheDir,
}: StartPlaygroundServerOptions = {}): Promise<PlaygroundServer> {
  const server = await createServer({
    root: PLAYGROUND_ROOT,
    configFile: false,
    ...(cacheDir ? { cacheDir } : {}),
    logLevel: process.env.PORTICO_VITE_LOG === 'info' ? 'info' : 'warn',
    clearScreen: false,
    plugins: [react(), porticoServices(services)],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // Every dependency, lazy chunks' included, is found by crawling the pages at start: a
    // dependency discovered mid-test would make Vite reload the page under the test's feet.
    optimizeDeps: { entries: pages, include: PREBUNDLED },
    server: {
      host: '127.0.0.1',
      port,
      strictPort: port !== 0,
      hmr: live,
      watch: live ? {} : null,
    },
  })
  await server.listen()
  await warmUp(server)
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('The playground server did not bind a port.')
  return {
    url: `http://127.0.0.1:${address.port}`,
    server,
    close: () => server.close(),
  }
}

/**
 * Transforms the harness entry and the UI's lazily loaded modules (shell, core views, German
 * catalogues) before the first test, then waits until Vite is idle. On a cold start the first
 * page's lazy imports would otherwise race the dependency optimizer, and the browser gets
 * "Failed to fetch dynamically imported module" for the modal.
 */
async function warmUp(server: ViteDevServer): Promise<void> {
  const ui = join(PLAYGROUND_ROOT, '..', 'ui', 'src')
  const views = (await readdir(join(ui, 'views'))).filter(
    (f) => /^[A-Z]\w+\.tsx$/.test(f) && !f.includes('.test.'),
  )
  const lazy = [
    join(ui, 'shell', 'ModalRoot.tsx'),
    join(ui, 'shell', 'ToastRegion.tsx'),
    join(ui, 'locales', 'de.ts'),
    join(ui, 'views', 'locales', 'de.ts'),
    ...views.map((file) => join(ui, 'views', file)),
  ]
  await Promise.all([
    server.warmupRequest('/src/ui-harness/main.tsx'),
    ...lazy.map((file) => server.warmupRequest(`/@fs${file}`)),
  ])
  await server.waitForRequestsIdle()
}
