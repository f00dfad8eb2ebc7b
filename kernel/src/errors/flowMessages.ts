/**
 * The texts of flows, sessions, sign-in, transactions and toasts of spec section 8: the part of
 * the catalogue (`messages.ts`) that is neither core nor connection texts. A module of plain
 * constants with no re-exports, so code that loads with the page can import the few it needs
 * (`@portico/kernel/flow-messages`) without bringing the rest of the catalogue into its chunk.
 *
 * Texts that belong to one capability (swap, on-ramp, names, e-mail and social login, send) are
 * its plugin's part of the catalogue (`defineMessages` in the plugin), not the kernel's.
 */

// Toasts
export const tokenBalanceUnavailable = 'Token Balance Unavailable'

// Thrown by flows
export const modalClosed = 'Modal closed'

// Sign-in and transactions (the sign-in plugin owns its other texts; chains throw this one too)
export const errorSigningMessage = 'Error signing message'
export const failedToFetchTransactions = 'Failed to fetch transactions'
export const noActiveCaipAddress = 'No ActiveCaipAddress found'
export const noActiveCaipNetworkOrClient = 'No ActiveCaipNetwork or client found'
export const noConnectionControllerClient = 'No ConnectionController client found'
export const transactionsNeedAccountAddress = "Transactions can't be fetched without an accountAddress"

// Transfers (chain plugins and send) and session
export const amountAndReceiverRequired = 'An amount and receiver address are required'
export const callConnectBeforeRequest = 'Please call connect() before request()'
export const signClientNotInitialized = 'Sign Client not initialized'
export const namespaceNotConfigured = 'Namespace is not configured. Please call connect() first'

// Wallet calls
export const missingCapabilitiesAddress = 'Missing address parameter in wallet_getCapabilities request'
export const callStatusNotApproved = 'Fetching call status not approved by the wallet'
export const noRpcUrlForChainId = (chainId: string | number) => `No RPC url provided for chainId ${chainId}`
export const jsonRpcProviderNotFound = (chain: string) => `JSON-RPC provider for ${chain} not found`
export const failedToFetchUserOperationReceipt = (status: string | number) =>
  `Failed to fetch user operation receipt - ${status}`

// HTTP client
export const httpStatusCode = (status: number) => `HTTP status code: ${status}`

// HTTP and frame requests
export const requestWasAborted = 'Request was aborted'

// Adapters
export const walletConnectConnectorNotFound = 'WalletConnectConnector not found'
export const unsupportedChainNamespace = 'Unsupported chain namespace'
export const connectorSupportsNoRequestedChain = 'The connector does not support any of the requested chains'
export const networkControllerClientNotSet = 'NetworkController client not set'
export const connectionControllerClientNotSet = 'ConnectionController client not set'

// Permissions (spec section 6)
export const rpcCallNotAllowed = 'Requested RPC call is not allowed'
export const actionNotAllowed = 'Action not allowed'
