import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { REPO_ROOT } from '../scenarios.js'

/** Folders holding one workspace package each (chains and plugins as they are added). */
const PACKAGE_PARENTS = ['chains', 'plugins']

/**
 * Workspace folders whose sources the build reads through the `source` condition: the kernel,
 * the ui and every chain and plugin package there is.
 */
export const WORKSPACE_DIRS = [
  'kernel',
  'ui',
  ...PACKAGE_PARENTS.flatMap((parent) =>
    readdirSync(join(REPO_ROOT, parent), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(join(REPO_ROOT, parent, entry.name, 'package.json')),
      )
      .map((entry) => `${parent}/${entry.name}`),
  ),
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
