// Composition checks run in development and test builds and are dropped from production builds
// (`developmentChecks`, chosen by the kernel's `production` export condition). The plugin-send page
// composes connect-evm's plugins plus balances and send: its development build must carry the
// checks' messages (so the texts below are real) and its production build, before the click, none.
import { describe, expect, it } from 'vitest'
import type { Scenario } from './scenarios.js'
import { splitEagerLazy } from './size/buildGraph.js'
import { type BuildMode, buildScenario } from './size/buildScenario.js'
import { DEVELOPMENT_CHECK_TEXTS } from './size/developmentCheckTexts.js'

const TEXTS = Object.values(DEVELOPMENT_CHECK_TEXTS).flat()

/** The page's JavaScript before the first click, one string. */
async function eagerCode(mode: BuildMode): Promise<string> {
  const build = await buildScenario('plugin-send' as Scenario, { write: false, mode })
  return splitEagerLazy(build)
    .eager.map((chunk) => chunk.code)
    .join('\n')
}

describe('development checks', () => {
  it('are in a development build of the page', async () => {
    const code = await eagerCode('development')
    expect(TEXTS.filter((text) => !code.includes(text))).toEqual([])
  }, 120_000)

  it('are dropped from its production build, before the click', async () => {
    const code = await eagerCode('production')
    expect(TEXTS.filter((text) => code.includes(text))).toEqual([])
  }, 120_000)
})
