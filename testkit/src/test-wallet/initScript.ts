import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'

/** A chain the injected test wallets know from the start. */
export type InitScriptChain = { chainId: number; name: string; rpcUrl: string }

const TEST_WALLET_ENTRY = fileURLToPath(new URL('./index.ts', import.meta.url))
/** The published kit's prebuilt script (`testkit/build.ts`); absent beside the sources. */
const PREBUILT = fileURLToPath(new URL('./testWallets.iife.js', import.meta.url))

/** The test wallets' classic script defining `PorticoTestWallets`: prebuilt, or built from the sources. */
function testWalletsScript(): Promise<string> {
  return existsSync(PREBUILT) ? Promise.resolve(readFileSync(PREBUILT, 'utf8')) : buildTestWalletsScript()
}

/** Builds the test wallets' classic script from the sources with Vite (in the repository, and by `build.ts`). */
export async function buildTestWalletsScript(): Promise<string> {
  const { build, defaultClientConditions } = await import('vite')
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Workspace packages from their sources, as everywhere in the repository.
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: true,
      lib: { entry: TEST_WALLET_ENTRY, formats: ['iife'], name: 'PorticoTestWallets' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk')
  if (chunk?.type !== 'chunk') throw new Error('the test wallet did not build')
  return chunk.code
}

/**
 * The two test browser wallets ('Portico Test Wallet', '… Two': anvil dev accounts 0/2 and 1/3) as
 * one classic script for Playwright's `context.addInitScript({ content })`, for any app's pages:
 * they announce themselves by EIP-6963 like an extension, on `chains`, and approve every request
 * (or, with `prompt: true`, show an approve / reject prompt that `approveNext` / `rejectNext` answer).
 * Like an extension, each remembers the site it granted across reloads of the page (in the tab's
 * sessionStorage, so every new page or context starts unconnected); `remember: false` forgets on
 * reload.
 *
 * @example
 * await context.addInitScript({ content: await testWalletInitScript(devnet.info.chains) })
 */
export async function testWalletInitScript(
  chains: readonly InitScriptChain[],
  { prompt = false, remember = true }: { prompt?: boolean; remember?: boolean } = {},
): Promise<string> {
  const code = await testWalletsScript()
  const known = JSON.stringify(chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })))
  // The prompt only touches the document when a request comes, so both install before the page's scripts.
  const approve = prompt ? ', approve: PorticoTestWallets.createApprovalPrompt(document).approve' : ''
  // A page whose storage is closed to it (an opaque origin) gets wallets that forget.
  const storage = remember
    ? ', storage: (function () { try { return window.sessionStorage } catch (e) { return undefined } })()'
    : ''
  const install = `PorticoTestWallets.installTestWallets(window, { chains: ${known}${approve}${storage} })`
  return `${code}\n${install}\n`
}
