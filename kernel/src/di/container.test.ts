import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, defaultServerConditions } from 'vite'
import { describe, expect, it } from 'vitest'
import { definePlugin } from '../plugin/definePlugin.js'
import { createTestPortico } from '../testing/createTestPortico.js'
import { createServiceContainer } from './container.js'
import { clockToken, prefixToken, StampService, stampToken } from './fixtures/decoratedService.js'
import { createToken } from './token.js'

describe('service container', () => {
  it('keeps two kernel containers apart', () => {
    const token = createToken<number>('test.n')
    const a = createServiceContainer()
    const b = createServiceContainer()
    a.provideValue(token, 1)
    expect(a.resolve(token)).toBe(1)
    expect(b.has(token)).toBe(false)
    expect(b.tryResolve(token)).toBeUndefined()
  })

  it('lets a child see its parent but not the other way round', () => {
    const parentToken = createToken<string>('test.parent')
    const childToken = createToken<string>('test.child')
    const parent = createServiceContainer()
    const child = parent.child()
    parent.provideValue(parentToken, 'p')
    child.provideValue(childToken, 'c')
    expect(child.resolve(parentToken)).toBe('p')
    expect(parent.has(childToken)).toBe(false)
  })
})

describe('decorated classes', () => {
  it('resolve under vitest with @injectable and @inject(token) on every parameter', () => {
    const portico = createTestPortico({
      plugins: [
        definePlugin({
          id: 'stamps',
          version: '1.0.0',
          kernel: '^1',
          register(ctx) {
            ctx.services.provideValue(clockToken, { now: () => 7 }, { visibility: 'private' })
            ctx.services.provideValue(prefixToken, 'vitest')
            ctx.services.provideClass(stampToken, StampService)
          },
        }),
      ],
    })
    const service = portico.resolve(stampToken)
    expect(service).toBeInstanceOf(StampService)
    expect(service.stamp()).toBe('vitest@7')
    expect(portico.resolve(stampToken)).toBe(service)
  })

  it('resolve in a production build', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'portico-di-build-'))
    try {
      await build({
        configFile: false,
        logLevel: 'silent',
        resolve: { conditions: ['source', ...defaultServerConditions] },
        build: {
          outDir,
          minify: true,
          ssr: join(import.meta.dirname, 'fixtures/buildEntry.ts'),
          rollupOptions: { output: { format: 'es', entryFileNames: 'entry.mjs' } },
        },
        // The server build resolves with the server's conditions: `source` there too, so the
        // kernel's `#build-mode` import finds its sources in a checkout that has no dist/.
        ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
      })
      const built = (await import(pathToFileURL(join(outDir, 'entry.mjs')).href)) as { run(): string }
      expect(built.run()).toBe('built@42')
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  }, 60_000)
})
