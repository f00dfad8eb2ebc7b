// @portico/chain-polkadot/networks: network definitions, one export per network (tree-shakable).
export {
  type DefinePolkadotNetworkParameters,
  definePolkadotNetwork,
  isPolkadotNetwork,
  kusama,
  polkadot,
  polkadotImage,
  westend,
} from '../networks/networks.js'
