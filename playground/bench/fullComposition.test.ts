// The `full` scenario composes every chain and feature plugin that exists: a package added under
// chains/ or plugins/ fails this test until pages/full/portico.ts composes it (or LEFT_OUT says
// why it cannot be part of a Connect-button page).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGES_DIR, REPO_ROOT } from './scenarios.js'
import { WORKSPACE_DIRS } from './size/packageOf.js'

/** Public packages the full page does not compose, with the reason. */
const LEFT_OUT: Record<string, string> = {
  '@portico/wagmi':
    "bridges an app's own wagmi config into Portico: composing it means the app ships wagmi and viem before the click anyway (its own scenario measures that)",
}

const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8')) as {
    name: string
    private?: boolean
  }

describe('the full scenario', () => {
  const source = readFileSync(join(PAGES_DIR, 'full', 'portico.ts'), 'utf8')
  const imported = new Set([...source.matchAll(/from '(@portico\/[^/']+)/g)].map((match) => match[1]))
  const plugins = WORKSPACE_DIRS.filter((dir) => /^(chains|plugins)\//.test(dir))
    .map(manifest)
    .filter((pkg) => !pkg.private)
    .map((pkg) => pkg.name)

  it('finds the chain and feature packages of the workspace', () => {
    expect(plugins).toContain('@portico/chain-eip155')
    expect(plugins).toContain('@portico/plugin-walletconnect')
  })

  it.each(plugins)('composes %s (or says why not)', (name) => {
    if (name in LEFT_OUT) expect(imported.has(name), `${name} is both composed and left out`).toBe(false)
    else expect(imported.has(name), `pages/full/portico.ts does not compose ${name}`).toBe(true)
  })
})
