import { describe, expect, it } from 'vitest'
import { entryFiles, splitEagerLazy } from './buildGraph.js'
import type { BuiltChunk, ScenarioBuild } from './buildScenario.js'

const chunk = (fileName: string, more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  isPageModule: false,
  imports: [],
  dynamicImports: [],
  bytes: 100,
  gzipBytes: 50,
  modules: [],
  code: '',
  ...more,
})

describe('splitEagerLazy', () => {
  it("counts the entry, the page's own instance module and their static imports as before the click", () => {
    const build: ScenarioBuild = {
      scenario: 'connect-evm',
      outDir: '/tmp/out',
      chunks: [
        chunk('index.js', {
          isEntry: true,
          imports: ['shared.js'],
          dynamicImports: ['portico.js', 'modal.js'],
        }),
        chunk('shared.js'),
        chunk('portico.js', {
          isPageModule: true,
          imports: ['kernel-bits.js'],
          dynamicImports: ['flows.js'],
        }),
        chunk('kernel-bits.js'),
        chunk('modal.js'),
        chunk('flows.js', { imports: ['kernel-bits.js'] }),
      ],
    }
    const { eager, lazy } = splitEagerLazy(build)
    expect(eager.map((c) => c.fileName).sort()).toEqual([
      'index.js',
      'kernel-bits.js',
      'portico.js',
      'shared.js',
    ])
    expect(lazy.map((c) => c.fileName).sort()).toEqual(['flows.js', 'modal.js'])
  })
})

describe('entryFiles', () => {
  it('is the entry and what it imports statically, directly or through another chunk', () => {
    const build: ScenarioBuild = {
      scenario: 'full',
      outDir: '/tmp/out',
      chunks: [
        chunk('index.js', { isEntry: true, imports: ['react.js'], dynamicImports: ['portico.js'] }),
        chunk('react.js', { imports: ['runtime.js'] }),
        chunk('runtime.js'),
        chunk('portico.js', { isPageModule: true, imports: ['kernel-bits.js', 'index.js'] }),
        chunk('kernel-bits.js'),
      ],
    }
    expect(entryFiles(build).map((c) => c.fileName)).toEqual(['index.js', 'react.js', 'runtime.js'])
  })
})
