// The capability chunk, loaded on first use: connect, reconnect, sign, balances, transfers, RPC
// handlers and keystore-change wiring, with CosmJS.
export { isAddressOnAppNetworks } from './actions/context.js'
export { watchConnector } from './actions/watchConnector.js'
export { createCosmosAdapter } from './adapter.js'
export { handleRpc } from './rpc/handleRpc.js'
