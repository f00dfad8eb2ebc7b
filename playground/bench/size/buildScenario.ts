import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions, minifySync, type Plugin, type Rolldown } from 'vite'
import { gzipSize } from '../../../testkit/src/bundle/gzip.js'
import { BUILD_DIR, PAGES_DIR, type Scenario } from '../scenarios.js'
import { packageOf } from './packageOf.js'

export type BuiltModule = {
  id: string
  pkg: string
  /** The module's share of its chunk, minified on its own: the weight of the per-package split. */
  minifiedBytes: number
}

export type BuiltChunk = {
  fileName: string
  isEntry: boolean
  /**
   * A chunk of the page's own code that the page loads by itself (the instance module it gives
   * `<PorticoProvider portico={() => import('./portico.js')}>`): loaded before any click.
   */
  isPageModule: boolean
  /** Chunks this one imports statically: they load with it. */
  imports: readonly string[]
  dynamicImports: readonly string[]
  bytes: number
  gzipBytes: number
  modules: readonly BuiltModule[]
}

export type ScenarioBuild = {
  scenario: Scenario
  outDir: string
  chunks: readonly BuiltChunk[]
}

export type BuildScenarioOptions = {
  /** Write the files to `bench/.out/<scenario>` so they can be served (default); a size check needs none. */
  write?: boolean
}

/**
 * Builds one composition page as an app would ship it: Vite production build, React plugin,
 * workspace packages from their sources.
 */
export async function buildScenario(
  scenario: Scenario,
  { write = true }: BuildScenarioOptions = {},
): Promise<ScenarioBuild> {
  const outDir = join(BUILD_DIR, scenario)
  // Vite and the React plugin decide "production" from NODE_ENV when it is set; under vitest it is
  // 'test', which would bundle React's development builds and JSX runtime.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    return await buildProduction(scenario, outDir, write)
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

async function buildProduction(scenario: Scenario, outDir: string, write: boolean): Promise<ScenarioBuild> {
  const result = await build({
    root: join(PAGES_DIR, scenario),
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    mode: 'production',
    // Relative URLs: the runner serves every scenario from one server under /<scenario>/.
    base: './',
    plugins: [react(), pageHtml(scenario)],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: write, write, reportCompressedSize: false },
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunks = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
    .map(describeChunk)
  if (!chunks.some((chunk) => chunk.isEntry)) throw new Error(`The ${scenario} build has no entry chunk`)
  return { scenario, outDir, chunks }
}

/**
 * Every page is the same HTML around its `main.tsx`, so the build gets it from here instead of an
 * `index.html` in each page folder.
 */
function pageHtml(scenario: Scenario): Plugin {
  const file = join(PAGES_DIR, scenario, 'index.html')
  return {
    name: 'portico-bench-page-html',
    enforce: 'pre',
    resolveId: (id) => (id === file ? file : undefined),
    load: (id) =>
      id === file
        ? `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bench: ${scenario}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`
        : undefined,
  }
}

function describeChunk(chunk: Rolldown.OutputChunk): BuiltChunk {
  return {
    fileName: chunk.fileName,
    isEntry: chunk.isEntry,
    isPageModule: !chunk.isEntry && Boolean(chunk.facadeModuleId?.startsWith(PAGES_DIR)),
    imports: chunk.imports,
    dynamicImports: chunk.dynamicImports,
    bytes: Buffer.byteLength(chunk.code),
    gzipBytes: gzipSize(chunk.code),
    modules: Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id, module]) => ({ id, pkg: packageOf(id), minifiedBytes: minifiedLength(id, module.code) })),
  }
}

/**
 * The rendered module minified alone (whitespace, comments, local names), without compression:
 * out of its chunk its exports look unused and would be dropped. Falls back to the rendered length.
 */
function minifiedLength(id: string, code: string | null): number {
  if (!code) return 0
  try {
    const result = minifySync(`${id.replace(/\0/g, '')}.js`, code, { compress: false, mangle: true })
    return result.errors.length ? Buffer.byteLength(code) : Buffer.byteLength(result.code)
  } catch {
    return Buffer.byteLength(code)
  }
}
