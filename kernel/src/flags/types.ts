import type { StandardSchema } from '../validation.js'
import type { SocialProvider } from '../wallet/types.js'

/**
 * Every feature flag and its effective type. Plugins add theirs by declaration merging and declare
 * a default and a schema (`createFlagStore({ declarations })` / `flags.declare`):
 *
 * @example
 * declare module '@portico/kernel' {
 *   interface FeatureFlags { 'swap.slippage': number }
 * }
 */
export interface FeatureFlags extends BuiltInFeatureFlags {}

/** The flags the kernel itself defines (spec 6); plugins' flags merge into `FeatureFlags`. */
export interface BuiltInFeatureFlags {
  // Remote features (GET /appkit/v1/config, API-FACTS 3.3); defaults from spec 6.
  /** Swap providers, or `false`. Default `['1inch']`. */
  swaps: readonly string[] | false
  /** On-ramp providers, or `false`. Default `['meld']`. */
  onramp: readonly string[] | false
  /** E-mail login (embedded wallet). Default on. */
  email: boolean
  /** Social login providers in display order, or `false`. Default all seven. */
  socials: readonly SocialProvider[] | false
  /** The Activity tab. Default on. */
  activity: boolean
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
  send: boolean
  analytics: boolean
  /** The All Wallets entry. */
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  /** The pay feature; when on, e-mail and social login are off (spec 6). */
  pay: boolean
}

export type FlagKey = keyof FeatureFlags & string
export type BuiltInFlagKey = keyof BuiltInFeatureFlags & string

/**
 * The local `features` option. Besides the effective types, `swaps`/`onramp` accept `true` (the
 * default providers) and `socials` accepts `true` (all providers); empty lists mean `false`.
 */
export type LocalFeatureFlags = {
  [TKey in FlagKey]?: TKey extends 'swaps' | 'onramp' | 'socials'
    ? FeatureFlags[TKey] | boolean
    : FeatureFlags[TKey]
}

/** A plugin's flag: its default and the schema every local value (and the default) must pass. */
export type FlagDeclaration<TValue = unknown> = {
  default: TValue
  schema: StandardSchema<unknown, TValue>
}
