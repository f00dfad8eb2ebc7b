// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions, type Rollup } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'

const app = fileURLToPath(new URL('../../test/firstPaintApp.tsx', import.meta.url))

/**
 * Budget for what a page loads before the first click, React excluded (gzip). Today about 31 KB,
 * most of it the kernel; raise it only on purpose.
 */
const FIRST_PAINT_BUDGET_BYTES = 40_000

let chunks: Rollup.OutputChunk[] = []

beforeAll(async () => {
  const output = await build({
    configFile: false,
    root: fileURLToPath(new URL('../../test/', import.meta.url)),
    logLevel: 'silent',
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: app, external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  })
  const result = (Array.isArray(output) ? output[0] : output) as Rollup.RollupOutput
  chunks = result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
}, 60_000)

/** The entry chunk and every chunk it imports statically: what loads before the first click. */
function firstPaintChunks(): Rollup.OutputChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const seen = new Map<string, Rollup.OutputChunk>()
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.set(chunk.fileName, chunk)
    for (const name of chunk.imports) {
      const imported = byName.get(name)
      if (imported) visit(imported)
    }
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
  return [...seen.values()]
}

describe('what loads before the first click', () => {
  it('leaves the shell, the toasts, the views, German and the heavy dependencies to lazy chunks', () => {
    const eager = firstPaintChunks().flatMap((chunk) => Object.keys(chunk.modules))
    const lazyOnly = [
      /node_modules\/focus-trap\//,
      /node_modules\/@tanstack\/react-virtual\//,
      /node_modules\/qr\//,
      /ui\/src\/shell\/(ModalRoot|ModalDialog|ToastRegion|shellCss|toastCss)\.tsx?$/,
      /ui\/src\/views\/[A-Z]\w+\.tsx$/,
      /ui\/src\/(views\/)?locales\/de\.ts$/,
    ]
    expect(eager.filter((id) => lazyOnly.some((pattern) => pattern.test(id)))).toEqual([])
  })

  it(`stays under ${FIRST_PAINT_BUDGET_BYTES / 1000} KB gzip (React excluded)`, () => {
    const bytes = firstPaintChunks().reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0)
    expect(bytes).toBeLessThan(FIRST_PAINT_BUDGET_BYTES)
  })

  it('puts the shell, Connect, the toasts and what the other views share with them in one lazy chunk, the other core views and the focus trap in their own', () => {
    const chunkOf = (path: string) =>
      chunks.find((chunk) => Object.keys(chunk.modules).some((id) => id.endsWith(path)))
    const shell = chunkOf('shell/ModalRoot.tsx')
    expect(shell?.isEntry).toBe(false)
    // The focus trap is needed a frame after the first paint: its own lazy chunk, requested once the shell has arrived.
    const focusTrap = chunks.find((chunk) =>
      Object.keys(chunk.modules).some((id) => id.includes('/focus-trap/')),
    )
    expect(focusTrap?.isEntry).toBe(false)
    expect(focusTrap).not.toBe(shell)
    for (const module of [
      'views/Connect.tsx',
      'shell/ToastRegion.tsx',
      'primitives/ListItem.tsx',
      'views/catalogue/catalogueService.ts',
    ])
      expect(chunkOf(module), module).toBe(shell)
    // The other core views (loaded at idle after the first open) and AllWallets have chunks of
    // their own, which import the shell's rather than splitting shared code off.
    const views = chunkOf('views/Account.tsx')
    expect(views).not.toBe(shell)
    expect(chunkOf('views/SwitchNetwork.tsx')).toBe(views)
    expect(views?.imports).toContain(shell?.fileName)
    const allWallets = chunkOf('views/AllWallets.tsx')
    expect(allWallets).not.toBe(shell)
    expect(allWallets?.imports).toContain(shell?.fileName)
  })
})
