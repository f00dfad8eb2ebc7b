import { defineSolanaNetwork } from '@portico/chain-solana/networks'
import { defineNetwork, type Network } from '@portico/kernel'
import {
  SOLANA_LOCAL_GENESIS_HASH,
  SOLANA_LOCAL_NAME,
} from '../../../testkit/src/services/solana/constants.js'
import type { PlaygroundChain } from './services.js'

/** A plain coloured disc with the chain's letter, so each local network is told apart at a glance. */
function chainImage(letter: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${colour}"/><text x="16" y="21" font-family="sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const COLOURS = ['#2563eb', '#16a34a', '#9333ea']

/** The local anvil chains as Portico networks (ETH, RPC on 127.0.0.1, no explorer). */
export function localNetworks(chains: readonly PlaygroundChain[]): Network[] {
  return chains.map((chain, index) =>
    defineNetwork({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
      assets: { imageUrl: chainImage(chain.name.at(-1) ?? '?', COLOURS[index % COLOURS.length]!) },
    }),
  )
}

/** The local Solana validator's cluster (SOL, 9 decimals, RPC on 127.0.0.1). */
export function localSolanaNetwork(solana: { rpcUrl: string; caipNetworkId: string }): Network {
  const network = defineSolanaNetwork({
    genesisHash: SOLANA_LOCAL_GENESIS_HASH,
    name: SOLANA_LOCAL_NAME,
    rpcUrls: [solana.rpcUrl],
    testnet: true,
  })
  if (network.caipNetworkId !== solana.caipNetworkId)
    throw new Error(
      `The Solana validator reports ${solana.caipNetworkId}, the dapp expects ${network.caipNetworkId}.`,
    )
  return network
}
