import { PluginLifecycleError } from '../errors/kernel.js'
import type { AnyPlugin, DeferredPluginParts } from '../plugin/definePlugin.js'
import type { Store } from '../store/createStore.js'
import type { Lifecycle } from './lifecycle.js'
import type { RegisteredPlugins } from './registerPlugins.js'
import type { Portico } from './types.js'

/** Where the composed plugins' deferred parts (`load`) are. */
export type PluginRegistrations = {
  /** Grows with every batch of deferred parts registered after creation. */
  version: number
  /** Plugins whose deferred parts have not registered yet (a failed load is tried again). */
  pending: readonly string[]
  /** Plugins whose deferred parts failed to load or register (reported as `kernel:error`). */
  failed: readonly string[]
}

export type DeferredEnvironment = {
  registered: RegisteredPlugins
  registrations: Store<PluginRegistrations>
  portico: () => Portico
  lifecycle: Pick<Lifecycle, 'setUp' | 'status'>
}

/**
 * The deferred parts of a kernel's plugins (this code loads with the first request for them, not
 * with the page): `register()` loads every pending plugin's parts at once, then registers them
 * plugin by plugin in the kernel's order, the registries reopened for the batch (chain adapters
 * stay frozen). One batch is in flight at a time. A plugin whose deferred dependency is not
 * registered waits for the next batch; a failed import stays pending; a `register` that throws
 * leaves the plugin out for good. Their setups run once the kernel is ready, in order; one that
 * fails is reported and the others go on. Failures are reported as `kernel:error`.
 */
export function createDeferredPlugins({
  registered,
  registrations,
  portico,
  lifecycle,
}: DeferredEnvironment) {
  const { plugins, events, log } = portico()
  const deferred = plugins.filter((plugin) => plugin.load)
  const isDeferred = new Set(deferred.map((plugin) => plugin.id))
  const loaded = new Map<string, DeferredPluginParts>()
  const broken = new Set<string>()
  const { views, extensions, rpc } = registered.registries
  let batch: Promise<void> | undefined
  let setups = Promise.resolve()

  const report = (error: PluginLifecycleError) => {
    log.error(error.shortMessage, error.cause)
    events.emit('kernel:error', { error, source: error.pluginId })
  }

  /** Runs the setups of a batch's parts once the kernel is ready (never when its start failed). */
  const setUp = async (batchParts: ReadonlyArray<readonly [AnyPlugin, DeferredPluginParts]>) => {
    if (lifecycle.status() !== 'ready')
      await new Promise<void>((resolve) => {
        const off = events.on('kernel:ready', () => {
          off()
          resolve()
        })
      })
    for (const [plugin, parts] of batchParts)
      await lifecycle.setUp(plugin, parts, portico()).catch((error: unknown) => {
        report(new PluginLifecycleError(plugin.id, 'setup', error))
      })
  }

  async function runBatch() {
    const wanted = deferred.filter((plugin) => !loaded.has(plugin.id) && !broken.has(plugin.id))
    const results = await Promise.all(
      wanted.map((plugin) =>
        (plugin.load as () => Promise<DeferredPluginParts>)().then(
          (parts) => ({ plugin, parts }),
          (error: unknown) => ({ plugin, error }),
        ),
      ),
    )
    if (lifecycle.status() === 'disposed') return
    const failedLoads = new Set<string>()
    const added: Array<readonly [AnyPlugin, DeferredPluginParts]> = []
    for (const result of results) {
      if ('error' in result) {
        failedLoads.add(result.plugin.id)
        report(new PluginLifecycleError(result.plugin.id, 'load', result.error))
        continue
      }
      const { plugin, parts } = result
      const dependencies = plugin.dependencies ?? []
      // A dependency still to load (or broken) holds the plugin back: it registers after it.
      if (dependencies.some((id) => isDeferred.has(id) && !loaded.has(id))) {
        if (dependencies.some((id) => broken.has(id))) broken.add(plugin.id)
        continue
      }
      const listeners: Array<() => void> = []
      for (const registry of [views, extensions, rpc]) registry.open()
      try {
        parts.register?.(registered.contextFor(plugin, listeners))
        loaded.set(plugin.id, parts)
        added.push([plugin, parts])
      } catch (error) {
        for (const off of listeners) off()
        broken.add(plugin.id)
        report(new PluginLifecycleError(plugin.id, 'register', error))
      } finally {
        for (const registry of [views, extensions, rpc]) registry.freeze()
      }
    }
    registrations.setState((current) => ({
      version: added.length ? current.version + 1 : current.version,
      pending: deferred.filter((p) => !loaded.has(p.id) && !broken.has(p.id)).map((p) => p.id),
      failed: deferred.filter((p) => broken.has(p.id) || failedLoads.has(p.id)).map((p) => p.id),
    }))
    if (!added.length) return
    events.emit('kernel:plugins-loaded', { pluginIds: added.map(([plugin]) => plugin.id) })
    setups = setups.then(() => setUp(added))
  }

  return {
    /** Registers the pending parts; their setups follow once the kernel is ready. */
    register(): Promise<void> {
      batch ??= runBatch().finally(() => {
        batch = undefined
      })
      return batch
    },
    /** Resolves once the setups of every batch so far have run (at once unless the kernel is ready). */
    settled: (): Promise<void> => (lifecycle.status() === 'ready' ? setups : Promise.resolve()),
  }
}
