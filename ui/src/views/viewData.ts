import type { Network } from '@portico/kernel'
import type { CatalogueWalletRecord } from './catalogue/schema.js'

/** What the core views are opened with (router data). */
declare module '@portico/kernel' {
  interface PorticoViewData {
    ConnectingExternal: { connectorId: string }
    /** With a network: the confirmation step of spec 2, which starts that switch at once. */
    SwitchNetwork: { network?: Network } | undefined
    SwitchActiveChain: { network?: Network; navigateTo?: string }
  }
}

/**
 * The data Connect and AllWallets push to `ConnectingWalletConnect` for a catalogue (or recent,
 * not installed) wallet. The walletconnect plugin reads `wallet.record` for its deep links.
 */
export type CatalogueWalletChoice = {
  wallet: {
    id: string
    name: string
    imageUrl?: string | undefined
    record?: CatalogueWalletRecord | undefined
  }
}
