// The capability chunk, loaded on first use: connect, reconnect, sign, balances, transfers, RPC
// and wallet event wiring, with bitcoinjs-lib and secp256k1.

export { watchConnector } from './actions/watchConnector.js'
export { createBip122Adapter, isAddressOnAppNetworks } from './adapter.js'
export { handleRpc } from './rpc/handleRpc.js'
