import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, posix, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Builds every public package and packs each into a tarball a user installs (`npm pack`), from a
 * staged copy whose package.json keeps only what a consumer needs: the workspace's `source`
 * export condition (TypeScript sources for the monorepo's own tests), scripts and dev
 * dependencies are left out; the repository's LICENSE goes in. Then checks every tarball.
 *
 *   tsx scripts/pack.ts [--out <dir>] [--skip-build] [@portico/<name> …]
 */

export const REPO_ROOT = resolve(import.meta.dirname, '..')
export const DEFAULT_PACK_DIR = join(REPO_ROOT, '.packs')

type Manifest = {
  name: string
  version: string
  private?: boolean
  exports?: unknown
  imports?: unknown
  files?: string[]
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  scripts?: Record<string, string>
  devDependencies?: Record<string, string>
  [key: string]: unknown
}

export type PackedPackage = {
  name: string
  /** Directory in the repository. */
  directory: string
  /** Absolute path of the tarball. */
  tarball: string
  /** Bytes of the gzipped tarball. */
  size: number
  unpackedSize: number
  files: string[]
}

function readManifest(directory: string): Manifest {
  return JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as Manifest
}

/** The workspace directories whose package is not private, in the root package.json's order. */
export function publicPackageDirectories(root = REPO_ROOT): string[] {
  const { workspaces = [] } = readManifest(root) as Manifest & { workspaces?: string[] }
  const directories = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(root, pattern)]
    const parent = join(root, pattern.slice(0, -2))
    return readdir(parent).map((name) => join(parent, name))
  })
  return directories.filter((d) => existsSync(join(d, 'package.json')) && !readManifest(d).private)
}

function readdir(directory: string): string[] {
  return existsSync(directory) ? readdirSync(directory).sort() : []
}

/** Drops the `source` condition at every level of an exports or imports map. */
export function withoutSourceCondition(map: unknown): unknown {
  if (Array.isArray(map)) return map.map(withoutSourceCondition)
  if (map === null || typeof map !== 'object') return map
  return Object.fromEntries(
    Object.entries(map)
      .filter(([key]) => key !== 'source')
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  )
}

/**
 * An exports map without its workspace-only subpaths: those that name only the `source` condition
 * (the test kit's `./*`, its services by path for the monorepo's own tests).
 */
function publishedExports(map: unknown): unknown {
  const stripped = withoutSourceCondition(map)
  if (stripped === null || typeof stripped !== 'object' || Array.isArray(stripped)) return stripped
  return Object.fromEntries(
    Object.entries(stripped).filter(
      ([, target]) => !(target !== null && typeof target === 'object' && Object.keys(target).length === 0),
    ),
  )
}

/** The package.json a user receives. */
export function publishedManifest(manifest: Manifest): Manifest {
  const { scripts: _scripts, devDependencies: _dev, ...rest } = manifest
  return {
    ...rest,
    ...(manifest.exports ? { exports: publishedExports(manifest.exports) } : {}),
    ...(manifest.imports ? { imports: withoutSourceCondition(manifest.imports) } : {}),
  }
}

/** Every relative file an exports or imports map points at (bare package targets are skipped). */
function mapTargets(map: unknown): string[] {
  if (typeof map === 'string') return map.startsWith('./') ? [map.slice(2)] : []
  if (map === null || typeof map !== 'object') return []
  return Object.values(map).flatMap(mapTargets)
}

/** What is wrong with a packed package; empty when nothing is. */
export function packageProblems(manifest: Manifest, files: readonly string[]): string[] {
  const problems: string[] = []
  const has = new Set(files)
  for (const required of ['package.json', 'README.md', 'LICENSE']) {
    if (!has.has(required)) problems.push(`${required} is missing`)
  }
  for (const target of [...mapTargets(manifest.exports), ...mapTargets(manifest.imports)]) {
    if (!has.has(target)) problems.push(`exports/imports point at ${target}, which is not in the tarball`)
  }
  const json = JSON.stringify(manifest)
  if (json.includes('"source"')) problems.push('the workspace-only "source" condition is still there')
  for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })) {
    if (/^(workspace|file|link):/.test(range)) problems.push(`${name} depends on ${range}`)
  }
  const exportsMap = (manifest.exports ?? {}) as Record<string, unknown>
  for (const [subpath, conditions] of Object.entries(exportsMap)) {
    if (subpath === './package.json') continue
    const keys = conditions && typeof conditions === 'object' ? Object.keys(conditions) : []
    if (keys[0] !== 'types') problems.push(`exports["${subpath}"] does not name its types first`)
  }
  if (!('sideEffects' in manifest)) problems.push('sideEffects is not declared')
  const testFiles = files.filter(isWorkspaceOnlyFile)
  if (testFiles.length > 0) problems.push(`test files are packed: ${testFiles.join(', ')}`)
  return problems
}

