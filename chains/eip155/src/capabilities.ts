// The capability chunk, loaded on first use: connect, reconnect, switch, sign, transfers, RPC
// handlers and wallet event wiring. No viem here either: it loads deeper, on demand.
export { createEip155Adapter } from './adapter.js'
export { watchConnector } from './events/watchConnector.js'
export { handleRpc } from './rpc/handleRpc.js'
