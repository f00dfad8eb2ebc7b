import { defineBitcoinNetwork } from '@portico/chain-bip122/networks'
import type { PlaygroundServices } from './services.js'

/** The local litecoind regtest chain as a bip122 network: its genesis hash, parameters and gateway URL. */
export function localBitcoinNetwork(bitcoin: NonNullable<PlaygroundServices['bitcoin']>) {
  return defineBitcoinNetwork({
    genesisHash: bitcoin.genesisHash,
    name: 'Portico Local Bitcoin',
    params: bitcoin.params,
    walletChain: 'bitcoin:regtest',
    rpcUrls: [bitcoin.rpcUrl],
    testnet: true,
  })
}
