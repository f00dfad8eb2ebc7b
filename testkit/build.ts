/**
 * Builds the published test kit into `dist/` (`npm run build -w @portico/testkit`):
 * - the Node side (the public entries and every module they reach) as ES modules, one file per
 *   source module, so the files a module reads beside itself (`import.meta.url`) stay beside it;
 *   every package import stays a package import (the Portico packages are installed ones);
 * - the injected test wallets as one prebuilt classic script (`dist/test-wallet/testWallets.iife.js`),
 *   which `testWalletInitScript` reads instead of building from the sources;
 * - the mobile-wallet page as static files (`dist/mobile-wallet/page/`), which
 *   `startMobileWalletServer` serves instead of starting a Vite dev server on the sources;
 * - the declarations, from the sources (through the workspace's `source` condition: the kit's
 *   build does not wait for the libraries' builds, which list the kit as a dev dependency).
 *
 * In the repository nothing needs this build: the sources run as they are.
 */
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, isAbsolute, join, posix, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, defaultClientConditions } from 'vite'
import { buildTestWalletsScript } from './src/test-wallet/initScript.js'

const ROOT = fileURLToPath(new URL('./', import.meta.url))
const SRC = join(ROOT, 'src')
const DIST = join(ROOT, 'dist')
const REPO = join(ROOT, '..')

/** The public entries (package.json `exports` and `bin`). */
export const ENTRIES = ['index.ts', 'playwright/index.ts', 'devnet/cli.ts', 'mobile-wallet/server.ts']

/**
 * Source folders named `fixtures/` hold the emulator's data, not test fixtures; published as
 * `fixture-data/` (a `fixtures/` folder is left out of every tarball as workspace-only).
 */
const publishedPath = (path: string) => path.replace(/(^|\/)fixtures\//g, '$1fixture-data/')

type Manifest = { name: string; dependencies?: Record<string, string>; exports?: Record<string, unknown> }
const readManifest = (directory: string) =>
  JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as Manifest

/**
 * The source files the kit's Portico dependencies publish, by their package specifier. A few kit
 * modules import them by path (so the services run under plain Node in the repository); published,
 * they import the installed package.
 */
function workspaceSpecifiers(): Map<string, string> {
  const wanted = new Set(
    Object.keys(readManifest(ROOT).dependencies ?? {}).filter((n) => n.startsWith('@portico/')),
  )
  const folders = [
    'kernel',
    'ui',
    ...['chains', 'plugins'].flatMap((parent) =>
      readdirSync(join(REPO, parent)).map((name) => join(parent, name)),
    ),
  ]
  const specifiers = new Map<string, string>()
  for (const folder of folders) {
    const directory = join(REPO, folder)
    if (!existsSync(join(directory, 'package.json'))) continue
    const manifest = readManifest(directory)
    if (!wanted.has(manifest.name)) continue
    for (const [subpath, conditions] of Object.entries(manifest.exports ?? {})) {
      const source = conditions as { source?: string } | string
      if (typeof source === 'object' && source.source)
        specifiers.set(resolve(directory, source.source), `${manifest.name}${subpath.slice(1)}`)
    }
  }
  return specifiers
}
const WORKSPACE = workspaceSpecifiers()

/** The package specifier for a relative import of another Portico package's published source. */
function workspaceSpecifier(importer: string, specifier: string): string | undefined {
  const target = resolve(dirname(importer), specifier)
  for (const candidate of [target.replace(/\.js$/, '.ts'), `${target}.ts`, join(target, 'index.ts')]) {
    const found = WORKSPACE.get(candidate)
    if (found) return found
  }
  return undefined
}

async function buildNode() {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [
      {
        name: 'portico-workspace-packages',
        enforce: 'pre',
        resolveId(source, importer) {
          if (!importer || !source.startsWith('.')) return null
          const id = workspaceSpecifier(importer, source)
          return id ? { id, external: true } : null
        },
      },
    ],
    build: {
      ssr: true,
      outDir: DIST,
      emptyOutDir: false,
      minify: false,
      target: 'node20',
      rollupOptions: {
        input: Object.fromEntries(ENTRIES.map((entry) => [entry.replace(/\.ts$/, ''), join(SRC, entry)])),
        // Packages stay imports: only the kit's own modules are built.
        external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
        output: {
          format: 'es',
          preserveModules: true,
          preserveModulesRoot: SRC,
          entryFileNames: (chunk) => `${publishedPath(chunk.name)}.js`,
        },
      },
    },
  })
  // Files read beside a module at run time.
  cpSync(join(SRC, 'services/secure-site/frame'), join(DIST, 'services/secure-site/frame'), {
    recursive: true,
  })
}

