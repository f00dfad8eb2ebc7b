/**
 * The texts of flows, sessions, sign-in, transactions and toasts of spec section 8: the part of
 * the catalogue (`messages.ts`) that is neither core nor connection texts. A module of plain
 * constants with no re-exports, so code that loads with the page can import the few it needs
 * (`@portico/kernel/flow-messages`) without bringing the rest of the catalogue into its chunk.
 */

// Toasts
export const tokenBalanceUnavailable = 'Token Balance Unavailable'

// Thrown by flows
export const networkNotSupportedForGasPrice = 'Network not supported for Gas Price'
export const networkNotSupportedForSwaps = 'Network not supported for Swaps'
export const modalClosed = 'Modal closed'
export const popupClosed = 'Popup closed'
export const failedToConnectToFarcaster = 'Failed to connect to farcaster'
export const failedToInitiateSocialConnection = 'Failed to initiate social connection'
export const noAuthConnectorFound = 'No auth connector found'
export const notConnectedToEmailOrSocial = 'Not connected to email or social'

// Sign-in and transactions
export const authInitProblem = 'A problem occurred while trying initialize authentication'
export const errorSigningMessage = 'Error signing message'
export const failedToFetchTransactions = 'Failed to fetch transactions'
export const authenticating = 'Authenticating...'
export const siwxNotEnabled = 'SIWX is not enabled'
export const noActiveCaipAddress = 'No ActiveCaipAddress found'
export const noActiveCaipNetworkOrClient = 'No ActiveCaipNetwork or client found'
export const noConnectionControllerClient = 'No ConnectionController client found'
export const transactionsNeedAccountAddress = "Transactions can't be fetched without an accountAddress"

// Send and session
export const amountAndReceiverRequired = 'An amount and receiver address are required'
export const tokenRequired = 'A token is required'
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

// Embedded-wallet frame
export const requestWasAborted = 'Request was aborted'
export const somethingWentWrong = 'Something went wrong'
export const iframeLoadFailed = 'iframe_load_failed'
export const iframeRequestTimeout = 'iframe_request_timeout'

// Names
export const networkNotFound = 'Network not found'
export const addressOrAuthConnectorNotFound = 'Address or auth connector not found'
export const errorResolvingName = 'Error resolving name'
export const errorFetchingNameSuggestions = 'Error fetching name suggestions'
export const errorFetchingNamesForAddress = 'Error fetching names for address'
export const errorRegisteringName = (name: string) => `Error registering name ${name}`

// Adapters
export const walletConnectConnectorNotFound = 'WalletConnectConnector not found'
export const unsupportedChainNamespace = 'Unsupported chain namespace'
export const connectorSupportsNoRequestedChain = 'The connector does not support any of the requested chains'
export const networkControllerClientNotSet = 'NetworkController client not set'
export const connectionControllerClientNotSet = 'ConnectionController client not set'

// Permissions (spec section 6)
export const rpcCallNotAllowed = 'Requested RPC call is not allowed'
export const actionNotAllowed = 'Action not allowed'

// Validation (spec section 5)
export const emailThrottled = (seconds: number) => `Please try again after ${seconds} seconds`
export const invalidChainId = 'Invalid chainId'
