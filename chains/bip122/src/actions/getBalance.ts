import { loadOnce, type NativeBalance, type Network, type Portico } from '@portico/kernel'
import * as z from 'zod/mini'
import { createNodeClient } from '../node/nodeClient.js'
import type { Bip122Runtime } from '../runtime.js'
import { BITCOIN_DECIMALS, formatSats, parseAmountToSats } from '../transfer/amount.js'
import type { Bip122Network } from '../types.js'
import { bitcoinNetwork } from './context.js'

// The Blockchain API's answers (external input): only what a native balance needs is read.
const supportedChainsSchema = z.object({ http: z.array(z.string()) })
const balanceSchema = z.object({
  balances: z.array(
    z.looseObject({
      symbol: z.string(),
      chainId: z.optional(z.string()),
      address: z.optional(z.string()),
      quantity: z.object({ decimals: z.string(), numeric: z.string() }),
    }),
  ),
})

const balanceOf = (value: bigint, symbol: string): NativeBalance => ({
  value,
  decimals: BITCOIN_DECIMALS,
  formatted: formatSats(value),
  symbol,
})

/** Whether the Blockchain API serves this chain: its chain list is asked once per kernel (a failure is not kept). */
function apiSupports(runtime: Bip122Runtime, portico: Portico, network: Network): Promise<boolean> {
  runtime.apiChains ??= loadOnce(() =>
    portico.http.blockchain
      .get('v1/supported-chains', { schema: supportedChainsSchema })
      .then((answer): ReadonlySet<string> => new Set(answer.http)),
  ).load
  return runtime.apiChains().then((chains) => chains.has(network.caipNetworkId))
}

/** The native BTC item of `GET /v1/account/{address}/balance`; none means a zero balance. */
async function apiBalance(portico: Portico, address: string, network: Bip122Network): Promise<bigint> {
  const answer = await portico.http.blockchain.get(`v1/account/${encodeURIComponent(address)}/balance`, {
    query: { currency: 'usd', chainId: network.caipNetworkId },
    schema: balanceSchema,
  })
  const native = answer.balances.find(
    (item) =>
      !item.address &&
      item.symbol === network.nativeCurrency.symbol &&
      (item.chainId === undefined || item.chainId === network.caipNetworkId),
  )
  if (!native) return 0n
  const sats =
    native.quantity.decimals === String(BITCOIN_DECIMALS)
      ? parseAmountToSats(native.quantity.numeric)
      : undefined
  if (sats === undefined)
    throw new Error(`The API answered a balance Portico cannot read: ${native.quantity.numeric}`)
  return sats
}

/**
 * The address's confirmed balance: from the Blockchain API when the app has one and it serves this
 * chain, else (or when it fails) from the network's node (its UTXO set).
 */
export async function getNativeBalance(
  runtime: Bip122Runtime,
  { address, network }: { address: string; network: Network },
): Promise<NativeBalance> {
  const target = bitcoinNetwork(runtime, network)
  const portico = runtime.portico
  if (portico?.hosted.blockchainApi) {
    try {
      if (await apiSupports(runtime, portico, target))
        return balanceOf(await apiBalance(portico, address, target), target.nativeCurrency.symbol)
    } catch (error) {
      runtime.log.warn('The Blockchain API gave no Bitcoin balance; reading the node', error)
    }
  }
  const utxos = await createNodeClient(target).utxos(address)
  return balanceOf(
    utxos.reduce((sum, utxo) => sum + utxo.sats, 0n),
    target.nativeCurrency.symbol,
  )
}
