import {
  InvalidPluginError,
  PluginDependencyMissingError,
  PluginIdConflictError,
  PluginKernelVersionMismatchError,
} from '../errors/kernel.js'
import type { AnyPlugin } from './definePlugin.js'
import { PLUGIN_BRAND, PLUGIN_ID_PATTERN, PLUGIN_KINDS } from './definePlugin.js'
import { satisfiesRange } from './semver.js'

/**
 * The composition checks of a plugin list: each plugin's shape, unique ids, the kernel range and
 * every required dependency present. Only called under `developmentChecks`, so production builds
 * carry none of it.
 *
 * @throws {InvalidPluginError | PluginIdConflictError | PluginKernelVersionMismatchError | PluginDependencyMissingError}
 */
export function checkPlugins(plugins: readonly unknown[], kernelVersion: string): void {
  const ids = new Set<string>()
  for (const plugin of plugins) {
    validateShape(plugin)
    if (ids.has(plugin.id)) throw new PluginIdConflictError(plugin.id)
    if (!satisfiesRange(kernelVersion, plugin.kernel)) {
      throw new PluginKernelVersionMismatchError(plugin.id, plugin.kernel, kernelVersion)
    }
    ids.add(plugin.id)
  }
  for (const plugin of plugins as AnyPlugin[]) {
    for (const dependency of plugin.dependencies ?? []) {
      if (!ids.has(dependency)) throw new PluginDependencyMissingError(plugin.id, dependency)
    }
  }
}

function validateShape(plugin: unknown): asserts plugin is AnyPlugin {
  if (typeof plugin !== 'object' || plugin === null)
    throw new InvalidPluginError(`expected an object, got ${typeof plugin}`)
  const p = plugin as Partial<AnyPlugin>
  const label = typeof p.id === 'string' ? `"${p.id}"` : 'without an id'
  if (typeof p.id !== 'string' || !PLUGIN_ID_PATTERN.test(p.id)) {
    throw new InvalidPluginError(
      `${label}: the id must be kebab-case (letters, digits, "-"), 2-64 characters`,
    )
  }
  if (p.$$type !== PLUGIN_BRAND) throw new InvalidPluginError(`${label}: create it with definePlugin()`)
  if (typeof p.version !== 'string' || p.version === '')
    throw new InvalidPluginError(`${label}: version is missing`)
  if (typeof p.kernel !== 'string' || p.kernel === '')
    throw new InvalidPluginError(`${label}: kernel range is missing`)
  if (typeof (p.register ?? p.load) !== 'function')
    throw new InvalidPluginError(`${label}: register(ctx) is missing`)
  if (p.setup !== undefined && typeof p.setup !== 'function')
    throw new InvalidPluginError(`${label}: setup is not a function`)
  if (p.kind !== undefined && !PLUGIN_KINDS.includes(p.kind))
    throw new InvalidPluginError(`${label}: kind must be one of ${PLUGIN_KINDS.join(', ')}`)
  if (p.after !== undefined && (!Array.isArray(p.after) || p.after.some((k) => !PLUGIN_KINDS.includes(k))))
    throw new InvalidPluginError(`${label}: after must list plugin kinds (${PLUGIN_KINDS.join(', ')})`)
  for (const list of [p.dependencies, p.optionalDependencies]) {
    if (list !== undefined && (!Array.isArray(list) || list.some((d) => typeof d !== 'string'))) {
      throw new InvalidPluginError(`${label}: dependencies must be an array of plugin ids`)
    }
  }
}
