/** The cosmos RPC methods (the names WalletConnect's cosmos namespace uses). */
export const COSMOS_RPC_METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'] as const
export type CosmosRpcMethod = (typeof COSMOS_RPC_METHODS)[number]
