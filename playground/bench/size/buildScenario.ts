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
  /** The chunk's JavaScript, for checks of what a build carries (which check messages, say). */
  code: string
}

export type PageBuild = {
  outDir: string
  chunks: readonly BuiltChunk[]
}

export type ScenarioBuild = PageBuild & { scenario: Scenario }

export type BuildScenarioOptions = {
  /** Write the files to `bench/.out/<scenario>` so they can be served (default); a size check needs none. */
  write?: boolean
  /**
   * 'production' (default) as an app ships; 'development' keeps what a development build keeps
   * (the `development` export condition, React's development builds), to compare with it.
   */
  mode?: BuildMode
}

export type BuildMode = 'production' | 'development'

/**
 * Builds one composition page as an app would ship it: Vite production build (unless `mode` says
 * development), React plugin, workspace packages from their sources.
 */
export async function buildScenario(
  scenario: Scenario,
  { write = true, mode }: BuildScenarioOptions = {},
): Promise<ScenarioBuild> {
  const build = await buildPage({
    title: scenario,
    root: join(PAGES_DIR, scenario),
    pagesDir: PAGES_DIR,
    outDir: join(BUILD_DIR, scenario),
    write,
    mode,
  })
  return { scenario, ...build }
}

export type PageSource = {
  /** The page's title (the HTML is the same for every page). */
  title: string
  /** The folder of the page's `main.tsx`. */
  root: string
  /** Where the pages' own code lives: a chunk whose facade module is in it is the page's own. */
  pagesDir: string
  outDir: string
  write: boolean
  /** Default 'production'. */
  mode?: BuildMode | undefined
}

/**
 * Builds any page the same way: the scenarios' and the peers' (whose packages are installed
 * beside their sources, so they resolve from there).
 */
export async function buildPage(source: PageSource): Promise<PageBuild> {
  // Vite and the React plugin decide "production" from NODE_ENV when it is set; under vitest it is
  // 'test', which would bundle React's development builds and JSX runtime.
  const nodeEnv = process.env.NODE_ENV
  const mode = source.mode ?? 'production'
  process.env.NODE_ENV = mode
  try {
    return await buildWithVite(source, mode)
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

async function buildWithVite(
  { title, root, pagesDir, outDir, write }: PageSource,
  mode: BuildMode,
): Promise<PageBuild> {
  const result = await build({
    root,
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    mode,
    // Relative URLs: the runner serves every scenario from one server under /<scenario>/.
    base: './',
    plugins: [react(), pageHtml(root, title)],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: write, write, reportCompressedSize: false },
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunks = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
    .map((chunk) => describeChunk(chunk, pagesDir))
  if (!chunks.some((chunk) => chunk.isEntry)) throw new Error(`The ${title} build has no entry chunk`)
  return { outDir, chunks }
}

/**
 * Every page is the same HTML around its `main.tsx`, so the build gets it from here instead of an
 * `index.html` in each page folder.
 */
function pageHtml(root: string, title: string): Plugin {
  const file = join(root, 'index.html')
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
    <title>Bench: ${title}</title>
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

/** A chunk as the size checks read it; `pagesDir` tells the page's own modules from the packages'. */
export function describeChunk(chunk: Rolldown.OutputChunk, pagesDir: string): BuiltChunk {
  return {
    fileName: chunk.fileName,
    isEntry: chunk.isEntry,
    isPageModule: !chunk.isEntry && Boolean(chunk.facadeModuleId?.startsWith(pagesDir)),
    imports: chunk.imports,
    dynamicImports: chunk.dynamicImports,
    bytes: Buffer.byteLength(chunk.code),
    gzipBytes: gzipSize(chunk.code),
    modules: Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id, module]) => ({ id, pkg: packageOf(id), minifiedBytes: minifiedLength(id, module.code) })),
    code: chunk.code,
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
