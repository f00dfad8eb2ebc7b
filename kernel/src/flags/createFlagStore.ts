import type { Logger } from '../log/createLogger.js'
import type { Platform } from '../platform.js'
import { formatIssues, validateSync } from '../validation.js'
import { BUILT_IN_FLAGS } from './builtInFlags.js'
import { FlagDeclarationError } from './errors.js'
import type { FeatureFlags, FlagDeclaration, FlagKey, LocalFeatureFlags, RemoteFlagSource } from './types.js'

export type FlagsListener = (flags: Readonly<FeatureFlags>, previous: Readonly<FeatureFlags>) => void

export type FlagLayers = {
  /** Built-in and declared defaults. */
  defaults: Readonly<Partial<FeatureFlags>>
  /** Valid local values (createPortico `features` and runtime `setLocal`), in their effective form. */
  local: Readonly<Partial<FeatureFlags>>
  /** The remote layer; `undefined` until a remote config was applied. */
  remote: Readonly<Partial<FeatureFlags>> | undefined
}

export type FlagStore = {
  /** The effective value of `key` (derived rules applied). */
  get<TKey extends FlagKey>(key: TKey): FeatureFlags[TKey]
  /** Every effective value, as one frozen object that keeps its identity until a value changes. */
  getAll(): Readonly<FeatureFlags>
  /** Called after any effective value changed. */
  subscribe(listener: FlagsListener): () => void
  /** Called when the effective value of `key` changed. */
  select<TKey extends FlagKey>(
    key: TKey,
    listener: (value: FeatureFlags[TKey], previous: FeatureFlags[TKey]) => void,
  ): () => void
  /** Runtime toggles: merges into the local layer; `undefined` removes a local override. */
  setLocal(partial: LocalFeatureFlags): void
  /** Applies a `GET /appkit/v1/config` body (validated here; never throws). */
  /**
   * Replaces the remote layer with already interpreted values (`applyRemoteConfig` in remote.ts
   * turns a `/appkit/v1/config` body into one); `undefined` keeps the previous layer.
   */
  setRemote(layer: Readonly<Partial<FeatureFlags>> | undefined): void
  /** The logger warnings about rejected values go to. */
  readonly log: Logger
  /** Adds plugin flags. Throws `FlagDeclarationError` for a duplicate key or an invalid default. */
  declare(declarations: Record<string, FlagDeclaration>): void
  layers(): FlagLayers
  /** The declared flags read from a remote feature, keyed by feature id (for remote.ts). */
  remoteSources(): ReadonlyMap<string, ReadonlyArray<readonly [FlagKey, RemoteFlagSource]>>
}

export type CreateFlagStoreParameters = {
  /** Plugin-declared flags (`<pluginId>.<name>`), each with a default and a schema. */
  declarations?: Record<string, FlagDeclaration> | undefined
  /** The app's `features` option. */
  local?: LocalFeatureFlags | Record<string, unknown> | undefined
  platform: Platform
  log: Logger
}

/**
 * Creates the feature flags of one kernel.
 *
 * **Precedence** (lowest first): defaults (spec 6 and plugin declarations) < local values (the
 * `features` option and `setLocal`) < remote config (`setRemote`, fed by `applyRemoteConfig`). Remote config only speaks for
 * the remote features (API-FACTS 3.3): a feature missing from the remote list is `false`; one
 * present with `config: null` leaves the local value or default; if the fetch fails nothing is
 * applied, so local values and defaults hold.
 *
 * **Validation**: a remote body that is not `{ features: [...] }` is ignored with a warning and the
 * previous values stay; one malformed entry keeps its flags' previous values while the others
 * apply. A local value its flag's schema rejects is dropped with a warning (the default applies).
 *
 * **Derived rules**: a flag's `derive` runs on the effective values and the platform (spec 6: the
 * sign-in plugin turns `email` and `socials` off when `pay` is on, and hides socials in Telegram).
 *
 * Listeners run synchronously and only when an effective value changed (deep comparison).
 *
 * @example
 * const flags = createFlagStore({ local: { multiWallet: true }, platform: detectPlatform(), log })
 * flags.select('multiWallet', (on) => render(on))
 * applyRemoteConfig(flags, await fetchRemoteFeatures(catalogApi))
 * flags.get('multiWallet') // true unless the project turned multi-wallet off
 */
