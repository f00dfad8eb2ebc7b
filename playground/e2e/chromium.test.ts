// The browser every browser test and benchmark starts (launchChromium): Playwright's feature
// switches and ours reach Chromium as one list, and a new context opens no hidden WebUI popup.
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { launchChromium } from './support/index.js'

const featureSwitches = (args: readonly string[], name: 'disable' | 'enable') =>
  args.filter((arg) => arg.startsWith(`--${name}-features=`))

describe('launchChromium', () => {
  let folder: string | undefined
  const chromePath = process.env.CHROME_PATH
  afterEach(async () => {
    if (chromePath === undefined) delete process.env.CHROME_PATH
    else process.env.CHROME_PATH = chromePath
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it("hands Chromium one --disable-features: Playwright's list and ours merged (Chromium keeps only the last)", async () => {
    folder = await mkdtemp(join(tmpdir(), 'portico-chromium-args-'))
    const argsFile = join(folder, 'args.txt')
    // A stand-in Chromium that writes down its arguments and quits before Playwright connects.
    const fake = join(folder, 'chromium')
    await writeFile(fake, `#!/bin/sh\nprintf '%s\\n' "$@" > '${argsFile}'\nexit 1\n`)
    await chmod(fake, 0o755)
    process.env.CHROME_PATH = fake

    await expect(launchChromium()).rejects.toThrow()
    const args = (await readFile(argsFile, 'utf8')).trimEnd().split('\n')

    const disabled = featureSwitches(args, 'disable')
    expect(disabled).toHaveLength(1)
    const names = (disabled[0] as string).slice('--disable-features='.length).split(',')
    // Playwright's own (keeps paint and storage as a test expects them) and ours (no omnibox WebUI).
    expect(names).toEqual(expect.arrayContaining(['PaintHolding', 'ThirdPartyStoragePartitioning']))
    expect(names).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']))
    expect(featureSwitches(args, 'enable')).toHaveLength(1)
    expect(args).toEqual(expect.arrayContaining(['--no-sandbox', '--headless']))
  })

  it('opens a context with its page and no hidden browser UI page beside it', async () => {
    const browser = await launchChromium()
    try {
      const context = await browser.newContext()
      await (await context.newPage()).goto('about:blank')
      const cdp = await browser.newBrowserCDPSession()
      const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as {
        targetInfos: { type: string; url: string }[]
      }
      expect(targetInfos.filter((target) => target.type === 'page').map((target) => target.url)).toEqual([
        'about:blank',
      ])
      expect(targetInfos.filter((target) => target.url.startsWith('chrome://'))).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
