import { type BlockExplorer, defineNetwork } from '@portico/kernel'
import type { PolkadotNetwork } from '../types.js'

// Genesis hashes, SS58 prefixes, decimals and public endpoints are public facts of each chain.
// CAIP-2 for polkadot takes the first 32 hex characters of the genesis hash (without 0x). Every
// definition is marked pure so an app bundles only the networks it imports.

/** Our own drawing: a pink circle with six white dots, inline so it works offline. */
export const polkadotImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%23E6007A'/%3E%3Cg fill='%23fff'%3E%3Ccircle cx='16' cy='8' r='3'/%3E%3Ccircle cx='16' cy='24' r='3'/%3E%3Ccircle cx='9' cy='12' r='3'/%3E%3Ccircle cx='23' cy='12' r='3'/%3E%3Ccircle cx='9' cy='20' r='3'/%3E%3Ccircle cx='23' cy='20' r='3'/%3E%3C/g%3E%3C/svg%3E"

export type DefinePolkadotNetworkParameters = {
  /** 0x + 64 lower-case hex. */
  genesisHash: `0x${string}`
  name: string
  ss58Prefix: number
  symbol: string
  decimals: number
  /** WebSocket JSON-RPC endpoints (ws:// or wss://); transfers follow their status over it. */
  webSocketUrls: readonly string[]
  /** HTTP JSON-RPC endpoints, when the node has them. */
  httpUrls?: readonly string[]
  testnet?: boolean
  blockExplorer?: BlockExplorer
  imageUrl?: string
}

/**
 * A Polkadot-SDK chain as a Portico network, from its genesis hash, SS58 prefix and token (as
 * data, so any relay chain, parachain or local node is one call).
 *
 * @example
 * const local = definePolkadotNetwork({
 *   genesisHash, name: 'Local', ss58Prefix: 42, symbol: 'UNIT', decimals: 12,
 *   webSocketUrls: ['ws://127.0.0.1:9944'], testnet: true,
 * })
 * local.caipNetworkId // 'polkadot:<first 32 hex characters of genesisHash>'
 */
export function definePolkadotNetwork(input: DefinePolkadotNetworkParameters): PolkadotNetwork {
  if (!/^0x[0-9a-f]{64}$/.test(input.genesisHash))
    throw new TypeError('genesisHash must be 0x + 64 lower-case hex')
  if (!Number.isInteger(input.ss58Prefix) || input.ss58Prefix < 0 || input.ss58Prefix > 16383)
    throw new TypeError('ss58Prefix must be an integer from 0 to 16383')
  const reference = input.genesisHash.slice(2, 34)
  const network = defineNetwork({
    id: reference,
    name: input.name,
    nativeCurrency: { name: input.symbol, symbol: input.symbol, decimals: input.decimals },
    rpcUrls: { default: { http: input.httpUrls ?? [], webSocket: input.webSocketUrls } },
    chainNamespace: 'polkadot',
    caipNetworkId: `polkadot:${reference}`,
    ...(input.blockExplorer ? { blockExplorers: { default: input.blockExplorer } } : {}),
    ...(input.testnet ? { testnet: true } : {}),
    assets: { imageUrl: input.imageUrl ?? polkadotImage },
  })
  return {
    ...network,
    chainNamespace: 'polkadot',
    polkadot: { genesisHash: input.genesisHash, ss58Prefix: input.ss58Prefix },
  }
}

/** Whether `network` is a polkadot network defined with its chain parameters. */
export function isPolkadotNetwork(network: unknown): network is PolkadotNetwork {
  const candidate = network as Partial<PolkadotNetwork> | undefined
  return (
    candidate?.chainNamespace === 'polkadot' &&
    typeof candidate.polkadot?.genesisHash === 'string' &&
    typeof candidate.polkadot.ss58Prefix === 'number'
  )
}

/** The Polkadot relay chain. */
export const polkadot = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  name: 'Polkadot',
  ss58Prefix: 0,
  symbol: 'DOT',
  decimals: 10,
  webSocketUrls: ['wss://rpc.polkadot.io'],
  blockExplorer: {
    name: 'Subscan',
    url: 'https://polkadot.subscan.io',
    addressUrl: 'https://polkadot.subscan.io/account/{address}',
  },
})

/** The Kusama relay chain. */
export const kusama = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  name: 'Kusama',
  ss58Prefix: 2,
  symbol: 'KSM',
  decimals: 12,
  webSocketUrls: ['wss://kusama-rpc.polkadot.io'],
  blockExplorer: {
    name: 'Subscan',
    url: 'https://kusama.subscan.io',
    addressUrl: 'https://kusama.subscan.io/account/{address}',
  },
})

/** The Westend test relay chain. */
export const westend = /* @__PURE__ */ definePolkadotNetwork({
  genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
  name: 'Westend',
  ss58Prefix: 42,
  symbol: 'WND',
  decimals: 12,
  webSocketUrls: ['wss://westend-rpc.polkadot.io'],
  blockExplorer: {
    name: 'Subscan',
    url: 'https://westend.subscan.io',
    addressUrl: 'https://westend.subscan.io/account/{address}',
  },
  testnet: true,
})
