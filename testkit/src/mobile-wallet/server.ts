import { fileURLToPath } from 'node:url'
import { createServer, defaultClientConditions, type ViteDevServer } from 'vite'

/** The folder of the page (its Vite root). */
export const MOBILE_WALLET_ROOT = fileURLToPath(new URL('./', import.meta.url))

export type MobileWalletServer = {
  /** `http://127.0.0.1:<port>`: its own origin, apart from the dapp's. */
  url: string
  server: ViteDevServer
  close(): Promise<void>
}

/**
 * Serves the mobile-wallet page with Vite on 127.0.0.1 (port 0 picks a free one). Open
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
  return { url: `http://127.0.0.1:${address.port}`, server, close: () => server.close() }
}
