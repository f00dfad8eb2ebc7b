import type { WalletLinks } from '../core/links.js'

/**
 * What ConnectingWalletConnect may be opened with: the catalogue wallet the visitor picked (the ui's
 * Connect and AllWallets pass `{ wallet: { id, name, imageUrl, record } }`). Without it the view
 * shows a plain WalletConnect QR code.
 */
export type WalletConnectViewData = {
  wallet?: {
    id: string
    name: string
    imageUrl?: string | undefined
    /** The catalogue record; its `mobile_link` / `link_mode` open the wallet on a phone. */
    record?: (WalletLinks & Record<string, unknown>) | undefined
  }
}

declare module '@portico/kernel' {
  interface PorticoViewData {
    ConnectingWalletConnect: WalletConnectViewData | undefined
    ConnectingWalletConnectBasic: undefined
  }
}
