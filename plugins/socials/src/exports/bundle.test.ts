// @vitest-environment node
// Bundle discipline (issue 16): composing socials() adds at most 1.5 KiB gzip before the first
// click; the buttons, the popup flow, the Telegram variant and the views load on first use.
import { join } from 'node:path'
import { toKib } from '@portico/testkit/bundle/gzip'
import { gzipChunks, splitLibrary } from '@portico/testkit/bundle/libraryChunks'
import { describe, expect, it } from 'vitest'

/** What every Portico app with the e-mail wallet ships already stays out: the figure is the plugin's own. */
const external = (id: string) =>
  /^(react|react-dom|zod|@portico\/(kernel|ui|plugin-email-auth))($|\/)/.test(id)

describe('the socials plugin entry in a production bundle', () => {
  it('adds at most 1.5 KiB gzip before the first click; the popup flow and the views load later', async () => {
    const { eager, lazy, eagerModules } = await splitLibrary(
      join(import.meta.dirname, '../test/bundleEntry.ts'),
      external,
    )
    console.info(
      `socials() before the click: ${toKib(gzipChunks(eager))} KiB gzip in ${eager.length} chunk(s)`,
    )
    expect(gzipChunks(eager)).toBeLessThanOrEqual(1.5 * 1024)
    expect(eagerModules.filter((id) => /[\\/](core|views)[\\/]/.test(id))).toEqual([])
    expect(eager.some((chunk) => chunk.code.includes('width=600'))).toBe(false)
    expect(lazy.some((chunk) => chunk.code.includes('popupWindow'))).toBe(true)
  }, 120_000)
})
