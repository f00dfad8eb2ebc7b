import type { CatalogueWallet, Connector, Portico, WalletListItem } from '@portico/kernel'
import { getCatalogue } from '../catalogue/catalogueService.js'
import type { CatalogueEntry } from '../catalogue/toCatalogueEntry.js'
import type { CatalogueWalletChoice } from '../viewData.js'
import { connectUnlessReplacing } from './replaceConnection.js'

/** The view that connects catalogue wallets (QR code or deep link); owned by the walletconnect plugin. */
export const WALLETCONNECT_VIEW = 'ConnectingWalletConnect'

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
  // A recent wallet whose name changed is still the installed connector it was remembered from.
  const connector: Connector | undefined =
    item.connector ??
    portico.wallet
      .getState()
      .connectors.find((c) => c.type !== 'AUTH' && [c.id, c.explorerId, c.rdns].includes(item.id))
  const viaWalletConnect = !connector || connector.type === 'WALLET_CONNECT'
  connectUnlessReplacing(
    portico,
    viaWalletConnect ? walletConnectConnector(portico) : connector,
    item.name,
    () => openConnecting(portico, item, connector),
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
