// The capability chunk: loaded on first use. @polkadot/api is not imported here statically: it
// loads with the first node call (node/api.ts).

export { watchConnector } from './actions/watchConnector.js'
export { createPolkadotAdapter, isAddressOnAppNetworks } from './adapter.js'
export { closeApis } from './node/api.js'
export { handleRpc } from './rpc/handleRpc.js'
