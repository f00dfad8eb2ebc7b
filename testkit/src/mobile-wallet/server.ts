import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The folder of the page (its Vite root). */
export const MOBILE_WALLET_ROOT = fileURLToPath(new URL('./', import.meta.url))
/** The published kit's prebuilt page (`testkit/build.ts`); absent beside the sources. */
const PREBUILT_PAGE = fileURLToPath(new URL('./page/', import.meta.url))

export type MobileWalletServer = {
  /** `http://127.0.0.1:<port>`: its own origin, apart from the dapp's. */
  url: string
  close(): Promise<void>
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
}

/** Serves the prebuilt page's files (any other path gets the page itself). */
async function serveBuiltPage(root: string, port: number): Promise<MobileWalletServer> {
  const server = createHttpServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
    const file = normalize(join(root, decodeURIComponent(pathname)))
    const found =
      file.startsWith(root) && statSync(file, { throwIfNoEntry: false })?.isFile()
        ? file
        : join(root, 'index.html')
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(found)] ?? 'application/octet-stream' })
    response.end(readFileSync(found))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Serves the mobile-wallet page on 127.0.0.1 (port 0 picks a free one): the published kit's
 * prebuilt page, or in the repository a Vite dev server on its sources. Open
 * `${url}/?relay=ws://…&uri=wc:…` to pair at once.
 *
 * @example
 * const wallet = await startMobileWalletServer()
 * await page.goto(`${wallet.url}/?relay=${encodeURIComponent(relay.url)}`)
 */
export async function startMobileWalletServer({
  port = 0,
}: {
  port?: number
} = {}): Promise<MobileWalletServer> {
  if (existsSync(join(PREBUILT_PAGE, 'index.html'))) return serveBuiltPage(PREBUILT_PAGE, port)
  const { createServer, defaultClientConditions } = await import('vite')
  const server = await createServer({
    root: MOBILE_WALLET_ROOT,
    configFile: false,
    // Its own pre-bundle cache: the playground's dev server (same package) must not see it change.
    cacheDir: fileURLToPath(new URL('../../../playground/node_modules/.vite-mobile-wallet', import.meta.url)),
    logLevel: 'warn',
    clearScreen: false,
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // Found at start, so Vite never reloads the page mid-test for a late dependency.
    optimizeDeps: {
      entries: ['index.html'],
      include: [
        '@reown/walletkit',
        '@walletconnect/core',
        '@walletconnect/utils',
        'viem',
        'viem/accounts',
        // The Solana and Bitcoin signers, loaded only when the page holds those keys.
        '@solana/web3.js',
        '@solana/wallet-standard-features',
        '@wallet-standard/features',
        '@noble/curves/ed25519',
        'bs58',
        '@scure/base',
        'bitcoinjs-lib',
        '@bitcoinerlab/secp256k1',
        'ecpair',
        // The Polkadot and Cosmos signers, likewise.
        '@polkadot/keyring',
        '@polkadot/types',
        '@polkadot/util',
        '@polkadot/util-crypto',
        '@cosmjs/amino',
        '@cosmjs/crypto',
        '@cosmjs/encoding',
        '@cosmjs/proto-signing',
        // The kernel's container (the Bitcoin signer reaches the kernel through its chain plugin).
        'tsyringe/dist/esm2015/index.js',
      ],
    },
    server: { host: '127.0.0.1', port, strictPort: port !== 0, hmr: false, watch: null },
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string')
    throw new Error('The mobile wallet server did not bind a port.')
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() }
}
