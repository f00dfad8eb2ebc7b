import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions, type Rolldown } from 'vite'
import { gzipSize, toKib } from '../../testkit/src/bundle/gzip.js'
import { REPO_ROOT } from './scenarios.js'
import { splitEagerLazy, totalSize } from './size/buildGraph.js'
import { describeChunk } from './size/buildScenario.js'
import { packageSizes } from './size/packageSizes.js'

/**
 * The consumer app's page `/` before the first click, in seconds instead of the consumer test's
 * minutes: a Vite production build of playground/consumer-app from the workspace sources (the
 * `source` condition). Before the click = the entry chunk, the chunk of `src/portico.ts` (the
 * instance the page loads after paint) and their static imports, each file gzipped at level 9,
 * as splitEagerLazy counts a bench page. Within about 0.2 KiB of the tarball build that
 * playground/e2e/consumer.test.ts measures; the sizes do not depend on the machine's load.
 *
 * `npm run bench:consumer` (add `-- --modules` for the modules of each file before the click).
 */
const APP = new URL('../consumer-app/', import.meta.url).pathname
const INSTANCE = join(APP, 'src/portico.ts')

async function main() {
  const showModules = process.argv.includes('--modules')
  const nodeEnv = process.env.NODE_ENV
  // Production React and JSX runtime, as the app ships (vitest or a shell may have set 'test').
  process.env.NODE_ENV = 'production'
  const result = await build({
    root: APP,
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: { write: false, reportCompressedSize: false },
  })
  process.env.NODE_ENV = nodeEnv
  const outputs = Array.isArray(result) ? result : [result]
  const built = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
  const chunks = built.map((chunk) => ({
    ...describeChunk(chunk, APP),
    isPageModule: chunk.facadeModuleId === INSTANCE,
  }))
  if (!chunks.some((chunk) => chunk.isPageModule)) throw new Error(`no chunk of ${INSTANCE} in the build`)
  const consumer = { scenario: 'consumer-app' as never, outDir: '', chunks }
  const { eager } = splitEagerLazy(consumer)
  const total = totalSize(eager)
  console.log(
    `consumer app, page /: ${toKib(total.gzipBytes)} KiB gzip before the first click (${total.files} files, ${toKib(total.bytes)} KiB raw)`,
  )
  // What the same code weighs in one file: the cost of the bundler's split into small files.
  const eagerNames = new Set(eager.map((chunk) => chunk.fileName))
  const joined = built
    .filter((chunk) => eagerNames.has(chunk.fileName))
    .map((chunk) => chunk.code)
    .join('\n')
  console.log(`  (the same code in one file: ${toKib(gzipSize(joined))} KiB)`)
  for (const chunk of [...eager].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${chunk.fileName}: ${toKib(chunk.gzipBytes)} KiB (${chunk.modules.length} modules)`)
    if (process.argv.includes('--graph'))
      console.log(
        `      imported by: ${chunks
          .filter((other) => other.imports.includes(chunk.fileName))
          .map((other) => `${other.fileName}${eagerNames.has(other.fileName) ? '' : ' (lazy)'}`)
          .join(', ')}`,
      )
    if (showModules)
      for (const module of [...chunk.modules].sort((a, b) => b.minifiedBytes - a.minifiedBytes))
        console.log(`      ${module.minifiedBytes} B  ${module.id.replace(REPO_ROOT, '')}`)
  }
  console.log('per package (gzip shared by minified length, an estimate):')
  for (const row of packageSizes(consumer).filter((r) => r.eagerGzipBytes > 0))
    console.log(`  ${row.pkg}: ${toKib(row.eagerGzipBytes)} KiB`)
}

await main()
