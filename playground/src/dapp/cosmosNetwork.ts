import { defineCosmosNetwork } from '@portico/chain-cosmos/networks'
import {
  COSMOS_LOCAL_CHAIN_ID,
  COSMOS_LOCAL_DECIMALS,
  COSMOS_LOCAL_DENOM,
  COSMOS_LOCAL_GAS_PRICE,
  COSMOS_LOCAL_NAME,
  COSMOS_LOCAL_PREFIX,
  COSMOS_LOCAL_SYMBOL,
} from '../../../testkit/src/services/cosmos/constants.js'
import type { PlaygroundServices } from './services.js'

/** The local Cosmos node as a cosmos network: CometBFT RPC and REST on the node's one origin. */
export function localCosmosNetwork(cosmos: NonNullable<PlaygroundServices['cosmos']>) {
  return defineCosmosNetwork({
    chainId: COSMOS_LOCAL_CHAIN_ID,
    name: COSMOS_LOCAL_NAME,
    rpcUrls: [cosmos.rpcUrl],
    restUrls: [cosmos.rpcUrl],
    bech32Prefix: COSMOS_LOCAL_PREFIX,
    currency: { denom: COSMOS_LOCAL_DENOM, symbol: COSMOS_LOCAL_SYMBOL, decimals: COSMOS_LOCAL_DECIMALS },
    gasPrice: COSMOS_LOCAL_GAS_PRICE,
    testnet: true,
  })
}
