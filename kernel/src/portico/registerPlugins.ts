import type { ChainAdapterRegistry } from '../chains/types.js'
import type { ServiceContainer } from '../di/container.js'
import { PluginLifecycleError } from '../errors/kernel.js'
import type { EventBus } from '../events/createEventBus.js'
import type { HostedServices } from '../hosted/hostedServices.js'
import type { I18n } from '../i18n/createI18n.js'
import type { Logger } from '../log/createLogger.js'
import type { AnyPlugin, RegisterContext } from '../plugin/definePlugin.js'
import type { RpcRouter } from '../rpc/createRpcRouter.js'
import type { ExtensionRegistry } from '../views/createExtensionRegistry.js'
import type { ViewRegistry } from '../views/createViewRegistry.js'
import type { PorticoOptions } from './types.js'

export type Registries = {
  container: ServiceContainer
  views: ViewRegistry
  extensions: ExtensionRegistry
  rpc: RpcRouter
  adapters: ChainAdapterRegistry
  events: EventBus
  i18n: I18n
}

export type RegisteredPlugins = {
  pluginContainers: Map<string, ServiceContainer>
  /** Every listener added through `ctx.events.on`, removed on dispose. */
  listeners: Array<() => void>
  /** A plugin's register context; the listeners it adds also go to `added`. */
  contextFor(plugin: AnyPlugin, added: Array<() => void>): RegisterContext
  registries: Registries
}

/**
 * The register phase (synchronous, no I/O): each plugin gets its own child container and adds its
 * views, slot items, RPC handlers, chain adapters, listeners and texts; then the registries freeze.
 * A plugin that throws undoes the listeners added so far. Deferred plugin parts register later
 * with the same contexts (deferredPlugins.ts).
 */
export function registerPlugins(
  plugins: readonly AnyPlugin[],
  { options, hosted, log }: { options: PorticoOptions; hosted: HostedServices; log: Logger },
  r: Registries,
): RegisteredPlugins {
  const pluginContainers = new Map<string, ServiceContainer>()
  const listeners: Array<() => void> = []
  const contextFor = (plugin: AnyPlugin, added: Array<() => void>): RegisterContext => {
    const own = pluginContainers.get(plugin.id) as ServiceContainer
    const target = (visibility: 'public' | 'private' | undefined) =>
      visibility === 'private' ? own : r.container
    return {
      pluginId: plugin.id,
      options,
      hosted,
      log: log.child(plugin.id),
      services: {
        provide: (token, factory, o) => target(o?.visibility).provide(token, factory, own),
        provideValue: (token, value, o) => target(o?.visibility).provideValue(token, value),
        provideClass: (token, implementation, o) =>
          target(o?.visibility).provide(token, () => own.construct(implementation), own),
      },
      views: { register: (definition) => r.views.register(definition, plugin.id) },
      extensions: { contribute: (slot, item) => r.extensions.contribute(slot, item, plugin.id) },
      rpc: { handle: (namespace, method, handler) => r.rpc.handle(namespace, method, handler, plugin.id) },
      chains: { register: (adapter) => r.adapters.register(adapter, plugin.id) },
      events: {
        on: (name, listener) => {
          const off = r.events.on(name, listener)
          listeners.push(off)
          added.push(off)
          return off
        },
      },
      i18n: { add: r.i18n.add },
    }
  }
  for (const plugin of plugins) {
    pluginContainers.set(plugin.id, r.container.child())
    try {
      plugin.register?.(contextFor(plugin, []))
    } catch (error) {
      for (const off of listeners) off()
      throw new PluginLifecycleError(plugin.id, 'register', error)
    }
  }
  r.views.freeze()
  r.extensions.freeze()
  r.rpc.freeze()
  r.adapters.freeze()
  return { pluginContainers, listeners, contextFor, registries: r }
}
