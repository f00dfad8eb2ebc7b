import type { ChainAdapter } from '../chains/types.js'
import type { Portico, PorticoOptions } from '../createPortico.js'
import type { ServiceFactory } from '../di/container.js'
import type { Token } from '../di/token.js'
import type { EventListener, EventName } from '../events/createEventBus.js'
import type { FlagDeclaration } from '../flags/types.js'
import type { HostedServices } from '../hosted/hostedServices.js'
import type { I18n } from '../i18n/createI18n.js'
import type { Logger } from '../log/createLogger.js'
import type { RpcHandler } from '../rpc/createRpcRouter.js'
import type { PorticoSlots, SlotName } from '../views/createExtensionRegistry.js'
import type { ViewDefinition } from '../views/createViewRegistry.js'

export type { FlagDeclaration }

export const PLUGIN_BRAND = '@portico/Plugin'
/** Plugin ids are kebab-case, like Backstage's; chain plugins use their namespace. */
export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/**
 * What a plugin is, for the kernel: a `chain` plugin serves one CAIP-2 namespace (its id is the
 * namespace) and is reported to the hosted services in `sv`; a `feature` plugin adds a capability.
 */
export const PLUGIN_KINDS = ['chain', 'feature'] as const
export type PluginKind = (typeof PLUGIN_KINDS)[number]

export type ServiceOptions = {
  /** Public services go into the kernel container; private ones stay in the plugin's own. Default public. */
  visibility?: 'public' | 'private'
}

/** What a plugin may declare in its synchronous register phase (no I/O). */
export type RegisterContext = {
  readonly pluginId: string
  readonly options: Readonly<PorticoOptions>
  /** Whether the hosted services are on (from `projectId`): ask this, never `options.projectId`. */
  readonly hosted: HostedServices
  readonly log: Logger
  services: {
    provide<T>(token: Token<T>, factory: ServiceFactory<T>, options?: ServiceOptions): void
    provideValue<T>(token: Token<T>, value: T, options?: ServiceOptions): void
    provideClass<T>(
      token: Token<T>,
      implementation: new (...args: never[]) => T,
      options?: ServiceOptions,
    ): void
  }
  views: { register(definition: ViewDefinition): void }
  extensions: { contribute<TSlot extends SlotName>(slot: TSlot, item: PorticoSlots[TSlot]): void }
  rpc: { handle(namespace: string, method: string, handler: RpcHandler): void }
  chains: { register(adapter: ChainAdapter): void }
  events: { on<TName extends EventName>(name: TName, listener: EventListener<TName>): () => void }
  /** See `I18n.add` (`defaults`: texts the app added for the same keys win). */
  i18n: Pick<I18n, 'add'>
}

/** What a plugin receives in its asynchronous setup phase: the whole kernel, resolved. */
export type SetupContext = {
  readonly pluginId: string
  readonly portico: Portico
  readonly log: Logger
  /** Aborted when the kernel is disposed. */
  readonly signal: AbortSignal
  resolve<T>(token: Token<T>): T
}

export type Teardown = () => void | Promise<void>

export type PluginDefinition = {
  /** Kebab-case id, unique in a kernel. */
  id: string
  version: string
  /** Semver range of the kernel API the plugin needs, e.g. '^1'. */
  kernel: string
  /** Plugins that must be composed and set up first. */
  dependencies?: readonly string[]
  /** Plugins set up first when they are composed. */
  optionalDependencies?: readonly string[]
  /** `chain` for a namespace's plugin (its id is the namespace); default `feature`. */
  kind?: PluginKind
  /** Kinds whose composed plugins set up first, e.g. `['chain']` (no plugin named). */
  after?: readonly PluginKind[]
  /**
   * Flags the plugin owns, keyed by flag name (the spec's names, e.g. `send`, or `<pluginId>.<name>`),
   * each with its default, the schema local values must pass and, for a hosted-service feature, the
   * remote feature id it is read from (`booleanFlag`, `listFlag` build them).
   */
  flags?: Readonly<Record<string, FlagDeclaration>>
  /** Runs when the kernel is created (synchronous, no I/O). Optional when `load` is given. */
  register?(ctx: RegisterContext): void
  // biome-ignore lint/suspicious/noConfusingVoidType: `async setup() {}` returns Promise<void>
  setup?(ctx: SetupContext): void | Teardown | Promise<void | Teardown>
  /**
   * The plugin's deferred parts: a loader of a `register` and a `setup` that run after the first
   * paint instead of with the page, so their code (and what it imports) loads later. The kernel
   * loads every composed plugin's parts as one batch, in dependency order: on the first intent to
   * open the modal (beside the modal's code; views and extension items show once registered), on
   * the first wallet connection (a restored one too), on `modal.open({ view })` of a view nobody
   * registered yet, and on `portico.loadPlugins()` (an RPC handler or a service another plugin
   * needs at once belongs in the eager `register`). Their setup may run after a wallet connected:
   * it reads `portico.wallet.getState()` for
   * what is already there. Flags stay in `flags` (known from the start). Chain plugins register
   * their adapters with the page (no `load`). `portico.resolve` of a service such parts provide
   * fails until they are loaded, with an error naming the plugin.
   */
  load?: () => Promise<DeferredPluginParts>
}

/** What a plugin's `load` brings: the same phases as a plugin's own, run when they arrive. */
export type DeferredPluginParts = {
  register?(ctx: RegisterContext): void
  // biome-ignore lint/suspicious/noConfusingVoidType: `async setup() {}` returns Promise<void>
  setup?(ctx: SetupContext): void | Teardown | Promise<void | Teardown>
}

export type PorticoPlugin<TDefinition extends PluginDefinition = PluginDefinition> = Readonly<TDefinition> & {
  readonly $$type: typeof PLUGIN_BRAND
}

export type AnyPlugin = PorticoPlugin<PluginDefinition>

/** What `createPortico({ plugins })` accepts: falsy entries are skipped, arrays flattened. */
export type PluginInput = AnyPlugin | false | null | undefined | 0 | '' | readonly PluginInput[]

/**
 * Brands a plugin object for the kernel; it only adds typing and the brand. A feature plugin may
 * give its registrations as deferred parts (`load`) so they stay out of the page's first load.
 *
 * @example
 * // hello/plugin.ts: only this loads with the page
 * export function hello(options: { greeting: string }) {
 *   return definePlugin({
 *     id: 'hello',
 *     version: '1.0.0',
 *     kernel: '^1',
 *     load: () => import('./register.js').then((parts) => parts.helloParts(options)),
 *   })
 * }
 * // hello/register.ts: loads on the first intent to open the modal or the first connection
 * export const helloParts = (options: { greeting: string }): DeferredPluginParts => ({
 *   register(ctx) {
 *     ctx.views.register({ id: 'hello/Greeting', load: () => import('./views/Greeting.js') })
 *   },
 * })
 *
 * @example
 * export function hello(options: { greeting: string }) {
 *   return definePlugin({
 *     id: 'hello',
 *     version: '1.0.0',
 *     kernel: '^1',
 *     register(ctx) {
 *       ctx.views.register({ id: 'hello/Greeting', load: () => import('./views/Greeting.js') })
 *     },
 *   })
 * }
 */
export function definePlugin<const TDefinition extends PluginDefinition>(
  definition: TDefinition,
): PorticoPlugin<TDefinition> {
  return Object.freeze({ ...definition, $$type: PLUGIN_BRAND })
}
