/**
 * The view that connects catalogue wallets (QR code or deep link); owned by the walletconnect plugin.
 * A module of its own: switchConnection (in a chunk of its own) reads it without importing the
 * wallet rows' code, which would otherwise take that code out of the modal's first bundle.
 */
export const WALLETCONNECT_VIEW = 'ConnectingWalletConnect'
