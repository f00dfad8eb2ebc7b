import {
  InvalidPluginError,
  PluginDependencyCycleError,
  PluginDependencyMissingError,
  PluginIdConflictError,
  PluginKernelVersionMismatchError,
} from '../errors/kernel.js'
import type { AnyPlugin, PluginInput } from './definePlugin.js'
import { PLUGIN_BRAND, PLUGIN_ID_PATTERN, PLUGIN_KINDS } from './definePlugin.js'
import { satisfiesRange } from './semver.js'

/**
 * Checks a plugin list before anything runs and returns it in setup order: the user's order, then
 * a stable topological sort on `dependencies`. Falsy entries are skipped and nested arrays
 * flattened, so `isProd && onramp()` works.
 */
export function resolvePlugins(input: readonly PluginInput[], kernelVersion: string): AnyPlugin[] {
  const plugins = flatten(input)
  const byId = new Map<string, AnyPlugin>()
  for (const plugin of plugins) {
    validateShape(plugin)
    if (byId.has(plugin.id)) throw new PluginIdConflictError(plugin.id)
    if (!satisfiesRange(kernelVersion, plugin.kernel)) {
      throw new PluginKernelVersionMismatchError(plugin.id, plugin.kernel, kernelVersion)
    }
    byId.set(plugin.id, plugin)
  }
  for (const plugin of plugins) {
    for (const dependency of plugin.dependencies ?? []) {
      if (!byId.has(dependency)) throw new PluginDependencyMissingError(plugin.id, dependency)
    }
  }
  return sortByDependencies(plugins, byId)
}

function flatten(input: readonly PluginInput[]): AnyPlugin[] {
  const out: AnyPlugin[] = []
  for (const item of input) {
    if (!item) continue
    if (Array.isArray(item)) out.push(...flatten(item))
    else out.push(item as AnyPlugin)
  }
  return out
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

function sortByDependencies(plugins: AnyPlugin[], byId: Map<string, AnyPlugin>): AnyPlugin[] {
  const edges = (plugin: AnyPlugin) => [
    ...(plugin.dependencies ?? []),
    ...(plugin.optionalDependencies ?? []).filter((id) => byId.has(id)),
    // `after: ['chain']`: every composed plugin of that kind (never itself) sets up first.
    ...plugins
      .filter((other) => other !== plugin && other.kind !== undefined && plugin.after?.includes(other.kind))
      .map((other) => other.id),
  ]
  const sorted: AnyPlugin[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (plugin: AnyPlugin, path: string[]) => {
    const mark = state.get(plugin.id)
    if (mark === 'done') return
    if (mark === 'visiting') {
      throw new PluginDependencyCycleError([...path.slice(path.indexOf(plugin.id)), plugin.id])
    }
    state.set(plugin.id, 'visiting')
    for (const dependency of edges(plugin)) visit(byId.get(dependency) as AnyPlugin, [...path, plugin.id])
    state.set(plugin.id, 'done')
    sorted.push(plugin)
  }
  for (const plugin of plugins) visit(plugin, [])
  return sorted
}
