import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BENCH_DIR } from '../scenarios.js'

/** The peers' own folder (gitignored): one app folder per peer, its packages installed there. */
export const PEERS_DIR = join(BENCH_DIR, '.peers')

const SOURCES = fileURLToPath(new URL('./pages/', import.meta.url))

export type PreparedPeer = {
  /** The folder of the page's `main.tsx` (its imports resolve from the peer's own node_modules). */
  root: string
  /** Installed versions of the packages the report names. */
  versions: Record<string, string>
}

/**
 * Makes `bench/.peers/<peer>` an app folder with the peer's page and its packages, installed from
 * the npm registry on first use or when the page's `package.json` changed: the latest versions
 * within its ranges, as a new app would get them today. Each peer has its own folder because they
 * need different majors of wagmi (AppKit's adapter wants wagmi 3, RainbowKit and ConnectKit 2).
 */
export function preparePeer(
  peer: string,
  namedPackages: readonly string[],
  { log = console.log } = {},
): PreparedPeer {
  const dir = join(PEERS_DIR, peer)
  mkdirSync(dir, { recursive: true })
  const manifest = readFileSync(join(SOURCES, peer, 'package.json'), 'utf8')
  const installed = join(dir, 'package.json')
  const upToDate =
    existsSync(join(dir, 'node_modules')) &&
    existsSync(installed) &&
    readFileSync(installed, 'utf8') === manifest
  if (!upToDate) {
    cpSync(join(SOURCES, peer, 'package.json'), installed)
    log(`Installing ${peer}'s packages into ${dir} (a minute or two, once)…`)
    // ConnectKit 1.9 declares React 17-18 as its peer; every page uses React 19, as Portico's do,
    // and it runs there. No install scripts: none is needed to bundle these packages.
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts'], {
      cwd: dir,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  }
  const root = join(dir, 'page')
  rmSync(root, { recursive: true, force: true })
  cpSync(join(SOURCES, peer, 'main.tsx'), join(root, 'main.tsx'))
  cpSync(join(SOURCES, 'shared.ts'), join(dir, 'shared.ts'))
  const versionOf = (name: string) =>
    (JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
      .version
  return { root, versions: Object.fromEntries(namedPackages.map((name) => [name, versionOf(name)])) }
}
