import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  brokenImports,
  isWorkspaceOnlyFile,
  packageProblems,
  publicPackageDirectories,
  publishedManifest,
} from './pack'

const manifest = {
  name: '@portico/example',
  version: '0.1.0',
  sideEffects: false,
  exports: {
    '.': { source: './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
    './package.json': './package.json',
  },
  imports: { '#dep': { source: './src/dep.ts', browser: 'dep/esm.js', default: 'dep' } },
  scripts: { build: 'tsc' },
  devDependencies: { vitest: '4' },
  dependencies: { '@portico/kernel': '0.1.0' },
}

describe('publishedManifest', () => {
  it('drops the workspace-only source condition, scripts and dev dependencies, keeps the rest', () => {
    expect(publishedManifest(manifest)).toEqual({
      name: '@portico/example',
      version: '0.1.0',
      sideEffects: false,
      exports: {
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './package.json': './package.json',
      },
      imports: { '#dep': { browser: 'dep/esm.js', default: 'dep' } },
      dependencies: { '@portico/kernel': '0.1.0' },
    })
  })

  it('leaves out the subpaths only the workspace resolves (source condition only)', () => {
    const kit = {
      ...manifest,
      exports: {
        '.': { source: './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
        './*': { source: './src/*.ts' },
        './package.json': './package.json',
      },
    }
    expect(publishedManifest(kit).exports).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './package.json': './package.json',
    })
  })
})

describe('packageProblems', () => {
  const complete = ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts']

  it('finds nothing wrong with a complete package', () => {
    expect(packageProblems(publishedManifest(manifest), complete)).toEqual([])
  })

  it('names each missing piece', () => {
    const problems = packageProblems(
      { ...manifest, sideEffects: undefined, dependencies: { other: 'workspace:*' } } as never,
      ['package.json', 'dist/index.js', 'src/a.test.ts'],
    )
    expect(problems).toEqual([
      'README.md is missing',
      'LICENSE is missing',
      'exports/imports point at src/index.ts, which is not in the tarball',
      'exports/imports point at dist/index.d.ts, which is not in the tarball',
      'exports/imports point at src/dep.ts, which is not in the tarball',
      'the workspace-only "source" condition is still there',
      'other depends on workspace:*',
      'exports["."] does not name its types first',
      'test files are packed: src/a.test.ts',
    ])
  })
})

describe('brokenImports', () => {
  it('reports relative imports of files that are not packed, not those in comments', () => {
    const root = mkdtempSync(join(tmpdir(), 'portico-pack-'))
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    try {
      write('dist/a.js', "import { b } from './b.js'\nexport const lazy = () => import('./gone.js')\n")
      write('dist/a.d.ts', "export type { B } from './b.js'\n/** import('./example.js') */\n")
      write('dist/b.js', '// import x from "./nothing.js"\nexport const b = 1\n')
      write('dist/b.d.ts', 'export type B = 1\n')
      expect(brokenImports(root, ['dist/a.js', 'dist/a.d.ts', 'dist/b.js', 'dist/b.d.ts'])).toEqual([
        'dist/a.js imports ./gone.js, which is not packed',
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('the repository', () => {
  it('packs kernel, ui, the chains and the plugins, and nothing private', () => {
    const names = publicPackageDirectories().map((d) => d.split('/').slice(-2).join('/'))
    expect(names.some((n) => n.includes('playground'))).toBe(false)
    expect(names.map((n) => n.split('/').at(-1))).toEqual(expect.arrayContaining(['kernel', 'ui', 'eip155']))
  })

  it('marks test helpers and fixtures as workspace-only, not the kernel testing entry', () => {
    expect(isWorkspaceOnlyFile('src/test/fixtures.ts')).toBe(true)
    expect(isWorkspaceOnlyFile('src/di/fixtures/buildEntry.ts')).toBe(true)
    expect(isWorkspaceOnlyFile('dist/exports/testing.js')).toBe(false)
    expect(isWorkspaceOnlyFile('dist/testing/mockChain.js')).toBe(false)
  })
})
