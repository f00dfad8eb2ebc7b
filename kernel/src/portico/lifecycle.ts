import type { ServiceContainer } from '../di/container.js'
import { KernelDisposedError, PluginLifecycleError } from '../errors/kernel.js'
import type { EventBus } from '../events/createEventBus.js'
import type { Logger } from '../log/createLogger.js'
import type { AnyPlugin, Teardown } from '../plugin/definePlugin.js'
import type { Portico, PorticoStatus } from './types.js'

/**
 * Start and dispose of one instance: setups in dependency order (a failing one tears down the
 * ones before it), then `afterSetup` (locale, stored connections); on dispose `stop`, the teardowns
 * in reverse order, then `release` for the kernel's own resources.
 */
export function createLifecycle({
  plugins,
  pluginContainers,
  events,
  log,
  afterSetup,
  stop,
  release,
}: {
  plugins: readonly AnyPlugin[]
  pluginContainers: ReadonlyMap<string, ServiceContainer>
  events: EventBus
  log: Logger
  afterSetup: () => Promise<void>
  /** Stops the kernel's own parts before the plugins' teardowns run. */
  stop: () => void
  /** Releases the kernel's resources after them. */
  release: () => Promise<void>
}) {
  let status: PorticoStatus = 'registered'
  let starting: Promise<void> | undefined
  const teardowns: Array<{ pluginId: string; teardown: Teardown }> = []
  const abort = new AbortController()

  const runTeardowns = async () => {
    let firstError: PluginLifecycleError | undefined
    for (const { pluginId, teardown } of teardowns.splice(0).reverse()) {
      try {
        await teardown()
      } catch (error) {
        const wrapped = new PluginLifecycleError(pluginId, 'dispose', error)
        log.error(wrapped.shortMessage, error)
        firstError ??= wrapped
      }
    }
    return firstError
  }

  /** Runs one setup phase of `plugin` (its own, or its deferred parts': `owner`). */
  const setUp = async (plugin: AnyPlugin, owner: Pick<AnyPlugin, 'setup'>, portico: Portico) => {
    const own = pluginContainers.get(plugin.id) as ServiceContainer
    const teardown = await owner.setup?.({
      pluginId: plugin.id,
      portico,
      log: log.child(plugin.id),
      signal: abort.signal,
      resolve: (token) => own.resolve(token),
    })
    if (typeof teardown === 'function') teardowns.push({ pluginId: plugin.id, teardown })
  }

  return {
    setUp,
    status: () => status,
    start(portico: Portico): Promise<void> {
      if (status === 'disposed') return Promise.reject(new KernelDisposedError())
      starting ??= (async () => {
        status = 'starting'
        for (const plugin of plugins) {
          if (!plugin.setup) continue
          try {
            await setUp(plugin, plugin, portico)
          } catch (error) {
            status = 'failed'
            await runTeardowns()
            const wrapped = new PluginLifecycleError(plugin.id, 'setup', error)
            events.emit('kernel:error', { error: wrapped, source: plugin.id })
            throw wrapped
          }
        }
        await afterSetup()
        status = 'ready'
        events.emit('kernel:ready')
      })()
      return starting
    },
    async dispose(): Promise<void> {
      if (status === 'disposed') return
      status = 'disposed'
      abort.abort()
      stop()
      const failure = await runTeardowns()
      await release()
      if (failure) throw failure
    },
  }
}

export type Lifecycle = ReturnType<typeof createLifecycle>
