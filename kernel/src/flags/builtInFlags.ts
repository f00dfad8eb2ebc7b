import type { StandardSchema } from '../validation.js'
import type { BuiltInFeatureFlags, FlagDeclaration, RemoteFeatureEntry } from './types.js'

/**
 * Flag schemas take the app's own typed options, not external input, so a two-line predicate
 * checks them; this keeps a validation library off the first-paint path. Remote values are
 * validated with zod in remote.ts, which loads when the modal first opens.
 */
function accepts(describe: string, check: (value: unknown) => boolean): StandardSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'portico',
      validate: (value) => (check(value) ? { value } : { issues: [{ message: `Expected ${describe}` }] }),
    },
  }
}
const isBoolean = (value: unknown) => typeof value === 'boolean'
const isString = (value: unknown) => typeof value === 'string'

/** A frozen, de-duplicated copy, or `false` when empty. */
export function toList<TItem>(items: readonly TItem[]): readonly TItem[] | false {
  const unique = [...new Set(items)]
  return unique.length ? Object.freeze(unique) : false
}

/** A remote feature read as its `isEnabled`. */
export const remoteEnabled = (feature: string) => ({
  feature,
  read: (entry: RemoteFeatureEntry) => entry.isEnabled,
})

/** A remote feature read as its config list when enabled (kept to `item`s), else `false`. */
export const remoteList = <TItem extends string = string>(
  feature: string,
  item: (value: string) => value is TItem = isString as (value: string) => value is TItem,
) => ({
  feature,
  read: (entry: RemoteFeatureEntry): readonly TItem[] | false =>
    entry.isEnabled ? toList(entry.config.filter(item)) : false,
})

/**
 * A boolean flag; `remote` names the `/appkit/v1/config` feature whose `isEnabled` sets it.
 *
 * @example
 * definePlugin({ id: 'send', flags: { send: booleanFlag(true) }, ... })
 */
export function booleanFlag(value: boolean, options: { remote?: string } = {}): FlagDeclaration<boolean> {
  return {
    default: value,
    schema: accepts('a boolean', isBoolean),
    ...(options.remote ? { remote: remoteEnabled(options.remote) } : {}),
  }
}

/**
 * A list flag (providers, options) that may be `false`. Locally `true` means the default list and
 * an empty list `false`; `remote` names the feature whose config list sets it when enabled.
 *
 * @example
 * definePlugin({ id: 'swap', flags: { swaps: listFlag(['1inch'], { remote: 'swap' }) }, ... })
 */
export function listFlag<TItem extends string = string>(
  defaults: readonly TItem[] | false,
  options: {
    remote?: string
    /** Which items are known; others are refused locally and dropped from remote lists. */
    item?: { describe: string; is: (value: string) => value is TItem }
    /** Locally `false` or a list only (no `true`). */
    noTrue?: boolean
  } = {},
): FlagDeclaration<readonly TItem[] | false> {
  const frozen = defaults === false ? false : Object.freeze([...defaults])
  const is = options.item?.is ?? (isString as (value: string) => value is TItem)
  const describe = options.item ? `a list of ${options.item.describe}` : 'a list of strings'
  const isItem = (value: unknown) => typeof value === 'string' && is(value)
  return {
    default: frozen,
    schema: options.noTrue
      ? accepts(`false or ${describe}`, (v) => v === false || (Array.isArray(v) && v.every(isItem)))
      : accepts(`a boolean or ${describe}`, (v) => isBoolean(v) || (Array.isArray(v) && v.every(isItem))),
    normalize: (value: boolean | TItem[]) =>
      value === true ? frozen : value === false ? false : toList(value),
    ...(options.remote ? { remote: remoteList(options.remote, is) } : {}),
  }
}

/**
 * The kernel's own flags with the defaults of spec 6 (remote features: API-FACTS 3.3 defaults).
 * A capability's flags (send, swaps, onramp, e-mail, socials, activity, ...) are declared by its
 * plugin. Immutable; each store copies what it needs.
 */
export const BUILT_IN_FLAGS: {
  readonly [TKey in keyof BuiltInFeatureFlags]: FlagDeclaration<BuiltInFeatureFlags[TKey]>
} = Object.freeze({
  reownBranding: booleanFlag(true, { remote: 'reown_branding' }),
  multiWallet: booleanFlag(false, { remote: 'multi_wallet' }),
  emailCapture: listFlag(false, { remote: 'email_capture', noTrue: true }),
  payWithExchange: booleanFlag(false, { remote: 'fund_from_exchange' }),
  payments: booleanFlag(false, { remote: 'payments' }),
  reownAuthentication: booleanFlag(false, { remote: 'reown_authentication' }),
  headless: booleanFlag(false, { remote: 'headless' }),
  receive: booleanFlag(true),
  analytics: booleanFlag(true),
  allWallets: booleanFlag(true),
  legalCheckbox: booleanFlag(false),
  smartSessions: booleanFlag(false),
  collapseWallets: booleanFlag(false),
  pay: booleanFlag(false),
})
