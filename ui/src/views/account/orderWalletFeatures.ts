import type { FeatureFlags, PorticoSlots } from '@portico/kernel'

/** Order of the wallet feature buttons on the Account view (spec 2); their plugins declare the flags. */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

export type WalletFeatureItem = PorticoSlots['account.features'] & { pluginId: string }

const FEATURE_FLAGS: readonly string[] = WALLET_FEATURE_ORDER

/**
 * The Account view's feature buttons: only the contributed ones whose flag is on (the feature
 * flag `onramp`, `swaps`, `receive` or `send`, declared by the plugin that contributes it; other features rely on their own `enabled`),
 * in the spec's order onramp, swaps, receive, send, with other features after them in slot order.
 */
export function orderWalletFeatures(
  items: readonly WalletFeatureItem[],
  flags: Readonly<FeatureFlags>,
): WalletFeatureItem[] {
  const rank = (feature: string) => {
    const index = FEATURE_FLAGS.indexOf(feature)
    return index === -1 ? FEATURE_FLAGS.length : index
  }
  return items
    .filter(
      (item) => !FEATURE_FLAGS.includes(item.feature) || Boolean(flags[item.feature as keyof FeatureFlags]),
    )
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.feature) - rank(b.item.feature) || a.index - b.index)
    .map(({ item }) => item)
}
