import { DuplicateRegistrationError, KernelFrozenError } from '../errors/kernel.js'

/** Lazily loads a view's module; the UI renders its default export. */
export type ViewLoader = () => Promise<{ default: unknown }>

/** What a view or extension's `enabled` predicate may look at. */
export type EnabledContext = {
  flag(key: string): unknown
  /** The namespace of the active network, when there is one. */
  namespace: string | undefined
}

export type ViewDefinition = {
  /** The spec's view names (`Connect`, `Account`, …); third-party views use `<pluginId>/<Name>`. */
  id: string
  load: ViewLoader
  /** i18n key of the header title; the UI falls back to the id. */
  title?: string
  /** Hidden when false, e.g. behind a feature flag; checked live. */
  enabled?: (context: EnabledContext) => boolean
  /** Whether the visitor may close the modal while this view shows (default true). */
  closable?: (context: EnabledContext) => boolean
  /** Overrides a view with the same id on purpose. */
  replace?: boolean
}

export type RegisteredView = ViewDefinition & { pluginId: string }

export type ViewRegistry = {
  register(definition: ViewDefinition, pluginId: string): void
  get(id: string): RegisteredView | undefined
  has(id: string): boolean
  list(): RegisteredView[]
  freeze(): void
}

/** An open registry: any plugin registers views by id, with no central union or switch. */
export function createViewRegistry(): ViewRegistry {
  const views = new Map<string, RegisteredView>()
  let frozen = false
  return {
    register(definition, pluginId) {
      if (frozen) throw new KernelFrozenError(`view "${definition.id}"`, pluginId)
      const existing = views.get(definition.id)
      if (existing && !definition.replace)
        throw new DuplicateRegistrationError('View', definition.id, existing.pluginId)
      views.set(definition.id, { ...definition, pluginId })
    },
    get: (id) => views.get(id),
    has: (id) => views.has(id),
    list: () => [...views.values()],
    freeze() {
      frozen = true
    },
  }
}
