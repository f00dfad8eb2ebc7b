import { defineNetwork } from '@portico/kernel'
import type { CosmosChainParams, CosmosNetwork } from '../types.js'

// Chain ids, prefixes, denominations, gas prices and endpoints are public facts of each chain (as
// the Cosmos chain registry lists them). A Cosmos CAIP-2 id is `cosmos:` plus the chain id.
// Every definition is marked pure so an app bundles only the networks it imports.

/** Our own drawing: a ringed dot, inline so it works offline. */
export const cosmosImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%232E3148'/%3E%3Cellipse cx='16' cy='16' rx='11' ry='4.5' fill='none' stroke='%23fff' stroke-width='1.4' transform='rotate(60 16 16)'/%3E%3Cellipse cx='16' cy='16' rx='11' ry='4.5' fill='none' stroke='%23fff' stroke-width='1.4' transform='rotate(-60 16 16)'/%3E%3Ccircle cx='16' cy='16' r='2.6' fill='%23fff'/%3E%3C/svg%3E"

/** Our own drawing: a purple disc with a light swirl. */
export const osmosisImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%235E12A0'/%3E%3Cpath d='M9 19a7 7 0 1 1 14 0' fill='none' stroke='%23E1C2FF' stroke-width='2.4' stroke-linecap='round'/%3E%3Ccircle cx='16' cy='19' r='3' fill='%23E1C2FF'/%3E%3C/svg%3E"

export type DefineCosmosNetworkParameters = {
  /** The chain id (`cosmoshub-4`); the CAIP-2 reference. */
  chainId: string
  name: string
  /** CometBFT RPC endpoints (what @cosmjs/stargate talks to). */
  rpcUrls: readonly string[]
  /** Cosmos SDK REST (LCD) endpoints. */
  restUrls?: readonly string[]
  bech32Prefix: string
  /** The native token: base denomination, display symbol, decimals between them. */
  currency: { denom: string; symbol: string; decimals: number; name?: string }
  coinType?: number
  /** Gas prices in the base denomination. Default 0.01 / 0.025 / 0.04. */
  gasPrice?: CosmosChainParams['gasPrice']
  testnet?: boolean
  blockExplorer?: { name: string; url: string }
  imageUrl?: string
}

const CHAIN_ID = /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,31}$/
const BECH32_PREFIX = /^[a-z][a-z0-9]{0,82}$/

/**
 * A Cosmos SDK chain as a Portico network, from its parameters as data: a public chain the
 * package does not ship, a testnet, or a local node.
 *
 * @example
 * const local = defineCosmosNetwork({
 *   chainId: 'portico-local-1', name: 'Local Cosmos', rpcUrls: ['http://127.0.0.1:26657'],
 *   bech32Prefix: 'cosmos', currency: { denom: 'ustake', symbol: 'STAKE', decimals: 6 },
 * })
 * local.caipNetworkId // 'cosmos:portico-local-1'
 */
export function defineCosmosNetwork(input: DefineCosmosNetworkParameters): CosmosNetwork {
  // CAIP-2 references are at most 32 characters of [-_a-zA-Z0-9].
  if (!CHAIN_ID.test(input.chainId))
    throw new TypeError(`chainId must be 1 to 32 characters of letters, digits, - and _: ${input.chainId}`)
  if (!BECH32_PREFIX.test(input.bech32Prefix))
    throw new TypeError(`bech32Prefix must be lower-case letters and digits: ${input.bech32Prefix}`)
  const { currency } = input
  const network = defineNetwork({
    id: input.chainId,
    name: input.name,
    chainNamespace: 'cosmos',
    caipNetworkId: `cosmos:${input.chainId}`,
    nativeCurrency: {
      name: currency.name ?? currency.symbol,
      symbol: currency.symbol,
      decimals: currency.decimals,
    },
    rpcUrls: { default: { http: input.rpcUrls } },
    ...(input.blockExplorer ? { blockExplorers: { default: input.blockExplorer } } : {}),
    ...(input.testnet ? { testnet: true } : {}),
    assets: { imageUrl: input.imageUrl ?? cosmosImage },
  })
  return {
    ...network,
    chainNamespace: 'cosmos',
    cosmos: {
      chainId: input.chainId,
      bech32Prefix: input.bech32Prefix,
      denom: currency.denom,
      coinType: input.coinType ?? 118,
      gasPrice: input.gasPrice ?? { low: 0.01, average: 0.025, high: 0.04 },
      restUrls: input.restUrls ?? [],
    },
  }
}

/** Whether a network is a Cosmos network carrying its chain parameters. */
export function isCosmosNetwork(network: { chainNamespace: string } | undefined): network is CosmosNetwork {
  return network?.chainNamespace === 'cosmos' && 'cosmos' in network
}

/** The Cosmos Hub (`cosmos:cosmoshub-4`). */
export const cosmosHub = /* @__PURE__ */ defineCosmosNetwork({
  chainId: 'cosmoshub-4',
  name: 'Cosmos Hub',
  rpcUrls: ['https://cosmos-rpc.publicnode.com'],
  restUrls: ['https://cosmos-rest.publicnode.com'],
  bech32Prefix: 'cosmos',
  currency: { denom: 'uatom', symbol: 'ATOM', decimals: 6, name: 'Cosmos Hub Atom' },
  gasPrice: { low: 0.005, average: 0.025, high: 0.03 },
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' },
})

/** Osmosis (`cosmos:osmosis-1`). */
export const osmosis = /* @__PURE__ */ defineCosmosNetwork({
  chainId: 'osmosis-1',
  name: 'Osmosis',
  rpcUrls: ['https://osmosis-rpc.publicnode.com'],
  restUrls: ['https://osmosis-rest.publicnode.com'],
  bech32Prefix: 'osmo',
  currency: { denom: 'uosmo', symbol: 'OSMO', decimals: 6, name: 'Osmosis' },
  gasPrice: { low: 0.0025, average: 0.025, high: 0.04 },
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' },
  imageUrl: osmosisImage,
})
