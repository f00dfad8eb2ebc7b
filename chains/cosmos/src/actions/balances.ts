import { Decimal } from '@cosmjs/math'
import type { NativeBalance, Network } from '@portico/kernel'
import { parseCosmosAddress } from '../address/address.js'
import { CosmosNodeError, InvalidAddressError } from '../errors.js'
import type { CosmosRuntime } from '../runtime.js'
import { nodeCall, readClient } from './client.js'
import { cosmosNetwork, rpcUrlOf } from './context.js'

/** The account's balance of the network's native denomination, read from the node (bank module). */
export async function getNativeBalance(
  runtime: CosmosRuntime,
  { address, network }: { address: string; network: Network },
): Promise<NativeBalance> {
  const target = cosmosNetwork(runtime, network)
  if (!parseCosmosAddress(address, target.cosmos.bech32Prefix))
    throw new InvalidAddressError(address, target.name, target.cosmos.bech32Prefix)
  const client = await readClient(runtime, rpcUrlOf(runtime, target))
  const coin = await nodeCall('read the balance', () => client.getBalance(address, target.cosmos.denom))
  if (!/^\d+$/.test(coin.amount)) throw new CosmosNodeError('read the balance', `Amount ${coin.amount}`)
  const { decimals, symbol } = target.nativeCurrency
  return {
    value: BigInt(coin.amount),
    decimals,
    symbol,
    formatted: Decimal.fromAtomics(coin.amount, decimals).toString(),
  }
}
