import { spawnSync } from 'node:child_process'
import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { SYSTEM_NEEDS } from './system-needs'

/** One program a command needs on the machine. */
export type SystemNeed = {
  /** Key the tests look the program up by (`systemProgram('chromium')`). */
  name: string
  /** How the sentence for a person names it ("Chromium"). */
  label: string
  /** What it is for, completing "… is needed for" ("the browser tests"). */
  neededFor: string
  /** The npm commands that need it. */
  usedBy: readonly Purpose[]
  /** A variable that, when set, names the program's path and wins over every other place. */
  env: string
  /** Command names looked up on PATH, in order. */
  commands: readonly string[]
  /** Absolute paths tried when no command is on PATH. */
  paths: readonly string[]
  /** The Debian package that installs it (installed when running as root with apt-get). */
  debianPackage: string
  /**
   * Installed when it may be, but its absence stops nothing: the tests that need it skip with the
   * sentence printed (the Bitcoin node). Default false.
   */
  optional?: boolean
}

export type Purpose = 'test' | 'start'

/** Raised when a program is missing and cannot be installed here; the message is the sentence to show. */
export class MissingSystemProgramError extends Error {
  override name = 'MissingSystemProgramError'
}

type Environment = Readonly<Record<string, string | undefined>>

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return statSync(path).isFile()
  } catch {
    return false
  }
}

function onPath(command: string, env: Environment): string | undefined {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue
    const candidate = join(dir, command)
    if (isExecutableFile(candidate)) return candidate
  }
  return undefined
}

/**
 * Where the program is: its variable (which must then name an executable: a wrong value is a
 * mistake to report, not a reason to pick another program), its commands on PATH, its paths.
 */
export function findProgram(need: SystemNeed, env: Environment = process.env): string | undefined {
  const fromEnv = env[need.env]
  if (fromEnv) return isExecutableFile(fromEnv) ? fromEnv : undefined
  for (const command of need.commands) {
    const found = onPath(command, env)
    if (found) return found
  }
  return need.paths.find(isExecutableFile)
}

/** The path of a listed program for code that runs it (the browser tests' Chromium). */
export function systemProgram(name: string, env: Environment = process.env): string {
  const need = SYSTEM_NEEDS.find((n) => n.name === name)
  if (!need) throw new Error(`${name} is not in scripts/system-needs.ts`)
  const found = findProgram(need, env)
  if (!found) throw new MissingSystemProgramError(missingSentence(need, 'test', env))
  return found
}

function missingSentence(need: SystemNeed, purpose: Purpose, env: Environment): string {
  if (env[need.env]) {
    return `${need.env}=${env[need.env]} is not an executable file: point it at ${need.label} (needed for ${need.neededFor}) or unset it, then run \`npm ${purpose}\` again.`
  }
  return `${need.label} is needed for ${need.neededFor} and is not installed: run \`sudo apt-get install ${need.debianPackage}\` (or set ${need.env} to its path), then run \`npm ${purpose}\` again.`
}

export type ProvisionOptions = {
  purpose: Purpose
  needs?: readonly SystemNeed[]
  env?: Environment
  /** Whether this process may install system packages (root). */
  isRoot?: boolean
  /** Prints progress lines. */
  log?: (line: string) => void
}

/** Runs one install step with its output on this terminal; returns whether it succeeded. */
function run(command: string, args: readonly string[], env: Environment): boolean {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return result.status === 0
}

function installDebianPackages(packages: readonly string[], env: Environment): boolean {
  const aptGet = onPath('apt-get', env)
  if (!aptGet) return false
  return (
    run(aptGet, ['update', '-qq'], env) &&
    run(aptGet, ['install', '-y', '-qq', '--no-install-recommends', ...packages], env)
  )
}

/**
 * Finds every program `purpose` needs; installs the missing ones' Debian packages (in one
 * apt-get run) when running as root; throws MissingSystemProgramError with one sentence when a
 * program is still missing, so the caller stops before any test.
 */
export function provision(options: ProvisionOptions): Map<string, string> {
  const { purpose, needs = SYSTEM_NEEDS, env = process.env, log = console.log } = options
  const isRoot = options.isRoot ?? process.getuid?.() === 0
  const wanted = needs.filter((n) => n.usedBy.includes(purpose))
  let missing = wanted.filter((n) => !findProgram(n, env))

  // A wrong variable is the person's to fix; installing a package would not change what it names.
  const installable = missing.filter((n) => !env[n.env])
  if (installable.length > 0 && isRoot) {
    const packages = installable.map((n) => n.debianPackage)
    log(
      `provision: installing ${packages.join(', ')} with apt-get (${installable.map((n) => n.neededFor).join(', ')})`,
    )
    installDebianPackages(packages, env)
    missing = wanted.filter((n) => !findProgram(n, env))
  }
  for (const need of missing.filter((n) => n.optional))
    log(`provision: ${missingSentence(need, purpose, env)} Until then they are skipped.`)
  const [first] = missing.filter((n) => !n.optional)
  if (first) throw new MissingSystemProgramError(missingSentence(first, purpose, env))

  const found = new Map(
    wanted.flatMap((n) => {
      const path = findProgram(n, env)
      return path || !n.optional ? [[n.name, path ?? ''] as const] : []
    }),
  )
  for (const [name, path] of found) log(`provision: ${name} ${path}`)
  return found
}

function isPurpose(value: string | undefined): value is Purpose {
  return value === 'test' || value === 'start'
}

// `tsx scripts/provision.ts test|start`: exit 1 with the sentence when something is missing.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const purpose = process.argv[2]
  if (!isPurpose(purpose)) {
    console.error('usage: tsx scripts/provision.ts test|start')
    process.exit(2)
  }
  try {
    provision({ purpose })
  } catch (error) {
    if (!(error instanceof MissingSystemProgramError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
