// The capability chunk, loaded on first use: connect, reconnect, sign, balances, transfers, RPC
// handlers and wallet event wiring. @solana/web3.js loads deeper, only when a transfer is built.
export { createSolanaAdapter } from './adapter.js'
export { watchConnector } from './events/watchConnector.js'
export { handleRpc } from './rpc/handleRpc.js'
