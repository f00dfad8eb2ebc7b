/** The `polkadot` requests this plugin answers through `portico.request`. */
export const POLKADOT_RPC_METHODS = [
  'getAccounts',
  'signMessage',
  'estimateTransfer',
  'sendTransfer',
] as const
export type PolkadotRpcMethod = (typeof POLKADOT_RPC_METHODS)[number]
