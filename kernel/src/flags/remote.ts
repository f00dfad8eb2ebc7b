import * as z from 'zod/mini'
import type { HttpClient } from '../http/createHttpClient.js'
import type { Logger } from '../log/createLogger.js'
import { formatIssues } from '../validation.js'
import type { FlagStore } from './createFlagStore.js'
import type { FeatureFlags, FlagKey, RemoteFlagSource } from './types.js'

/** One entry of the remote feature list. `config: null` means "use the local option". */
export const remoteFeatureSchema = z.object({
  /** A feature id (API-FACTS 3.3); the composed plugins' flags name the ones they read. */
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.nullable(z.array(z.string())),
})
export type RemoteFeature = z.infer<typeof remoteFeatureSchema>

/** The strict shape of a `GET /appkit/v1/config` answer (for emulators and tests). */
export const remoteConfigSchema = z.object({ features: z.array(remoteFeatureSchema) })
export type RemoteConfig = z.infer<typeof remoteConfigSchema>

/**
 * The shape `fetchRemoteFeatures` accepts: a `features` list whose entries are checked one by one
 * in `applyRemoteConfig`, so one bad entry does not discard the others.
 */
export const remoteConfigEnvelopeSchema = z.looseObject({ features: z.array(z.unknown()) })

/** An entry as accepted for interpretation: a missing `config` reads as `[]`, only `null` falls back. */
const entrySchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.optional(z.nullable(z.array(z.string()))),
})
const idSchema = z.object({ id: z.string() })

/**
 * Fetches the project's remote features. Throws the HTTP client's errors (`HttpStatusError` with
 * `alert` = Server Error for 5xx, Rate Limited for 429); on any failure the flags keep their local
 * values and defaults (API-FACTS 3.3), so callers log the error, show its `alert` if any, and go on.
 *
 * @example
 * try {
 *   applyRemoteConfig(flags, await fetchRemoteFeatures(catalogApi))
 * } catch (error) {
 *   log.warn('Remote features unavailable, using local options', { error })
 * }
 */
export async function fetchRemoteFeatures(
  http: HttpClient,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<z.infer<typeof remoteConfigEnvelopeSchema>> {
  return http.get('/appkit/v1/config', { schema: remoteConfigEnvelopeSchema, signal })
}

/**
 * Reads a `/appkit/v1/config` body into the remote flag layer, following API-FACTS 3.3. Which
 * features count and how each reads is declared by the flags (`remote` of a flag declaration,
 * `sources`, from `flags.remoteSources()`):
 *
 * - a declared feature missing from the list ⇒ its flags are `false`;
 * - present with `config === null` ⇒ its flags are left out (local option or default applies);
 * - otherwise each flag reads the entry (`isEnabled`, the config list when enabled, ...).
 *
 * A body that is not `{ features: [...] }` returns `undefined` (keep everything). An entry that is
 * malformed keeps its flags' `previous` remote values; entries no flag reads are ignored.
 */
export function interpretRemoteConfig(
  raw: unknown,
  previous: Readonly<Partial<FeatureFlags>> | undefined,
  sources: ReadonlyMap<string, ReadonlyArray<readonly [FlagKey, RemoteFlagSource]>>,
  log?: Logger,
): Partial<FeatureFlags> | undefined {
  const body = z.safeParse(remoteConfigEnvelopeSchema, raw)
  if (!body.success) {
    log?.warn(`Remote config ignored, previous values kept: ${formatIssues(body.error.issues)}`)
    return undefined
  }

  const entries = new Map<string, z.infer<typeof entrySchema> | 'invalid'>()
  for (const [index, item] of body.data.features.entries()) {
    const withId = z.safeParse(idSchema, item)
    if (!withId.success) {
      log?.warn(`Remote feature #${index} ignored: ${formatIssues(withId.error.issues)}`)
      continue
    }
    const { id } = withId.data
    if (!sources.has(id)) {
      log?.debug(`Remote feature "${id}" is unknown; ignored`)
      continue
    }
    if (entries.has(id)) {
      log?.debug(`Remote feature "${id}" is listed twice; the first one counts`)
      continue
    }
    const entry = z.safeParse(entrySchema, item)
    if (entry.success) entries.set(id, entry.data)
    else {
      log?.warn(
        `Remote feature "${id}" is malformed, previous value kept: ${formatIssues(entry.error.issues)}`,
      )
      entries.set(id, 'invalid')
    }
  }

  const remote: Partial<Record<FlagKey, unknown>> = {}
  for (const [id, flags] of sources) {
    const entry = entries.get(id)
    if (entry === 'invalid') {
      for (const [key] of flags) if (previous && key in previous) remote[key] = previous[key]
    } else if (entry === undefined) {
      for (const [key] of flags) remote[key] = false
    } else if (entry.config !== null) {
      const read = { isEnabled: entry.isEnabled, config: entry.config ?? [] }
      for (const [key, source] of flags) remote[key] = source.read(read)
    }
  }
  return remote as Partial<FeatureFlags>
}

/**
 * Interprets a `/appkit/v1/config` body and applies it as the flag store's remote layer. A body
 * that is not `{ features: [...] }` (or throws while being read) keeps the previous values.
 * This module, with its schemas, loads only when the modal first opens.
 *
 * @example
 * applyRemoteConfig(portico.flags, await fetchRemoteFeatures(http))
 */
export function applyRemoteConfig(flags: FlagStore, raw: unknown, log: Logger = flags.log): void {
  let layer: Partial<FeatureFlags> | undefined
  try {
    layer = interpretRemoteConfig(raw, flags.layers().remote, flags.remoteSources(), log)
  } catch (error) {
    // interpretRemoteConfig validates everything; this guards against hostile getters.
    log.warn('Remote config ignored, previous values kept', { error })
    return
  }
  flags.setRemote(layer)
}
