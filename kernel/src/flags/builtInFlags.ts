import { SOCIAL_PROVIDERS } from '../constants.js'
import type { StandardSchema } from '../validation.js'
import type { SocialProvider } from '../wallet/types.js'
import type { BuiltInFeatureFlags } from './types.js'

/** A built-in flag: its default, the schema local values must pass, and how they are made canonical. */
export type BuiltInFlag<TValue> = {
  readonly default: TValue
  readonly schema: StandardSchema
  /** Turns an accepted local value into the effective form (`true` ⇒ default providers, `[]` ⇒ false). */
  readonly normalize?: (value: never) => TValue
}

const DEFAULT_SWAP_PROVIDERS: readonly string[] = Object.freeze(['1inch'])
const DEFAULT_ONRAMP_PROVIDERS: readonly string[] = Object.freeze(['meld'])
const ALL_SOCIALS: readonly SocialProvider[] = Object.freeze([...SOCIAL_PROVIDERS])

/**
 * Built-in flags take the app's own typed options, not external input, so a two-line predicate
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
const isListOf = (value: unknown, item: (entry: unknown) => boolean) =>
  Array.isArray(value) && value.every(item)
const isString = (value: unknown) => typeof value === 'string'
const isSocial = (value: unknown) => (SOCIAL_PROVIDERS as readonly unknown[]).includes(value)

const booleanFlag = (value: boolean): BuiltInFlag<boolean> => ({
  default: value,
  schema: accepts('a boolean', isBoolean),
})

const providerList = (defaults: readonly string[]): BuiltInFlag<readonly string[] | false> => ({
  default: defaults,
  schema: accepts('a boolean or a list of strings', (v) => isBoolean(v) || isListOf(v, isString)),
  normalize: (value: boolean | string[]) =>
    value === true ? defaults : value === false ? false : toList(value),
})

/** A frozen, de-duplicated copy, or `false` when empty. */
export function toList<TItem>(items: readonly TItem[]): readonly TItem[] | false {
  const unique = [...new Set(items)]
  return unique.length ? Object.freeze(unique) : false
}

/**
 * The built-in flags with the defaults of spec 6 (remote features: API-FACTS 3.3 defaults, with
 * socials in that order). Immutable; each store copies what it needs.
 */
export const BUILT_IN_FLAGS: {
  readonly [TKey in keyof BuiltInFeatureFlags]: BuiltInFlag<BuiltInFeatureFlags[TKey]>
} = Object.freeze({
  swaps: providerList(DEFAULT_SWAP_PROVIDERS),
  onramp: providerList(DEFAULT_ONRAMP_PROVIDERS),
  email: booleanFlag(true),
  socials: {
    default: ALL_SOCIALS,
    schema: accepts(
      `a boolean or a list of ${SOCIAL_PROVIDERS.join(', ')}`,
      (v) => isBoolean(v) || isListOf(v, isSocial),
    ),
    normalize: (value: boolean | SocialProvider[]) =>
      value === true ? ALL_SOCIALS : value === false ? false : toList(value),
  },
  activity: booleanFlag(true),
  reownBranding: booleanFlag(true),
  multiWallet: booleanFlag(false),
  emailCapture: {
    default: false,
    schema: accepts('false or a list of strings', (v) => v === false || isListOf(v, isString)),
    normalize: (value: false | string[]) => (value === false ? false : toList(value)),
  },
  payWithExchange: booleanFlag(false),
  payments: booleanFlag(false),
  reownAuthentication: booleanFlag(false),
  headless: booleanFlag(false),
  receive: booleanFlag(true),
  send: booleanFlag(true),
  analytics: booleanFlag(true),
  allWallets: booleanFlag(true),
  legalCheckbox: booleanFlag(false),
  smartSessions: booleanFlag(false),
  collapseWallets: booleanFlag(false),
  pay: booleanFlag(false),
})
