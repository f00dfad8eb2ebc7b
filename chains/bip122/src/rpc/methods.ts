/** The bip122 RPC methods (the names WalletConnect's bip122 namespace uses). */
export const BIP122_RPC_METHODS = ['getAccountAddresses', 'signMessage', 'sendTransfer'] as const
export type Bip122RpcMethod = (typeof BIP122_RPC_METHODS)[number]
