import { DEFAULT_CONNECTOR_ORDER } from '../firstOpenConstants.js'
import type { Connector } from './types.js'

/** The groups of the wallet list, in the spec's default order (section 9). */
export const WALLET_LIST_KINDS = DEFAULT_CONNECTOR_ORDER
export type WalletListKind = (typeof WALLET_LIST_KINDS)[number]

export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]

/** A wallet from the catalogue (featured, recommended), the app's custom list or the recent list. */
export type CatalogueWallet = {
  /** Catalogue (explorer) id, or the app's own id for custom wallets. */
  id: string
  name: string
  imageUrl?: string | undefined
  imageId?: string | undefined
  rdns?: string | null | undefined
}

export type WalletListItem<TWallet extends CatalogueWallet = CatalogueWallet> = {
  kind: WalletListKind
  /** The connector id for installed items, the wallet id for catalogue items. */
  id: string
  name: string
  imageUrl?: string | undefined
  imageId?: string | undefined
  explorerId?: string | undefined
  rdns?: string | undefined
  /** The first connector of an installed item. */
  connector?: Connector | undefined
  /** Every connector merged into this item (one wallet installed for several namespaces). */
  connectors?: readonly Connector[] | undefined
  /** The catalogue entry; on an installed item, the catalogue entry it absorbed, if any. */
  wallet?: TWallet | undefined
}

/** Anything `isWalletExcluded` can recognise: a connector, a catalogue wallet or a list item. */
export type WalletIdentity = {
  id?: string | undefined
  name?: string | undefined
  explorerId?: string | undefined
  rdns?: string | null | undefined
}

/**
 * Whether the app excluded this wallet: `excludeWalletIds` holds identifiers (catalogue id,
 * connector id, rdns) or names, compared case-insensitively.
 *
 * @example
 * isWalletExcluded({ id: 'io.metamask', name: 'MetaMask' }, ['metamask']) // true (by name)
 */
export function isWalletExcluded(wallet: WalletIdentity, excludeWalletIds: readonly string[] = []): boolean {
  if (!excludeWalletIds.length) return false
  const excluded = new Set(excludeWalletIds.map(normalize))
  return [wallet.id, wallet.explorerId, wallet.rdns, wallet.name].some(
    (value) => typeof value === 'string' && value !== '' && excluded.has(normalize(value)),
  )
}

/**
 * Whether a connector is the generic 'Browser Wallet' injection with no identifier (no catalogue
 * id, no rdns). It says nothing about which wallet it is, so it is hidden on desktop and mobile.
 *
 * @example
 * isHiddenBrowserWallet({ id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' }) // true
 */
export function isHiddenBrowserWallet(
  connector: Pick<Connector, 'type' | 'name' | 'explorerId' | 'rdns'>,
): boolean {
  return (
    connector.type === 'INJECTED' &&
    connector.name === 'Browser Wallet' &&
    !connector.explorerId &&
    !connector.rdns
  )
}

/**
 * Whether any installed (injected, announced or multi-chain) connector would be shown, i.e. is neither
 * the hidden 'Browser Wallet' nor excluded. Feeds `connectMethodOrder({ hasInjected })`.
 *
 * @example
 * hasShownInjectedConnector([{ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155' }]) // true
 */
export function hasShownInjectedConnector(
  connectors: readonly Connector[],
  excludeWalletIds: readonly string[] = [],
): boolean {
  return connectors.some(
    (connector) =>
      installedRank(connector) !== undefined &&
      !isHiddenBrowserWallet(connector) &&
      !isWalletExcluded(connector, excludeWalletIds),
  )
}

export type OrderWalletListParameters<TWallet extends CatalogueWallet = CatalogueWallet> = {
  connectors: readonly Connector[]
  recent?: readonly TWallet[] | undefined
  featured?: readonly TWallet[] | undefined
  custom?: readonly TWallet[] | undefined
  recommended?: readonly TWallet[] | undefined
  /** The app's `connectorTypeOrder`; kinds it leaves out follow in the default order. */
  order?: readonly WalletListKind[] | undefined
  /** Catalogue ids, connector ids, rdns values or names to hide. */
  excludeWalletIds?: readonly string[] | undefined
  platform: { mobile: boolean }
}

