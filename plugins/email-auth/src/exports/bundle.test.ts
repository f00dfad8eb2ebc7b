// @vitest-environment node
// Bundle discipline (issue 15): composing emailAuth() adds at most 1.5 KiB gzip before the first
// click; the frame channel, its protocol, the flows and the views load on first use.
import { join } from 'node:path'
import { toKib } from '@portico/testkit/bundle/gzip'
import { gzipChunks, splitLibrary } from '@portico/testkit/bundle/libraryChunks'
import { describe, expect, it } from 'vitest'

/** What every Portico app ships already stays out, so the figure is the plugin's own. */
const external = (id: string) => /^(react|react-dom|zod|@portico\/(kernel|ui))($|\/)/.test(id)

describe('the email-auth plugin entry in a production bundle', () => {
  it('adds at most 1.5 KiB gzip before the first click; the frame, its protocol and the views load later', async () => {
    const { eager, lazy, eagerModules } = await splitLibrary(
      join(import.meta.dirname, '../test/bundleEntry.ts'),
      external,
    )
    console.info(
      `emailAuth() before the click: ${toKib(gzipChunks(eager))} KiB gzip in ${eager.length} chunk(s)`,
    )
    expect(gzipChunks(eager)).toBeLessThanOrEqual(1.5 * 1024)
    expect(eagerModules.filter((id) => /frameChannel|frameSchemas|runtime|views[\\/]/.test(id))).toEqual([])
    expect(eager.some((chunk) => chunk.code.includes('@w3m-app/'))).toBe(false)
    expect(lazy.some((chunk) => chunk.code.includes('portico-secure-frame'))).toBe(true)
  }, 120_000)
})
