// @portico/chain-cosmos/networks: Cosmos chain definitions, one export per network (tree-shakable).
export {
  cosmosHub,
  cosmosImage,
  type DefineCosmosNetworkParameters,
  defineCosmosNetwork,
  isCosmosNetwork,
  osmosis,
  osmosisImage,
} from '../networks/networks.js'
export type { CosmosChainParams, CosmosNetwork } from '../types.js'
