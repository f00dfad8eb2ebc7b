/**
 * The cosmos RPC methods: WalletConnect's cosmos namespace (`cosmos_getAccounts`,
 * `cosmos_signDirect`, `cosmos_signAmino`) and ADR-036 message signing (`cosmos_signArbitrary`,
 * Keplr's `signArbitrary`; not a WalletConnect method).
 */
export const COSMOS_RPC_METHODS = [
  'cosmos_getAccounts',
  'cosmos_signDirect',
  'cosmos_signAmino',
  'cosmos_signArbitrary',
] as const
export type CosmosRpcMethod = (typeof COSMOS_RPC_METHODS)[number]
