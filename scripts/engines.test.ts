import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { publicPackageDirectories, REPO_ROOT } from './pack.js'

/**
 * Portico supports Node 20.19 (the root package.json's engines; CI runs Node 20). A runtime
 * dependency that declares a later Node would make npm warn every user on Node 20, and may use
 * what Node 20 lacks: every package a public package pulls in at run time must allow 20.19.
 */
const SUPPORTED = '20.19.0'

type Manifest = {
  name: string
  engines?: { node?: string }
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  private?: boolean
}

/**
 * Packages whose later-Node engines never reach a user's run time: only a command-line tool of the
 * package that depends on them uses them.
 */
const CLI_ONLY: Record<string, string> = {
  commander:
    "@solana/errors' own command (bin/cli.mjs, its library never imports it); the test kit reaches it through @solana/kit",
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest

/** The installed package.json of `name` as Node would resolve it from `from`. */
function resolveManifest(name: string, from: string): string | undefined {
  for (let directory = from; ; directory = dirname(directory)) {
    const candidate = join(directory, 'node_modules', name, 'package.json')
    if (existsSync(candidate)) return candidate
    if (dirname(directory) === directory) return undefined
  }
}

function version(text: string): number[] {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0)
  return [major, minor, patch]
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0)
  return 0
}

/** Whether `range` (the forms engines fields use: >=, >, <, <=, ^, ~, x, ||, spaces) allows `node`. */
function allows(range: string, node: string): boolean {
  const v = version(node)
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const [, operator = '', rest = ''] = /^([<>=^~]*)(.*)$/.exec(comparator) ?? []
        if (rest === '*' || rest === 'x' || rest === '') return true
        const bound = version(rest.replace(/\.[x*]/g, ''))
        const order = compare(v, bound)
        switch (operator) {
          case '>=':
            return order >= 0
          case '>':
            return order > 0
          case '<=':
            return order <= 0
          case '<':
            return order < 0
          case '^':
            return order >= 0 && v[0] === bound[0]
          case '~':
            return order >= 0 && v[0] === bound[0] && v[1] === bound[1]
          default:
            // `20`, `20.x`: the same major (and minor when given).
            return rest.split('.').every((part, i) => part === 'x' || part === '*' || Number(part) === v[i])
        }
      }),
  )
}

/** Every package a public package pulls in at run time, with the engines it declares. */
function runtimeClosure(): Map<string, string | undefined> {
  const seen = new Map<string, string | undefined>()
  const visit = (manifestFile: string) => {
    const manifest = read(manifestFile)
    const names = { ...manifest.dependencies, ...manifest.optionalDependencies }
    for (const name of Object.keys(names)) {
      const file = resolveManifest(name, dirname(manifestFile))
      if (!file || seen.has(file)) continue
      seen.set(file, read(file).engines?.node)
      visit(file)
    }
  }
  for (const directory of publicPackageDirectories()) visit(join(directory, 'package.json'))
  return seen
}

describe('Node 20.19', () => {
  it('reads engines ranges as npm does for the usual forms', () => {
    expect(allows('>=20.19', SUPPORTED)).toBe(true)
    expect(allows('>=22', SUPPORTED)).toBe(false)
    expect(allows('^20.19.0 || >=22.12.0', SUPPORTED)).toBe(true)
    expect(allows('^18.0.0 || ^20.0.0', SUPPORTED)).toBe(true)
    expect(allows('>= 14.0.0', SUPPORTED)).toBe(true)
    expect(allows('>=12 <20', SUPPORTED)).toBe(false)
    expect(allows('20.x', SUPPORTED)).toBe(true)
    expect(allows('*', SUPPORTED)).toBe(true)
  })

  it('is what the project declares, and what this run uses', () => {
    expect(read(join(REPO_ROOT, 'package.json')).engines?.node).toBe('>=20.19')
    expect(allows('>=20.19', process.versions.node)).toBe(true)
  })

  it('is allowed by every runtime dependency of every public package', () => {
    const closure = runtimeClosure()
    expect(closure.size).toBeGreaterThan(10)
    const refusing = [...closure]
      .filter(([, engines]) => engines !== undefined && !allows(engines, SUPPORTED))
      .filter(([file]) => !(read(file).name in CLI_ONLY))
      .map(([file, engines]) => `${read(file).name}: node ${engines}`)
    expect(refusing).toEqual([])
  })
})