type CatalogueKind = 'recent' | 'featured' | 'custom' | 'recommended'

/**
 * Builds the ordered, de-duplicated wallet list of the Connect view.
 *
 * - Groups follow `order` (default walletConnect, recent, injected, featured, custom, external,
 *   recommended); kinds it omits follow in the default order.
 * - walletConnect: one item for the WalletConnect connector(s); hidden on mobile, where the
 *   catalogue wallets deep-link instead (the QR code is for desktop).
 * - injected: announced (EIP-6963) connectors, then injected and multi-chain ones; external: the
 *   EXTERNAL ones. AUTH connectors are not wallets and are left out.
 * - De-duplication is by catalogue id (connector `explorerId`), rdns and name, all case-insensitive.
 *   Installed connectors claim first whatever the display order, so an installed wallet never shows
 *   again as recent, featured, custom or recommended (its item absorbs the catalogue entry as
 *   `wallet`); catalogue groups then claim in display order (by default recent before featured).
 *   Connectors of one wallet for several namespaces merge into one item (`connectors`).
 * - Hidden: the identifier-less 'Browser Wallet' injected connector and every excluded wallet.
 *
 * @example
 * orderWalletList({ connectors, recent, featured, recommended, platform: { mobile: false } })
 * // [{ kind: 'walletConnect', … }, { kind: 'recent', … }, { kind: 'injected', … }, …]
 */
export function orderWalletList<TWallet extends CatalogueWallet = CatalogueWallet>(
  parameters: OrderWalletListParameters<TWallet>,
): WalletListItem<TWallet>[] {
  const { connectors, excludeWalletIds = [], platform } = parameters
  const order = resolveWalletListOrder(parameters.order)
  const buckets = Object.fromEntries(WALLET_LIST_KINDS.map((kind) => [kind, []])) as unknown as Record<
    WalletListKind,
    WalletListItem<TWallet>[]
  >
  const claimed = new Map<string, WalletListItem<TWallet>>()
  const isShown = (wallet: WalletIdentity) => !isWalletExcluded(wallet, excludeWalletIds)

  const walletConnect = connectors.find(
    (connector) => connector.type === 'WALLET_CONNECT' && isShown(connector),
  )
  if (walletConnect && !platform.mobile)
    buckets.walletConnect.push(fromConnector('walletConnect', walletConnect))

  const installed = connectors
    .filter((connector) => installedRank(connector) !== undefined)
    .sort((a, b) => installedRank(a)! - installedRank(b)!)
  const external = connectors.filter((connector) => connector.type === 'EXTERNAL')
  for (const [kind, list] of [
    ['injected', installed],
    ['external', external],
  ] as const) {
    for (const connector of list) {
      if (isHiddenBrowserWallet(connector) || !isShown(connector)) continue
      const keys = identityKeys(connector.explorerId, connector.rdns, connector.name)
      const existing = findClaimed(claimed, keys)
      if (existing) existing.connectors = [...(existing.connectors ?? []), connector]
      const item = existing ?? fromConnector<TWallet>(kind, connector)
      if (!existing) buckets[kind].push(item)
      for (const key of keys) if (!claimed.has(key)) claimed.set(key, item)
    }
  }

  const catalogue: Record<CatalogueKind, readonly TWallet[]> = {
    recent: parameters.recent ?? [],
    featured: parameters.featured ?? [],
    custom: parameters.custom ?? [],
    recommended: parameters.recommended ?? [],
  }
  for (const kind of order) {
    if (!isCatalogueKind(kind)) continue
    for (const wallet of catalogue[kind]) {
      if (!isShown(wallet)) continue
      const keys = identityKeys(wallet.id, wallet.rdns, wallet.name)
      const existing = findClaimed(claimed, keys)
      if (existing) {
        if (existing.connector && !existing.wallet) {
          existing.wallet = wallet
          existing.imageUrl ??= wallet.imageUrl
          existing.imageId ??= wallet.imageId
        }
        continue
      }
      const item: WalletListItem<TWallet> = {
        kind,
        id: wallet.id,
        name: wallet.name,
        imageUrl: wallet.imageUrl,
        imageId: wallet.imageId,
        rdns: wallet.rdns ?? undefined,
        wallet,
      }
      buckets[kind].push(item)
      for (const key of keys) claimed.set(key, item)
    }
  }

  return order.flatMap((kind) => buckets[kind])
}

