import type { NativeBalance, Network } from '@portico/kernel'
import { formatUnits, getAddress } from 'viem'
import { getBalance } from 'viem/actions'
import type { NetworkClient } from './createNetworkClient.js'

/**
 * The native balance of an address on a network, with its decimals, formatted text and symbol.
 *
 * @example
 * await readNativeBalance(client, { address: '0xf39F…2266', network: mainnet })
 * // { value: 10000000000000000000000n, decimals: 18, formatted: '10000', symbol: 'ETH' }
 */
export async function readNativeBalance(
  client: NetworkClient,
  { address, network }: { address: string; network: Network },
): Promise<NativeBalance> {
  const value = await getBalance(client, { address: getAddress(address) })
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, formatted: formatUnits(value, decimals), symbol }
}
