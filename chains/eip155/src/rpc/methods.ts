/** The wallet RPC methods the plugin answers for `portico.request({ namespace: 'eip155', … })`. */
export const EIP155_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_getCapabilities',
  'wallet_getAssets',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'eth_chainId',
  'eth_accounts',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
] as const

export type Eip155RpcMethod = (typeof EIP155_RPC_METHODS)[number]
