import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findProgram, MissingSystemProgramError, provision, type SystemNeed } from './provision'

const repoRoot = join(import.meta.dirname, '..')

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portico-provision-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function executable(path: string, body = 'exit 0'): string {
  writeFileSync(path, `#!/bin/sh\n${body}\n`)
  chmodSync(path, 0o755)
  return path
}

/** A need whose places are all inside the test's directory, so the machine's own browser is not found. */
function need(overrides: Partial<SystemNeed> = {}): SystemNeed {
  return {
    name: 'fakebrowser',
    label: 'Fakebrowser',
    neededFor: 'the browser tests',
    usedBy: ['test'],
    env: 'FAKEBROWSER_PATH',
    commands: ['fakebrowser'],
    paths: [join(dir, 'opt', 'fakebrowser')],
    debianPackage: 'fakebrowser-pkg',
    ...overrides,
  }
}

const missingSentence =
  'Fakebrowser is needed for the browser tests and is not installed: run `sudo apt-get install fakebrowser-pkg` (or set FAKEBROWSER_PATH to its path), then run `npm test` again.'

describe('findProgram', () => {
  it('takes the variable first, then the commands on PATH, then the fixed paths', () => {
    const bin = join(dir, 'bin')
    const other = join(dir, 'other')
    spawnSync('mkdir', ['-p', bin, other, join(dir, 'opt')])
    const fixed = executable(join(dir, 'opt', 'fakebrowser'))
    expect(findProgram(need(), { PATH: bin })).toBe(fixed)
    const onPath = executable(join(bin, 'fakebrowser'))
    expect(findProgram(need(), { PATH: `${other}:${bin}` })).toBe(onPath)
    const named = executable(join(other, 'my-browser'))
    expect(findProgram(need(), { PATH: bin, FAKEBROWSER_PATH: named })).toBe(named)
  })

  it('finds nothing when the variable names a missing or non-executable file, even with one on PATH', () => {
    executable(join(dir, 'fakebrowser'))
    const plain = join(dir, 'plain')
    writeFileSync(plain, 'not a program')
    expect(findProgram(need(), { PATH: dir, FAKEBROWSER_PATH: plain })).toBeUndefined()
    expect(findProgram(need(), { PATH: dir, FAKEBROWSER_PATH: join(dir, 'absent') })).toBeUndefined()
  })

  it('skips a directory on PATH whose entry is not executable', () => {
    writeFileSync(join(dir, 'fakebrowser'), 'not executable')
    expect(findProgram(need(), { PATH: dir })).toBeUndefined()
  })
})

describe('provision', () => {
  /** An apt-get that records its arguments and, on install, puts the program on PATH. */
  function fakeAptGet(installs: boolean): string {
    return executable(
      join(dir, 'apt-get'),
      [
        'PATH=/usr/bin:/bin',
        `echo "$*" >> ${join(dir, 'apt-calls')}`,
        installs
          ? `[ "$1" = install ] && printf '#!/bin/sh\\n' > ${join(dir, 'fakebrowser')} && chmod +x ${join(dir, 'fakebrowser')}`
          : '',
        installs ? 'exit 0' : '[ "$1" = update ] && exit 0; exit 100',
      ].join('\n'),
    )
  }

  it('without root, stops with one sentence saying what to run and installs nothing', () => {
    fakeAptGet(true)
    const lines: string[] = []
    expect(() =>
      provision({
        purpose: 'test',
        needs: [need()],
        env: { PATH: dir },
        isRoot: false,
        log: (l) => lines.push(l),
      }),
    ).toThrow(new MissingSystemProgramError(missingSentence))
    expect(existsSync(join(dir, 'apt-calls'))).toBe(false)
    expect(lines).toEqual([])
  })

  it('as root, installs the missing Debian packages with apt-get and finds the program after', () => {
    fakeAptGet(true)
    const found = provision({
      purpose: 'test',
      needs: [need(), need({ name: 'daemon', commands: ['fakedaemon'], usedBy: ['start'] })],
      env: { PATH: dir },
      isRoot: true,
      log: () => {},
    })
    expect(found).toEqual(new Map([['fakebrowser', join(dir, 'fakebrowser')]]))
    expect(readFileSync(join(dir, 'apt-calls'), 'utf8')).toBe(
      'update -qq\ninstall -y -qq --no-install-recommends fakebrowser-pkg\n',
    )
  })

  it('as root, stops with the same sentence when apt-get cannot install the package', () => {
    fakeAptGet(false)
    expect(() =>
      provision({ purpose: 'test', needs: [need()], env: { PATH: dir }, isRoot: true, log: () => {} }),
    ).toThrow(new MissingSystemProgramError(missingSentence))
    expect(readFileSync(join(dir, 'apt-calls'), 'utf8')).toContain('install')
  })

  it('as root without apt-get (not Debian), stops with the sentence', () => {
    expect(() =>
      provision({ purpose: 'test', needs: [need()], env: { PATH: dir }, isRoot: true, log: () => {} }),
    ).toThrow(new MissingSystemProgramError(missingSentence))
  })

  it('an optional program that cannot be installed stops nothing: it says so and is left out', () => {
    fakeAptGet(false)
    const lines: string[] = []
    const found = provision({
      purpose: 'test',
      needs: [need({ optional: true })],
      env: { PATH: dir },
      isRoot: true,
      log: (l) => lines.push(l),
    })
    expect(found).toEqual(new Map())
    expect(lines).toContain(`provision: ${missingSentence} Until then they are skipped.`)
  })

  it('names the command it was called for and needs nothing another command uses', () => {
    const startOnly = need({ usedBy: ['start'] })
    expect(provision({ purpose: 'test', needs: [startOnly], env: { PATH: dir }, isRoot: false })).toEqual(
      new Map(),
    )
    expect(() =>
      provision({ purpose: 'start', needs: [startOnly], env: { PATH: dir }, isRoot: false }),
    ).toThrow('then run `npm start` again.')
  })
})

describe('tsx scripts/provision.ts (what npm test runs first)', () => {
  function cli(args: string[], env: Record<string, string>) {
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/provision.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    })
  }

  it('exits 1 with only the sentence when CHROME_PATH names no program, even as root', () => {
    const result = cli(['test'], { CHROME_PATH: join(dir, 'no-chromium') })
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr.trim()).toBe(
      `CHROME_PATH=${join(dir, 'no-chromium')} is not an executable file: point it at Chromium (needed for the browser tests) or unset it, then run \`npm test\` again.`,
    )
  })

  it('prints where the browser is when it is there', () => {
    const browser = executable(join(dir, 'chromium'))
    const result = cli(['test'], { CHROME_PATH: browser })
    expect(result.status).toBe(0)
    // Other programs (litecoind) may follow on their own lines.
    expect(result.stdout.split('\n')[0]).toBe(`provision: chromium ${browser}`)
  })

  it('refuses an unknown command', () => {
    expect(cli(['deploy'], {}).status).toBe(2)
  })
})
