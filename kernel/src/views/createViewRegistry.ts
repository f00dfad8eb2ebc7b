import { DuplicateRegistrationError, KernelFrozenError } from '../errors/kernel.js'
import type { ViewRole } from './roles.js'

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
  /** Overrides a view with the same id on purpose (it keeps the replaced view's roles unless it gives its own). */
  replace?: boolean
  /** The places of the modal the kernel routes to this view for (`VIEW_ROLES`); one view per role. */
  roles?: readonly ViewRole[]
}

export type RegisteredView = ViewDefinition & { pluginId: string }

export type ViewRegistry = {
  register(definition: ViewDefinition, pluginId: string): void
  get(id: string): RegisteredView | undefined
  has(id: string): boolean
  list(): RegisteredView[]
  /** The id of the view that claimed `role`, if any. */
  forRole(role: ViewRole): string | undefined
  freeze(): void
  /** Accepts registrations again, for a batch of deferred plugin parts (then `freeze()`). */
  open(): void
}

/** An open registry: any plugin registers views by id, with no central union or switch. */
export function createViewRegistry(): ViewRegistry {
  const views = new Map<string, RegisteredView>()
  const roles = new Map<ViewRole, string>()
  let frozen = false
  return {
    register(definition, pluginId) {
      if (frozen) throw new KernelFrozenError(`view "${definition.id}"`, pluginId)
      const existing = views.get(definition.id)
      if (existing && !definition.replace)
        throw new DuplicateRegistrationError('View', definition.id, existing.pluginId)
      const claimed = definition.roles ?? existing?.roles ?? []
      for (const role of claimed) {
        const holder = roles.get(role)
        if (holder !== undefined && holder !== definition.id)
          throw new DuplicateRegistrationError('View role', role, views.get(holder)?.pluginId ?? '')
      }
      if (existing?.roles && definition.roles)
        for (const role of existing.roles) if (roles.get(role) === definition.id) roles.delete(role)
      for (const role of claimed) roles.set(role, definition.id)
      views.set(definition.id, { ...definition, roles: claimed, pluginId })
    },
    get: (id) => views.get(id),
    has: (id) => views.has(id),
    list: () => [...views.values()],
    forRole: (role) => roles.get(role),
    freeze() {
      frozen = true
    },
    open() {
      frozen = false
    },
  }
}
