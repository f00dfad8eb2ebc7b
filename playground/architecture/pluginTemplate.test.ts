// The plugin template (playground/custom-plugin) is what a new plugin is copied from
// (docs/PLUGINS.md). This test does what a plugin author does: copies it into a temporary folder
// outside the workspace, renames it (package, plugin id, view ids, identifiers and texts), and
// then type-checks the copy, runs its own tests (unit, rendering and local-services) and builds it
// as a library. So the template cannot rot: a kernel or ui change that breaks it fails here.
import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const REPO = join(import.meta.dirname, '../..')
const TEMPLATE = join(REPO, 'playground/custom-plugin')

/** The template's name in its three spellings, and the new plugin's. */
const RENAME: ReadonlyArray<readonly [RegExp, string]> = [
  [/hello/g, 'wave'],
  [/Hello/g, 'Wave'],
  [/HELLO/g, 'WAVE'],
]
const renamed = (text: string) => RENAME.reduce((out, [from, to]) => out.replace(from, to), text)

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

let folder: string
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'portico-plugin-wave-'))
  for (const entry of ['src', 'package.json', 'tsconfig.build.json'])
    cpSync(join(TEMPLATE, entry), join(folder, entry), { recursive: true })
  for (const file of filesUnder(folder)) {
    writeFileSync(file, renamed(readFileSync(file, 'utf8')))
    const moved = join(folder, renamed(relative(folder, file)))
    if (moved !== file) renameSync(file, moved)
  }
  // The author's project would install the packages; the copy uses the workspace's.
  symlinkSync(join(REPO, 'node_modules'), join(folder, 'node_modules'), 'dir')
  // Its own configs, as a plugin repository would have (the template's build config points at the
  // workspace's base; the copy's at the same file by its absolute path).
  const base = join(REPO, 'tsconfig.base.json')
  writeFileSync(
    join(folder, 'tsconfig.build.json'),
    readFileSync(join(folder, 'tsconfig.build.json'), 'utf8').replace('../../tsconfig.base.json', base),
  )
  writeFileSync(
    join(folder, 'tsconfig.json'),
    JSON.stringify({
      extends: base,
      compilerOptions: { noEmit: true, types: ['node', 'vitest/globals'] },
      include: ['src'],
    }),
  )
  // The ui's test setup (testing-library's cleanup and timeout), as the plugin's own.
  mkdirSync(join(folder, 'test'))
  cpSync(join(REPO, 'ui/test/setup.ts'), join(folder, 'test/setup.ts'))
  writeFileSync(
    join(folder, 'vitest.config.ts'),
    `import react from '@vitejs/plugin-react'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
  test: {
    globals: true,
    environment: 'happy-dom',
    setupFiles: ['./test/setup.ts'],
    maxWorkers: 1,
    testTimeout: 60_000,
  },
})
`,
  )
})
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
})

/** Runs a workspace tool in the copy; resolves with its output, rejects with it when it fails. */
async function tool(bin: string, args: readonly string[]) {
  // The outer test run's variables would make an inner vitest think it is one of its workers.
  const env = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(VITEST|TEST$|NODE_OPTIONS$|FORCE_COLOR$)/.test(name),
      ),
    ),
    NO_COLOR: '1',
  }
  try {
    const { stdout, stderr } = await run(process.execPath, [join(REPO, bin), ...args], {
      cwd: folder,
      env,
      maxBuffer: 16 * 1024 * 1024,
    })
    return `${stdout}${stderr}`
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${bin} ${args.join(' ')} failed:\n${stdout}${stderr}`)
  }
}

describe('a plugin copied from the template under a new name', () => {
  it('is renamed throughout: package, plugin id, view ids, tokens', () => {
    const sources = filesUnder(folder)
      .filter((file) => !file.includes('node_modules'))
      .map((file) => readFileSync(file, 'utf8'))
    expect(sources.filter((text) => /hello/i.test(text))).toEqual([])
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name: string }
    expect(manifest.name).toBe('portico-plugin-wave')
    const plugin = readFileSync(join(folder, 'src/plugin.ts'), 'utf8')
    expect(plugin).toContain("id: 'wave'")
    expect(plugin).toContain("id: 'wave/Greeting'")
    expect(existsSync(join(folder, 'src/wave.services.test.ts'))).toBe(true)
  })

  it('type-checks', async () => {
    await tool('node_modules/typescript/bin/tsc', ['-p', 'tsconfig.json'])
  }, 600_000)

  it('passes its own tests (unit, rendering, against the local services)', async () => {
    const out = await tool('node_modules/vitest/vitest.mjs', ['run', '--config', 'vitest.config.ts'])
    // Every test file of the copy ran and passed (its own exit status already said so).
    expect(stripVTControlCharacters(out)).toMatch(/Test Files\s+(\d+) passed \(\1\)/)
  }, 600_000)

  it('builds as a library whose views load on demand and which bundles none of its dependencies', async () => {
    const { build } = await import('vite')
    const result = await build({
      root: folder,
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir: join(folder, 'dist'),
        minify: false,
        lib: { entry: join(folder, 'src/exports/index.ts'), formats: ['es'], fileName: 'index' },
        rolldownOptions: { external: (id: string) => !id.startsWith('.') && !id.startsWith('/') },
      },
    })
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
      'output' in r ? r.output : [],
    )
    const chunks = outputs.filter((o) => o.type === 'chunk')
    const entry = chunks.find((chunk) => chunk.isEntry)
    expect(entry?.exports).toContain('wave')
    // The view and the service are chunks of their own, imported dynamically by the entry.
    expect(chunks.some((chunk) => chunk.moduleIds.some((id) => id.endsWith('views/GreetingView.tsx')))).toBe(
      true,
    )
    expect(entry?.moduleIds.some((id) => /\/(views|core\/createGreeter)/.test(id))).toBe(false)
    // Dependencies stay imports: nothing of the kernel, the ui, React or zod is inside.
    expect(chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => !id.startsWith(folder))).toEqual([])
  }, 300_000)
})