/**
 * The app's wallet-list order with unknown and repeated kinds dropped and the missing ones appended
 * in the default order.
 *
 * @example
 * resolveWalletListOrder(['featured']) // ['featured', 'walletConnect', 'recent', 'injected', 'custom', 'external', 'recommended']
 */
export function resolveWalletListOrder(order: readonly string[] = []): WalletListKind[] {
  const known = order.filter((kind): kind is WalletListKind =>
    (WALLET_LIST_KINDS as readonly string[]).includes(kind),
  )
  return [...new Set([...known, ...DEFAULT_CONNECTOR_ORDER])]
}

export type ConnectMethodOrderParameters = {
  /** Whether an injected wallet is shown (see `hasShownInjectedConnector`). */
  hasInjected: boolean
  /** The app's `connectMethodsOrder`; when given it wins, with unknown and repeated methods dropped. */
  order?: readonly string[] | undefined
}

/**
 * The order of the Connect view's sections: the app's order when given, else e-mail, social,
 * wallet, except that an installed wallet moves the wallet list first.
 *
 * @example
 * connectMethodOrder({ hasInjected: false }) // ['email', 'social', 'wallet']
 * connectMethodOrder({ hasInjected: true }) // ['wallet', 'email', 'social']
 */
export function connectMethodOrder({ hasInjected, order }: ConnectMethodOrderParameters): ConnectMethod[] {
  const given = [
    ...new Set(
      (order ?? []).filter((method): method is ConnectMethod =>
        (CONNECT_METHODS as readonly string[]).includes(method),
      ),
    ),
  ]
  if (given.length) return given
  return hasInjected ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}

function normalize(value: string): string {
  return value.trim().toLowerCase()
}

/** Announced connectors first, then injected and multi-chain ones; undefined for non-installed types. */
function installedRank(connector: Pick<Connector, 'type'>): number | undefined {
  if (connector.type === 'ANNOUNCED') return 0
  if (connector.type === 'INJECTED' || connector.type === 'MULTI_CHAIN') return 1
  return undefined
}

function identityKeys(
  id: string | undefined,
  rdns: string | null | undefined,
  name: string | undefined,
): string[] {
  const keys: string[] = []
  if (id) keys.push(`id:${normalize(id)}`)
  if (rdns) keys.push(`rdns:${normalize(rdns)}`)
  if (name?.trim()) keys.push(`name:${normalize(name)}`)
  return keys
}

function findClaimed<T>(claimed: ReadonlyMap<string, T>, keys: readonly string[]): T | undefined {
  for (const key of keys) {
    const item = claimed.get(key)
    if (item) return item
  }
  return undefined
}

function isCatalogueKind(kind: WalletListKind): kind is CatalogueKind {
  return kind === 'recent' || kind === 'featured' || kind === 'custom' || kind === 'recommended'
}

function fromConnector<TWallet extends CatalogueWallet>(
  kind: WalletListKind,
  connector: Connector,
): WalletListItem<TWallet> {
  return {
    kind,
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl,
    imageId: connector.imageId,
    explorerId: connector.explorerId,
    rdns: connector.rdns,
    connector,
    connectors: [connector],
  }
}
