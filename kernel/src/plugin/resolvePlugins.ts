import { developmentChecks } from '#build-mode'
import { PluginDependencyCycleError } from '../errors/kernel.js'
import { checkPlugins } from './checkPlugins.js'
import type { AnyPlugin, PluginInput } from './definePlugin.js'

/**
 * Checks a plugin list before anything runs (development and test builds) and returns it in setup
 * order: the user's order, then a stable topological sort on `dependencies`. Falsy entries are
 * skipped and nested arrays flattened, so `isProd && onramp()` works.
 *
 * Production builds drop the checks, so the order must still come out sane for a list they would
 * have refused: the first of two equal ids is kept, a missing dependency is ignored and a cycle is
 * broken where it closes.
 */
export function resolvePlugins(input: readonly PluginInput[], kernelVersion: string): AnyPlugin[] {
  const plugins = flatten(input)
  if (developmentChecks) checkPlugins(plugins, kernelVersion)
  const byId = new Map<string, AnyPlugin>()
  for (const plugin of plugins) if (!byId.has(plugin.id)) byId.set(plugin.id, plugin)
  return sortByDependencies([...byId.values()], byId)
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

function sortByDependencies(plugins: AnyPlugin[], byId: Map<string, AnyPlugin>): AnyPlugin[] {
  const edges = (plugin: AnyPlugin) => [
    ...[...(plugin.dependencies ?? []), ...(plugin.optionalDependencies ?? [])].filter((id) => byId.has(id)),
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
      if (developmentChecks)
        throw new PluginDependencyCycleError([...path.slice(path.indexOf(plugin.id)), plugin.id])
      return
    }
    state.set(plugin.id, 'visiting')
    for (const dependency of edges(plugin)) visit(byId.get(dependency) as AnyPlugin, [...path, plugin.id])
    state.set(plugin.id, 'done')
    sorted.push(plugin)
  }
  for (const plugin of plugins) visit(plugin, [])
  return sorted
}
