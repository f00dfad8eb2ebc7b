import { join } from 'node:path'
import { build, defaultClientConditions, type Rolldown } from 'vite'
import type { PlaygroundChain } from '../../../testkit/src/services/playgroundServices.js'
import { PLAYGROUND_ROOT } from './paths.js'

/**
 * The two test browser wallets as one classic script for `page.addInitScript`, for pages that are
 * not the playground's (an app built elsewhere): they announce themselves like an extension, on
 * the given chains, and approve every request.
 */
export async function testWalletInitScript(chains: readonly PlaygroundChain[]): Promise<string> {
  const result = await build({
    configFile: false,
    root: PLAYGROUND_ROOT,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Workspace packages from their sources, as everywhere in the playground.
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: join(PLAYGROUND_ROOT, '../testkit/src/test-wallet/index.ts'),
        formats: ['iife'],
        name: 'PorticoTestWallets',
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk')
  if (chunk?.type !== 'chunk') throw new Error('the test wallet did not build')
  const known = chains.filter((chain) => chain.inTestWallet)
  return `${chunk.code}\nPorticoTestWallets.installTestWallets(window, { chains: ${JSON.stringify(known)} })\n`
}
