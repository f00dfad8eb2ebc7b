// The layering rules live in biome.json (noRestrictedImports per folder): the kernel imports no
// other package of ours and no relative path leaves it; chains import no ui and no React; library code
// reaches the local services through @portico/testkit, never by a relative path. This test
// writes a deliberately wrong-way import into a temporary file inside each layer and checks that
// biome fails on it (and passes the same file with a right-way import).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PROBE_PREFIX } from './sourceFiles.js'

const REPO = join(import.meta.dirname, '../..')
const BIOME = join(REPO, 'node_modules/.bin/biome')
const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

/** Runs biome's linter on one file written into `folder`; returns its exit status and output. */
function lint(folder: string, source: string) {
  const dir = mkdtempSync(join(REPO, folder, PROBE_PREFIX))
  made.push(dir)
  const file = join(dir, 'probe.ts')
  writeFileSync(file, source)
  try {
    const out = execFileSync(BIOME, ['lint', '--files-ignore-unknown=true', relative(REPO, file)], {
      cwd: REPO,
      encoding: 'utf8',
      stdio: 'pipe',
    })
    return { failed: false, out }
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return { failed: true, out: `${stdout}${stderr}` }
  }
}

describe('layering (biome noRestrictedImports)', { timeout: 60_000 }, () => {
  it('fails a kernel file that imports another package of ours', () => {
    const wrong = lint('kernel/src', "import { ui } from '@portico/ui'\nexport const x = ui\n")
    expect(wrong.failed).toBe(true)
    expect(wrong.out).toContain('the kernel imports no other package of ours')
    const right = lint(
      'kernel/src',
      "import { createStore } from '../../src/store/createStore.js'\nexport const x = createStore\n",
    )
    expect(right).toMatchObject({ failed: false })
  })

  it('fails a kernel file whose relative import leaves the package', () => {
    const wrong = lint(
      'kernel/src',
      "import { x } from '../../../playground/services/api/server.js'\nexport const y = x\n",
    )
    expect(wrong.failed).toBe(true)
    expect(wrong.out).toContain('no relative import leaves the kernel package')
  })

  it('fails a chain file that imports the ui or React', () => {
    const ui = lint('chains/eip155/src', "import { ui } from '@portico/ui'\nexport const x = ui\n")
    expect(ui.failed).toBe(true)
    expect(ui.out).toContain('chains know no React and no ui')
    const react = lint('chains/eip155/src', "import { useState } from 'react'\nexport const x = useState\n")
    expect(react.failed).toBe(true)
    const kernel = lint(
      'chains/eip155/src',
      "import { createStore } from '@portico/kernel'\nexport const x = createStore\n",
    )
    expect(kernel).toMatchObject({ failed: false })
  })

  it('fails library code that reaches the playground or the testkit by a relative path', () => {
    for (const folder of ['ui/src', 'plugins/send/src/core', 'chains/solana/src']) {
      const playground = lint(
        folder,
        "import { x } from '../../../../playground/src/dapp/networks.js'\nexport const y = x\n",
      )
      expect(playground.failed, folder).toBe(true)
      expect(playground.out).toContain('never by a relative path into the playground or the testkit')
      const testkit = lint(
        folder,
        "import { x } from '../../../../testkit/src/services/chains/index.js'\nexport const y = x\n",
      )
      expect(testkit.failed, folder).toBe(true)
      const right = lint(
        folder,
        "import { x } from '@portico/testkit/services/chains/index'\nexport const y = x\n",
      )
      expect(right, folder).toMatchObject({ failed: false })
    }
  })

  it('keeps wagmi inside @portico/wagmi: every other library folder fails on it', () => {
    const wagmi = "import { useAccount } from 'wagmi'\nexport const x = useAccount\n"
    const core = "import { getAccount } from '@wagmi/core'\nexport const x = getAccount\n"
    for (const folder of [
      'kernel/src',
      'ui/src',
      'chains/eip155/src',
      'plugins/send/src',
      'plugins/send/src/core',
      'testkit/src',
    ]) {
      for (const source of [wagmi, core]) {
        const wrong = lint(folder, source)
        expect(wrong.failed, folder).toBe(true)
        expect(wrong.out).toContain('Only @portico/wagmi knows wagmi')
      }
    }
    for (const folder of ['plugins/wagmi/src', 'plugins/wagmi/src/core'])
      expect(lint(folder, wagmi), folder).toMatchObject({ failed: false })
  })
})
