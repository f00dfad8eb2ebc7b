export { BASE_FEE, BYTE_FEE, type Chain, NodeRefusal } from './chain'
export * from './constants'
export {
  POLKADOT_NODE_NAME,
  type PolkadotNode,
  type StartPolkadotNodeOptions,
  startPolkadotNode,
} from './server'
