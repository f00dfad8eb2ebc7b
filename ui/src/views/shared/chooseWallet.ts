import type { CatalogueWallet, Connector, Portico, WalletListItem } from '@portico/kernel'
import { getCatalogue } from '../catalogue/catalogueService.js'
import type { CatalogueEntry } from '../catalogue/toCatalogueEntry.js'
import type { CatalogueWalletChoice } from '../viewData.js'
import { loadViewsBundle } from './loadViewsBundle.js'
import { connectUnlessReplacing } from './replaceConnection.js'
import { WALLETCONNECT_VIEW } from './walletConnectView.js'

/** Whether catalogue wallets can be connected at all: the walletconnect plugin is composed and on. */
export function canConnectCatalogueWallets(portico: Portico): boolean {
  return portico.views.isEnabled(WALLETCONNECT_VIEW)
}

/**
 * Opens the view that connects a chosen wallet row: an installed or external connector goes to
 * ConnectingExternal; the WalletConnect connector and catalogue wallets go to ConnectingWalletConnect.
 */
export function chooseWallet(
  portico: Portico,
  item: Pick<WalletListItem<CatalogueWallet>, 'connector' | 'wallet' | 'id' | 'name' | 'imageUrl'>,
): void {
  const connector = connectorOf(portico, item)
  const viaWalletConnect = !connector || connector.type === 'WALLET_CONNECT'
  if (!viaWalletConnect) prepareWallet(portico, connector)
  connectUnlessReplacing(
    portico,
    viaWalletConnect ? walletConnectConnector(portico) : connector,
    item.name,
    () => openConnecting(portico, item, connector),
  )
}

/**
 * The visitor's intent for a wallet row (pointer, touch or focus): the chain plugin of an installed
 * or external wallet starts loading its connect code (`wallet.prepare`), so the connecting view's
 * prompt does not wait for it. Catalogue wallets connect through WalletConnect, which loads its own.
 */
export function prepareWalletRow(
  portico: Portico,
  item: Pick<WalletListItem<CatalogueWallet>, 'connector' | 'id'>,
): void {
  // The views a pick leads to (connecting, Account) are in the second bundle.
  loadViewsBundle().catch(() => undefined)
  const connector = connectorOf(portico, item)
  if (connector && connector.type !== 'WALLET_CONNECT') prepareWallet(portico, connector)
}

/** Runs the `wallet.prepare` items of the connector's namespaces; a failure is logged, the click retries. */
function prepareWallet(portico: Portico, connector: Connector): void {
  for (const item of portico.extensions.list('wallet.prepare')) {
    if (item.namespace !== connector.chain && !connector.chains?.includes(item.namespace)) continue
    void Promise.resolve()
      .then(() => item.run(connector, portico))
      .catch((error: unknown) => portico.log.warn('Wallet preparation failed', error))
  }
}

/** A row's connector; a recent wallet whose name changed is still the installed connector it was remembered from. */
function connectorOf(
  portico: Portico,
  item: Pick<WalletListItem<CatalogueWallet>, 'connector' | 'id'>,
): Connector | undefined {
  return (
    item.connector ??
    portico.wallet
      .getState()
      .connectors.find((c) => c.type !== 'AUTH' && [c.id, c.explorerId, c.rdns].includes(item.id))
  )
}

/** The WalletConnect connector, which connects catalogue wallets. */
export const walletConnectConnector = (portico: Portico): Connector | undefined =>
  portico.wallet.getState().connectors.find((c) => c.type === 'WALLET_CONNECT')

function openConnecting(
  portico: Portico,
  item: Pick<WalletListItem<CatalogueWallet>, 'wallet' | 'id' | 'name' | 'imageUrl'>,
  connector: Connector | undefined,
): void {
  if (connector?.type === 'WALLET_CONNECT' && canConnectCatalogueWallets(portico)) {
    portico.router.push(WALLETCONNECT_VIEW)
    return
  }
  if (connector) {
    portico.router.push('ConnectingExternal', { connectorId: connector.id })
    return
  }
  const wallet = item.wallet as Partial<CatalogueEntry> | undefined
  // The image the row showed, so the connecting view needs no second lookup.
  const imageUrl = item.imageUrl ?? getCatalogue(portico).cachedImageUrl({ imageId: wallet?.imageId })
  const choice: CatalogueWalletChoice = {
    wallet: { id: item.id, name: item.name, imageUrl, record: wallet?.record },
  }
  portico.router.push(WALLETCONNECT_VIEW, choice)
}