async function buildTestWallets() {
  mkdirSync(join(DIST, 'test-wallet'), { recursive: true })
  writeFileSync(join(DIST, 'test-wallet/testWallets.iife.js'), await buildTestWalletsScript())
}

async function buildMobileWalletPage() {
  await build({
    root: join(SRC, 'mobile-wallet'),
    configFile: false,
    logLevel: 'warn',
    base: './',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: { outDir: join(DIST, 'mobile-wallet/page'), emptyOutDir: true },
  })
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** Declarations of the entries and what they reach, with Node-resolvable relative specifiers. */
function buildDeclarations() {
  const out = join(tmpdir(), `portico-testkit-types-${process.pid}`)
  rmSync(out, { recursive: true, force: true })
  // Its config and one extra file, where no lint or build looks (removed afterwards).
  const work = join(ROOT, 'node_modules/.cache/portico-types')
  mkdirSync(work, { recursive: true })
  const config = join(work, `tsconfig-${process.pid}.json`)
  // The Polkadot API's augmented types (in the repository the chains/polkadot package brings them).
  const augment = join(work, `augment-${process.pid}.ts`)
  writeFileSync(augment, "import type {} from '@polkadot/api-augment/substrate'\n")
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(REPO, 'tsconfig.base.json'),
      compilerOptions: {
        declaration: true,
        emitDeclarationOnly: true,
        noEmit: false,
        rootDir: REPO,
        outDir: out,
        types: ['node'],
      },
      files: [...ENTRIES.map((entry) => join(SRC, entry)), augment],
    }),
  )
  try {
    const tsc = spawnSync(
      process.execPath,
      [join(ROOT, '../node_modules/typescript/bin/tsc'), '-p', config],
      {
        stdio: 'inherit',
      },
    )
    if (tsc.status !== 0) throw new Error('the declarations did not build')
  } finally {
    rmSync(config, { force: true })
    rmSync(augment, { force: true })
  }
  const emitted = join(out, 'testkit/src')
  for (const file of filesUnder(emitted)) {
    const path = relative(emitted, file).split('\\').join('/')
    const target = join(DIST, publishedPath(path))
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, withNodeSpecifiers(readFileSync(file, 'utf8'), path, emitted))
  }
  rmSync(out, { recursive: true, force: true })
}

/** `./x` -> `./x.js`, `./dir` -> `./dir/index.js`, and `fixtures/` as published. */
function withNodeSpecifiers(text: string, path: string, root: string): string {
  return text.replace(
    /((?:from\s+|import\s*\(\s*)['"])(\.{1,2}\/[^'"]+)(['"])/g,
    (_, before: string, specifier: string, after: string) => {
      const target = posix.join(posix.dirname(path), specifier)
      const workspace = workspaceSpecifier(join(SRC, path), specifier)
      let resolved = specifier
      if (workspace) return `${before}${workspace}${after}`
      if (/\.js$/.test(specifier)) resolved = specifier
      else if (existsSync(join(root, `${target}.d.ts`))) resolved = `${specifier}.js`
      else if (existsSync(join(root, target, 'index.d.ts'))) resolved = `${specifier}/index.js`
      return `${before}${publishedPath(resolved)}${after}`
    },
  )
}

rmSync(DIST, { recursive: true, force: true })
await buildNode()
await buildTestWallets()
await buildMobileWalletPage()
buildDeclarations()
console.log(`@portico/testkit built into ${relative(process.cwd(), DIST) || '.'}`)
