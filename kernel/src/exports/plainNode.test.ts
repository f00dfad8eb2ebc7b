import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const kernelRoot = join(import.meta.dirname, '../..')
let outDir = ''

// The published build, not the sources: compiled with the package's own tsconfig.build.json and
// imported by plain Node (its own module resolution, no Vite, no DOM).
beforeAll(async () => {
  // Inside the package, so Node finds its dependencies the way an installed copy would.
  outDir = await mkdtemp(join(kernelRoot, '.plain-node-'))
  await run(process.execPath, [
    join(kernelRoot, '../node_modules/typescript/bin/tsc'),
    '-p',
    join(kernelRoot, 'tsconfig.build.json'),
    '--outDir',
    outDir,
  ])
  // The folder plays the published dist/: the package's own package.json beside it, with its
  // internal imports (#build-mode, #tsyringe) pointing into the folder, as they point into dist/.
  const manifest = await readFile(join(kernelRoot, 'package.json'), 'utf8')
  await writeFile(join(outDir, 'package.json'), manifest.replaceAll('"./dist/', '"./'))
}, 120_000)

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

describe('the built kernel in plain Node', () => {
  it('imports every entry and runs an instance without a DOM', async () => {
    const entry = (name: string) => pathToFileURL(join(outDir, 'exports', `${name}.js`)).href
    const script = `
      const kernel = await import(${JSON.stringify(entry('index'))})
      const testing = await import(${JSON.stringify(entry('testing'))})
      const rpcErrors = await import(${JSON.stringify(entry('rpcErrors'))})
      const portico = kernel.createPortico({ plugins: [testing.mockChain().plugin], storage: 'memory', logLevel: 'silent' })
      await portico.start()
      await portico.wallet.connect({ connectorId: 'mock.injected' })
      const connected = portico.wallet.isConnected()
      await portico.dispose()
      console.log(JSON.stringify({
        window: typeof window, document: typeof document,
        connected, rejection: rpcErrors.isUserRejection({ code: 4001 }),
      }))
    `
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: kernelRoot })
    expect(JSON.parse(stdout.trim())).toEqual({
      window: 'undefined',
      document: 'undefined',
      connected: true,
      rejection: true,
    })
  }, 60_000)
})
