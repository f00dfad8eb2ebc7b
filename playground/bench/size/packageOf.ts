import { readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { REPO_ROOT } from '../scenarios.js'

/** Workspace folders whose sources the build reads through the `source` condition. */
const WORKSPACE_DIRS = [
  'kernel',
  'ui',
  'chains/eip155',
  'plugins/balances',
  'plugins/activity',
  'plugins/send',
  'plugins/walletconnect',
]

const workspaceNames = new Map(
  WORKSPACE_DIRS.map((dir) => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8')) as {
      name: string
    }
    return [join(REPO_ROOT, dir) + sep, manifest.name] as const
  }),
)

export const PAGE_CODE = '(bench page)'
export const BUNDLER_RUNTIME = '(bundler runtime)'

/**
 * The package a bundled module belongs to: the innermost `node_modules/<name>` of its path, a
 * workspace package by folder, the bench page itself, or the bundler's own helpers (virtual ids).
 */
export function packageOf(moduleId: string): string {
  const path = moduleId.replaceAll('\\', '/')
  const nodeModules = path.lastIndexOf('/node_modules/')
  if (nodeModules >= 0) {
    const [first = '', second = ''] = path.slice(nodeModules + '/node_modules/'.length).split('/')
    return first.startsWith('@') ? `${first}/${second}` : first
  }
  for (const [dir, name] of workspaceNames) if (moduleId.startsWith(dir)) return name
  if (moduleId.startsWith(join(REPO_ROOT, 'playground') + sep)) return PAGE_CODE
  return BUNDLER_RUNTIME
}
