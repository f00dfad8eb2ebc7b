import * as z from 'zod/mini'
import { SOCIAL_PROVIDERS } from '../constants.js'
import type { HttpClient } from '../http/createHttpClient.js'
import type { Logger } from '../log/createLogger.js'
import { formatIssues } from '../validation.js'
import type { SocialProvider } from '../wallet/types.js'
import { toList } from './builtInFlags.js'
import type { FlagStore } from './createFlagStore.js'
import type { FeatureFlags, FlagKey } from './types.js'

/** The feature ids of `GET /appkit/v1/config` (API-FACTS 3.3). */
export const REMOTE_FEATURE_IDS = [
  'multi_wallet',
  'activity',
  'onramp',
  'swap',
  'social_login',
  'reown_branding',
  'email_capture',
  'fund_from_exchange',
  'payments',
  'reown_authentication',
  'headless',
] as const
export type RemoteFeatureId = (typeof REMOTE_FEATURE_IDS)[number]

/** Which local flags each remote feature sets. */
export const REMOTE_FEATURE_FLAGS: { readonly [TId in RemoteFeatureId]: readonly FlagKey[] } = Object.freeze({
  multi_wallet: ['multiWallet'],
  activity: ['activity'],
  onramp: ['onramp'],
  swap: ['swaps'],
  social_login: ['email', 'socials'],
  reown_branding: ['reownBranding'],
  email_capture: ['emailCapture'],
  fund_from_exchange: ['payWithExchange'],
  payments: ['payments'],
  reown_authentication: ['reownAuthentication'],
  headless: ['headless'],
})

/** One entry of the remote feature list. `config: null` means "use the local option". */
export const remoteFeatureSchema = z.object({
  id: z.enum(REMOTE_FEATURE_IDS),
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

const isKnownSocial = (item: string): item is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(item)
const isRemoteId = (id: string): id is RemoteFeatureId =>
  (REMOTE_FEATURE_IDS as readonly string[]).includes(id)

/**
 * Reads a `/appkit/v1/config` body into the remote flag layer, following API-FACTS 3.3:
 *
 * - a known feature missing from the list ⇒ its flags are `false`;
 * - present with `config === null` ⇒ its flags are left out (local option or default applies);
 * - `social_login` ⇒ `email` (enabled and config lists `'email'`) and `socials` (enabled ⇒ the
 *   config's known providers minus `'email'`, in order; none ⇒ `false`);
 * - `swap`, `onramp`, `email_capture` ⇒ the config list when enabled and non-empty, else `false`;
 * - the rest ⇒ `isEnabled`.
 *
 * A body that is not `{ features: [...] }` returns `undefined` (keep everything). An entry that is
 * malformed keeps its flags' `previous` remote values; entries with unknown ids are ignored.
 */
export function interpretRemoteConfig(
  raw: unknown,
  previous: Readonly<Partial<FeatureFlags>> | undefined,
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
    if (!isRemoteId(id)) {
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
  for (const id of REMOTE_FEATURE_IDS) {
    const entry = entries.get(id)
    const keys = REMOTE_FEATURE_FLAGS[id]
    if (entry === 'invalid') {
      for (const key of keys) if (previous && key in previous) remote[key] = previous[key]
    } else if (entry === undefined) {
      for (const key of keys) remote[key] = false
    } else if (entry.config !== null) {
      Object.assign(remote, readFeature(id, entry.isEnabled, entry.config ?? [], log))
    }
  }
  return remote as Partial<FeatureFlags>
}

function readFeature(
  id: RemoteFeatureId,
  isEnabled: boolean,
  config: readonly string[],
  log: Logger | undefined,
): Partial<FeatureFlags> {
  const list = <TItem extends string>(items: readonly TItem[]) => (isEnabled ? toList(items) : false)
  switch (id) {
    case 'social_login': {
      const unknown = config.filter((item) => item !== 'email' && !isKnownSocial(item))
      if (unknown.length) log?.debug(`Remote social providers ignored: ${unknown.join(', ')}`)
      return {
        email: isEnabled && config.includes('email'),
        socials: list(config.filter(isKnownSocial)),
      }
    }
    case 'swap':
      return { swaps: list(config) }
    case 'onramp':
      return { onramp: list(config) }
    case 'email_capture':
      return { emailCapture: list(config) }
    case 'multi_wallet':
      return { multiWallet: isEnabled }
    case 'activity':
      return { activity: isEnabled }
    case 'reown_branding':
      return { reownBranding: isEnabled }
    case 'fund_from_exchange':
      return { payWithExchange: isEnabled }
    case 'payments':
      return { payments: isEnabled }
    case 'reown_authentication':
      return { reownAuthentication: isEnabled }
    case 'headless':
      return { headless: isEnabled }
  }
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
    layer = interpretRemoteConfig(raw, flags.layers().remote, log)
  } catch (error) {
    // interpretRemoteConfig validates everything; this guards against hostile getters.
    log.warn('Remote config ignored, previous values kept', { error })
    return
  }
  flags.setRemote(layer)
}
