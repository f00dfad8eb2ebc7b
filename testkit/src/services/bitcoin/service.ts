import type { PlaygroundServices } from '../playgroundServices'
import { BitcoinNodeUnavailableError, type LocalBitcoin, startLocalBitcoin } from './index'

/**
 * The local Bitcoin node as one of the playground's services: started when litecoind is
 * installed; otherwise the dapp and the tests get the reason instead (`bitcoinUnavailable`) and
 * everything else runs.
 */
export async function startBitcoinService(options: { port: number; portEnvVar: string }): Promise<{
  node: LocalBitcoin | undefined
  info: Pick<PlaygroundServices, 'bitcoin' | 'bitcoinUnavailable'>
}> {
  try {
    const node = await startLocalBitcoin(options)
    const { rpcUrl, caipNetworkId, genesisHash, params } = node
    return { node, info: { bitcoin: { rpcUrl, caipNetworkId, genesisHash, params } } }
  } catch (error) {
    if (error instanceof BitcoinNodeUnavailableError) {
      return { node: undefined, info: { bitcoinUnavailable: error.message } }
    }
    throw error
  }
}

/** `npm start`'s line about the Bitcoin node. */
export function describeBitcoin(info: PlaygroundServices): string[] {
  if (info.bitcoin)
    return [`Bitcoin node (litecoind regtest) JSON-RPC gateway listening on ${info.bitcoin.rpcUrl}`]
  return [`Bitcoin node not started: ${info.bitcoinUnavailable ?? 'unknown reason'}`]
}
