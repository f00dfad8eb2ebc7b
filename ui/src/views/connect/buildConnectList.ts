import {
  type CatalogueWallet,
  type Connector,
  isWalletExcluded,
  orderWalletList,
  type PorticoSlots,
  resolveWalletListOrder,
  type WalletListItem,
} from '@portico/kernel'

export type ConnectWalletExtension = PorticoSlots['connect.wallets'] & { pluginId: string }

export type ConnectListEntry<TWallet extends CatalogueWallet = CatalogueWallet> =
  | { type: 'wallet'; key: string; item: WalletListItem<TWallet> }
  | { type: 'extension'; key: string; extension: ConnectWalletExtension }

export type BuildConnectListParameters<TWallet extends CatalogueWallet> = {
  connectors: readonly Connector[]
  recent: readonly TWallet[]
  featured: readonly TWallet[]
  recommended: readonly TWallet[]
  /** Entries plugins added to the `connect.wallets` slot. */
  extensions: readonly ConnectWalletExtension[]
  excludeWalletIds?: readonly string[] | undefined
  platform: { mobile: boolean }
}

/**
 * The Connect view's wallet list: the kernel's `orderWalletList` (spec 9 default order
 * walletConnect, recent, injected, featured, custom, external, recommended; installed wallets
 * absorb their catalogue entries; the identifier-less 'Browser Wallet' and excluded wallets
 * hidden), with the `connect.wallets` contributions placed in their groups. A contributed
 * WalletConnect entry replaces the bare WalletConnect connector row (the plugin knows its view);
 * like that row, it is hidden on mobile, where catalogue wallets deep-link instead.
 */
export function buildConnectList<TWallet extends CatalogueWallet>(
  parameters: BuildConnectListParameters<TWallet>,
): ConnectListEntry<TWallet>[] {
  const { extensions, excludeWalletIds, platform } = parameters
  const items = orderWalletList<TWallet>({
    connectors: parameters.connectors,
    recent: withoutWalletConnectItself(parameters.recent, parameters.connectors, extensions),
    featured: parameters.featured,
    recommended: parameters.recommended,
    excludeWalletIds,
    platform,
  })
  const shownExtensions = extensions.filter(
    (extension) =>
      !(extension.kind === 'walletConnect' && platform.mobile) &&
      !isWalletExcluded({ id: extension.id, name: extension.name }, excludeWalletIds),
  )
  const contributesWalletConnect = shownExtensions.some((extension) => extension.kind === 'walletConnect')

  const entries: ConnectListEntry<TWallet>[] = []
  for (const kind of resolveWalletListOrder()) {
    for (const extension of shownExtensions)
      if (extension.kind === kind)
        entries.push({ type: 'extension', key: `extension:${extension.pluginId}:${extension.id}`, extension })
    if (kind === 'walletConnect' && contributesWalletConnect) continue
    for (const item of items)
      if (item.kind === kind) entries.push({ type: 'wallet', key: `${kind}:${item.id}`, item })
  }
  return entries
}

/**
 * A session made from the WalletConnect QR code remembers WalletConnect itself as a recent wallet;
 * its own row (the QR code entry) already stands for it, so it is not listed a second time under
 * Recent. A wallet picked from the catalogue and connected through WalletConnect stays.
 */
function withoutWalletConnectItself<TWallet extends CatalogueWallet>(
  recent: readonly TWallet[],
  connectors: readonly Connector[],
  extensions: readonly ConnectWalletExtension[],
): TWallet[] {
  const own = new Set<string>()
  for (const connector of connectors)
    if (connector.type === 'WALLET_CONNECT') own.add(connector.id.toLowerCase())
  for (const extension of extensions)
    if (extension.kind === 'walletConnect') {
      own.add(extension.id.toLowerCase())
      own.add(extension.name.toLowerCase())
    }
  return recent.filter((wallet) => !own.has(wallet.id.toLowerCase()) && !own.has(wallet.name.toLowerCase()))
}