/** Test files, test helpers and fixtures: the monorepo's own, not a user's. */
export function isWorkspaceOnlyFile(path: string): boolean {
  return /\.test\.tsx?$|\.test-d\.ts$|\.tsbuildinfo$|(^|\/)(test|fixtures)\//.test(path)
}

const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g

/** Relative imports in the packed JavaScript and declarations that point at a file not packed. */
export function brokenImports(root: string, files: readonly string[]): string[] {
  const has = new Set(files)
  const problems: string[] = []
  for (const file of files) {
    if (!/\.(js|d\.ts)$/.test(file)) continue
    // Comments hold usage examples, not imports.
    const text = readFileSync(join(root, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
    for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
      const target = posix.normalize(posix.join(posix.dirname(file), specifier!))
      const candidates = file.endsWith('.d.ts') ? [target, target.replace(/\.js$/, '.d.ts')] : [target]
      if (!candidates.some((c) => has.has(c)))
        problems.push(`${file} imports ${specifier}, which is not packed`)
    }
  }
  return problems
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`)
  return result.stdout
}

type NpmPackJson = { filename: string; size: number; unpackedSize: number; files: { path: string }[] }

/** Stages one built package and packs it into `outDir`. */
export function packPackage(directory: string, outDir: string): PackedPackage {
  const manifest = readManifest(directory)
  const stage = mkdtempSync(join(tmpdir(), 'portico-stage-'))
  try {
    // The files npm would pack from the package itself (its `files`, negations included), less the
    // workspace's test helpers and fixtures.
    const [listed] = JSON.parse(
      run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], directory),
    ) as NpmPackJson[]
    for (const { path } of listed?.files ?? []) {
      if (path === 'package.json' || isWorkspaceOnlyFile(path)) continue
      mkdirSync(dirname(join(stage, path)), { recursive: true })
      cpSync(join(directory, path), join(stage, path))
    }
    if (existsSync(join(directory, 'README.md')))
      cpSync(join(directory, 'README.md'), join(stage, 'README.md'))
    cpSync(
      join(existsSync(join(directory, 'LICENSE')) ? directory : REPO_ROOT, 'LICENSE'),
      join(stage, 'LICENSE'),
    )
    const published = publishedManifest(manifest)
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(published, null, 2)}\n`)
    const [packed] = JSON.parse(
      run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', outDir], stage),
    ) as NpmPackJson[]
    if (!packed) throw new Error(`npm pack gave no tarball for ${manifest.name}`)
    const files = packed.files.map((f) => f.path)
    const problems = [...packageProblems(published, files), ...brokenImports(stage, files)]
    if (problems.length > 0) throw new Error(`${manifest.name}:\n  ${problems.join('\n  ')}`)
    return {
      name: manifest.name,
      directory: relative(REPO_ROOT, directory),
      tarball: join(outDir, packed.filename),
      size: packed.size,
      unpackedSize: packed.unpackedSize,
      files,
    }
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}

export type PackOptions = {
  outDir?: string
  build?: boolean
  /** Package names to build and pack (with what they depend on built too); default: every public one. */
  packages?: readonly string[]
}

/** Builds (turbo, cached) and packs the public packages; writes `<outDir>/packs.json`. */
export function packAll({
  outDir = DEFAULT_PACK_DIR,
  build = true,
  packages,
}: PackOptions = {}): PackedPackage[] {
  const directories = publicPackageDirectories().filter(
    (directory) => !packages || packages.includes(readManifest(directory).name),
  )
  if (build) {
    const filters = packages ? packages.map((name) => `--filter=${name}`) : []
    run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only', ...filters], REPO_ROOT)
  }
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const packed = directories.map((directory) => packPackage(directory, outDir))
  writeFileSync(join(outDir, 'packs.json'), `${JSON.stringify(packed, null, 2)}\n`)
  return packed
}

export function formatPackTable(packed: readonly PackedPackage[]): string {
  const rows = packed.map(
    (p) =>
      `${p.name.padEnd(32)} ${(p.size / 1024).toFixed(1).padStart(7)} KiB  ${(p.unpackedSize / 1024).toFixed(1).padStart(7)} KiB unpacked  ${String(p.files.length).padStart(4)} files  ${basename(p.tarball)}`,
  )
  return rows.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  const outIndex = args.indexOf('--out')
  const outDir = outIndex >= 0 && args[outIndex + 1] ? resolve(args[outIndex + 1]!) : DEFAULT_PACK_DIR
  const names = args.filter((arg, index) => arg.startsWith('@') && args[index - 1] !== '--out')
  const packed = packAll({
    outDir,
    build: !args.includes('--skip-build'),
    ...(names.length > 0 ? { packages: names } : {}),
  })
  console.log(formatPackTable(packed))
  console.log(`${packed.length} tarballs in ${relative(process.cwd(), outDir) || '.'}`)
}
