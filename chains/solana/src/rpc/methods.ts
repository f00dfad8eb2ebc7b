/** The wallet RPC methods the plugin answers for the `solana` namespace. */
export const SOLANA_RPC_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
] as const

export type SolanaRpcMethod = (typeof SOLANA_RPC_METHODS)[number]