export function createFlagStore(parameters: CreateFlagStoreParameters): FlagStore {
  const { platform, log } = parameters
  const definitions = new Map<string, FlagDeclaration>(Object.entries(BUILT_IN_FLAGS))

  const local: Record<string, unknown> = {}
  /** Local values for keys no plugin declared yet; checked when one does. */
  const pending: Record<string, unknown> = {}
  let remote: Record<string, unknown> | undefined
  const listeners = new Set<FlagsListener>()

  function setLocalValue(key: string, value: unknown) {
    const definition = definitions.get(key)
    if (!definition) {
      pending[key] = value
      log.debug(`Feature "${key}" is not declared (yet); its local value waits for a declaration`)
      return
    }
    const result = validateSync(definition.schema, value)
    if (result.success)
      local[key] = definition.normalize ? definition.normalize(result.value as never) : result.value
    else {
      delete local[key]
      log.warn(`Local feature "${key}" ignored, default used: ${formatIssues(result.issues)}`)
    }
  }

  function compute(): Record<string, unknown> {
    const values: Record<string, unknown> = {}
    for (const [key, definition] of definitions) {
      values[key] = remote && key in remote ? remote[key] : key in local ? local[key] : definition.default
    }
    const context = { values: Object.freeze({ ...values }), platform }
    for (const [key, definition] of definitions) {
      if (definition.derive) values[key] = definition.derive(values[key] as never, context)
    }
    return values
  }

  /** Reuses equal values of `previous` so unchanged flags (and the whole object) keep their identity. */
  function share(next: Record<string, unknown>, previous: Record<string, unknown> | undefined) {
    if (!previous) return deepFreeze(next)
    let changed = Object.keys(previous).length !== Object.keys(next).length
    const shared: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(next)) {
      if (key in previous && isDeepEqual(previous[key], value)) shared[key] = previous[key]
      else {
        shared[key] = value
        changed = true
      }
    }
    return changed ? deepFreeze(shared) : previous
  }

  let snapshot: Readonly<FeatureFlags>

  function update() {
    const previous = snapshot
    const next = share(compute(), previous as never) as Readonly<FeatureFlags>
    if (next === previous) return
    snapshot = next
    for (const listener of [...listeners]) {
      try {
        listener(next, previous)
      } catch (error) {
        log.error('A feature flag listener threw', { error })
      }
    }
  }

  function declare(declarations: Record<string, FlagDeclaration>) {
    const added: [string, FlagDeclaration][] = []
    for (const [key, declaration] of Object.entries(declarations)) {
      if (definitions.has(key) || added.some(([other]) => other === key))
        throw new FlagDeclarationError(key, 'the key is already declared')
      const result = validateSync(declaration.schema, declaration.default)
      if (!result.success)
        throw new FlagDeclarationError(key, `its default fails its schema (${formatIssues(result.issues)})`)
      added.push([key, { ...declaration, default: result.value }])
    }
    for (const [key, definition] of added) {
      definitions.set(key, definition)
      if (key in pending) {
        const value = pending[key]
        delete pending[key]
        setLocalValue(key, value)
      }
    }
  }

  if (parameters.declarations) declare(parameters.declarations)
  if (parameters.local) {
    for (const [key, value] of Object.entries(parameters.local)) {
      if (value !== undefined) setLocalValue(key, value)
    }
  }
  snapshot = share(compute(), undefined) as Readonly<FeatureFlags>

  return {
    get: (key) => snapshot[key],
    getAll: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    select(key, listener) {
      const onChange: FlagsListener = (next, previous) => {
        if (next[key] !== previous[key]) listener(next[key], previous[key])
      }
      listeners.add(onChange)
      return () => void listeners.delete(onChange)
    },
    setLocal(partial) {
      for (const [key, value] of Object.entries(partial)) {
        if (value === undefined) {
          delete local[key]
          delete pending[key]
        } else setLocalValue(key, value)
      }
      update()
    },
    log,
    setRemote(layer) {
      if (!layer) return
      const next = layer as Record<string, unknown>
      const overridden = Object.keys(next).filter(
        (key) => key in local && !isDeepEqual(local[key], next[key]),
      )
      if (overridden.length)
        log.warn(
          `Remote config overrides the local features: ${overridden.join(', ')} (project settings win)`,
        )
      remote = next
      update()
    },
    declare(declarations) {
      declare(declarations)
      update()
    },
    layers() {
      const defaults: Record<string, unknown> = {}
      for (const [key, definition] of definitions) defaults[key] = definition.default
      return {
        defaults: Object.freeze(defaults),
        local: Object.freeze({ ...local }),
        remote: remote && Object.freeze({ ...remote }),
      } as FlagLayers
    },
    remoteSources() {
      const sources = new Map<string, Array<readonly [FlagKey, RemoteFlagSource]>>()
      for (const [key, definition] of definitions) {
        if (!definition.remote) continue
        const list = sources.get(definition.remote.feature) ?? []
        list.push([key as FlagKey, definition.remote])
        sources.set(definition.remote.feature, list)
      }
      return sources
    },
  }
}

function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      isDeepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

function deepFreeze<TValue>(value: TValue): TValue {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) deepFreeze(item)
  }
  return value
}
