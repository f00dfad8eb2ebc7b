import type { NativeBalance, Network } from '@portico/kernel'
import { getApi } from '../node/api.js'
import type { PolkadotRuntime } from '../runtime.js'
import { formatUnits } from '../units.js'
import { polkadotNetwork } from './context.js'

/** The account's free balance (`system.account`), in the network's token. */
export async function getNativeBalance(
  runtime: PolkadotRuntime,
  { address, network }: { address: string; network: Network },
): Promise<NativeBalance> {
  const target = polkadotNetwork(runtime, network)
  const api = await getApi(runtime, target)
  const info = await api.query.system.account(address)
  const value = info.data.free.toBigInt()
  const { decimals, symbol } = target.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}
