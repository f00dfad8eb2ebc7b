import { gatewayBalance } from '../bitcoin/gatewayBalance'

/** The local Bitcoin chain the emulator serves balances for, read from the node (what the real API indexes). */
export type BitcoinBalanceSource = {
  caipNetworkId: string
  /** The confirmed balance of an address, in satoshis. */
  read(address: string): Promise<bigint>
}

/** Reads balances through the Bitcoin node's JSON-RPC gateway. */
export function createBitcoinBalanceSource({
  rpcUrl,
  caipNetworkId,
}: {
  rpcUrl: string
  caipNetworkId: string
}): BitcoinBalanceSource {
  return { caipNetworkId, read: (address) => gatewayBalance(rpcUrl, address) }
}
