import type { NativeBalance, Network } from '@portico/kernel'
import { createNodeClient } from '../node/nodeClient.js'
import type { Bip122Runtime } from '../runtime.js'
import { BITCOIN_DECIMALS, formatSats } from '../transfer/amount.js'
import { bitcoinNetwork } from './context.js'

/** The address's confirmed balance, read from the network's node (its UTXO set). */
export async function getNativeBalance(
  runtime: Bip122Runtime,
  { address, network }: { address: string; network: Network },
): Promise<NativeBalance> {
  const target = bitcoinNetwork(runtime, network)
  const utxos = await createNodeClient(target).utxos(address)
  const value = utxos.reduce((sum, utxo) => sum + utxo.sats, 0n)
  return {
    value,
    decimals: BITCOIN_DECIMALS,
    formatted: formatSats(value),
    symbol: target.nativeCurrency.symbol,
  }
}
