import type { Platform } from '../platform.js'
import type { StandardSchema } from '../validation.js'

/**
 * Every feature flag and its effective type. The kernel's own flags are in `BuiltInFeatureFlags`;
 * a plugin adds its flags by declaration merging and declares each one's default, schema and
 * remote feature id in `definePlugin({ flags })`:
 *
 * @example
 * declare module '@portico/kernel' {
 *   interface FeatureFlags { send: boolean }
 * }
 * definePlugin({ id: 'send', flags: { send: booleanFlag(true) }, ... })
 */
export interface FeatureFlags extends BuiltInFeatureFlags {}

/** The flags the kernel itself defines (spec 6): none of them belongs to one plugin. */
export interface BuiltInFeatureFlags {
  // Remote features (GET /appkit/v1/config, API-FACTS 3.3); defaults from spec 6.
  /** The "UX by Reown" footer. Default on. */
  reownBranding: boolean
  /** Several wallets connected at once. Default off. */
  multiWallet: boolean
  /** E-mail capture options (`['required']`), or `false`. Default off. */
  emailCapture: readonly string[] | false
  /** Pay with an exchange account (`fund_from_exchange`). Default off. */
  payWithExchange: boolean
  payments: boolean
  reownAuthentication: boolean
  headless: boolean

  // Local features (createPortico({ features })); defaults from spec 6.
  receive: boolean
  analytics: boolean
  /** The All Wallets entry. */
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  /** The pay feature; when on, the sign-in plugins turn e-mail and social login off (spec 6). */
  pay: boolean
}

export type FlagKey = keyof FeatureFlags & string
export type BuiltInFlagKey = keyof BuiltInFeatureFlags & string

/**
 * The local `features` option. Besides the effective types, a flag that is a list or `false`
 * (providers) accepts `true` for its default list; empty lists mean `false`.
 */
export type LocalFeatureFlags = {
  [TKey in FlagKey]?: FeatureFlags[TKey] extends readonly unknown[] | false
    ? FeatureFlags[TKey] | boolean
    : FeatureFlags[TKey]
}

/** One entry of `GET /appkit/v1/config` as a flag reads it (a missing `config` reads as `[]`). */
export type RemoteFeatureEntry = { readonly isEnabled: boolean; readonly config: readonly string[] }

/** Where a flag's remote value comes from: a feature id of `/appkit/v1/config` and how its entry reads. */
export type RemoteFlagSource<TValue = unknown> = {
  /** The feature id (API-FACTS 3.3), e.g. `swap`; several flags may read one feature. */
  readonly feature: string
  read(entry: RemoteFeatureEntry): TValue
}

/** What a flag's `derive` rule sees: every value before the rules, and the platform. */
export type FlagDeriveContext = {
  readonly values: Readonly<Record<string, unknown>>
  readonly platform: Platform
}

/**
 * A flag: its default, the schema every local value (and the default) must pass, how an accepted
 * local value becomes the effective one, the remote feature it is read from, and a rule over the
 * effective values (spec 6: `pay` turns e-mail login off).
 */
export type FlagDeclaration<TValue = unknown> = {
  readonly default: TValue
  readonly schema: StandardSchema<unknown, unknown>
  /** Turns an accepted local value into the effective form (`true` ⇒ the default providers, `[]` ⇒ false). */
  normalize?(value: never): TValue
  readonly remote?: RemoteFlagSource<TValue>
  derive?(value: TValue, context: FlagDeriveContext): TValue
}
