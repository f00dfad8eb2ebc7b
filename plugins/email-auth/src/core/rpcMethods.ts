/**
 * Spec 6: which embedded-wallet RPC methods pass without the visitor (reads and raw sends) and
 * which wait for their approval in the frame. Anything else is refused (the kernel's
 * `rpcCallNotAllowed` text). The secure-site service enforces the same lists.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
] as const

export const APPROVAL_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type ApprovalRpcMethod = (typeof APPROVAL_RPC_METHODS)[number]

export type RpcMethodKind = 'safe' | 'approval' | 'refused'

/**
 * @example
 * rpcMethodKind('eth_getBalance') // 'safe'
 * rpcMethodKind('personal_sign') // 'approval'
 * rpcMethodKind('eth_sign') // 'refused'
 */
export function rpcMethodKind(method: string): RpcMethodKind {
  if ((SAFE_RPC_METHODS as readonly string[]).includes(method)) return 'safe'
  if ((APPROVAL_RPC_METHODS as readonly string[]).includes(method)) return 'approval'
  return 'refused'
}
