/**
 * Catalogue texts of the connection errors (chains/errors.ts), which a chain or WalletConnect
 * plugin may construct before the first click. Part of the one catalogue: `messages.ts`
 * re-exports them; kept apart so the rest of it stays with the lazily loaded code.
 */
export const chainAdapterNotFound = 'Chain adapter not found'
export const connectionRejected = 'Connection rejected'
/** Not spec texts: a refused network switch or chain addition says which it was (issue 25). */
export const networkSwitchRejected = (network: string) => `The wallet rejected the switch to ${network}`
export const addNetworkRejected = (network: string) => `The wallet rejected adding ${network}`
export const failedToConnect = 'Failed to connect'
export const failedToDisconnect = 'Failed to disconnect'
export const failedToSwitchChain = (chain: string | number) =>
  `Failed to switch to chain ${chain}. The chain is not approved or the wallet does not support wallet_switchEthereumChain`
export const noConnectorFoundForConnection = 'No connector found for connection'
export const unsupportedChain = 'Unsupported chain'
