import {
  COSMOS_LOCAL_CHAIN_ID,
  COSMOS_LOCAL_DECIMALS,
  COSMOS_LOCAL_DENOM,
  COSMOS_LOCAL_GAS_PRICE,
  COSMOS_LOCAL_NAME,
  COSMOS_LOCAL_PREFIX,
  COSMOS_LOCAL_SYMBOL,
} from '@portico/testkit/services/cosmos/constants'
import { defineCosmosNetwork } from '../networks/networks.js'

/** The testkit's local Cosmos node as a network of this package. */
export const localCosmosNetwork = (rpcUrl: string) =>
  defineCosmosNetwork({
    chainId: COSMOS_LOCAL_CHAIN_ID,
    name: COSMOS_LOCAL_NAME,
    rpcUrls: [rpcUrl],
    restUrls: [rpcUrl],
    bech32Prefix: COSMOS_LOCAL_PREFIX,
    currency: { denom: COSMOS_LOCAL_DENOM, symbol: COSMOS_LOCAL_SYMBOL, decimals: COSMOS_LOCAL_DECIMALS },
    gasPrice: COSMOS_LOCAL_GAS_PRICE,
    testnet: true,
  })
