export * from './constants'
export { COSMOS_NODE_NAME, type CosmosNode, type StartCosmosNodeOptions, startCosmosNode } from './server'
