import type { BitcoinNetworkParams } from '@portico/chain-bip122'

/**
 * What the demo dapp needs to know about the running local services: plain data, no Node APIs,
 * so browser code imports it. `startServices` (Node) fills it in; the dev server hands it to the
 * page (see `playground/vite.config.ts`).
 */

import { COSMOS_LOCAL_CAIP_NETWORK_ID, COSMOS_PORT } from './cosmos/constants.js'
import {
  POLKADOT_LOCAL_CAIP_NETWORK_ID,
  POLKADOT_LOCAL_GENESIS_HASH,
  POLKADOT_PORT,
} from './polkadot/constants.js'
import { SOLANA_LOCAL_CAIP_NETWORK_ID, SOLANA_PORT } from './solana/constants.js'

export type PlaygroundChain = {
  chainId: number
  name: string
  rpcUrl: string
  /**
   * Whether the test browser wallet knows this chain from the start. The dapp lists one chain the
   * wallet lacks, so switching to it goes through `wallet_addEthereumChain`.
   */
  inTestWallet: boolean
}

export type PlaygroundServices = {
  chains: PlaygroundChain[]
  /** The Blockchain API and wallet catalogue emulator, no trailing slash. */
  apiUrl: string
  /** The WalletConnect relay (`ws://…`). */
  relayUrl: string
  /** The "mobile" wallet page, when it is served. */
  mobileWalletUrl?: string | undefined
  /** The embedded wallet's secure site (frame page, inbox), on its own origin. */
  secureSiteUrl?: string | undefined
  /** The ERC-4337 bundler; JSON-RPC for a chain at `<bundlerUrl>/<chainId>`. */
  bundlerUrl?: string | undefined
  /** The local Solana validator (LiteSVM behind JSON-RPC) and its network's CAIP-2 id. */
  solana?: { rpcUrl: string; caipNetworkId: string } | undefined
  /** The local Bitcoin-family node (litecoind regtest) behind its JSON-RPC gateway, when it runs. */
  bitcoin?: PlaygroundBitcoin | undefined
  /** Why the Bitcoin node does not run (litecoind missing), when it does not. */
  bitcoinUnavailable?: string | undefined
  /** The local on-ramp provider pages (meld at `/meld`), on their own origin, when they run. */
  onrampUrl?: string | undefined
  /** The local Polkadot node emulator (WebSocket JSON-RPC), its genesis hash and CAIP-2 id. */
  polkadot?: PlaygroundPolkadot | undefined
  /** The local Cosmos node (CometBFT RPC and REST on one origin) and its network's CAIP-2 id. */
  cosmos?: { rpcUrl: string; caipNetworkId: string } | undefined
}

export type PlaygroundPolkadot = { wsUrl: string; genesisHash: `0x${string}`; caipNetworkId: string }

/** The local Bitcoin chain as the dapp sees it: gateway URL, CAIP-2 id and bitcoinjs network params. */
export type PlaygroundBitcoin = {
  rpcUrl: string
  caipNetworkId: string
  genesisHash: string
  params: BitcoinNetworkParams
}

export type ServicePort = { envVar: string; defaultPort: number }

export type PlaygroundChainDefaults = ServicePort & {
  chainId: number
  name: string
  inTestWallet: boolean
}

/**
 * The three local chains. A and B are the two chains of the issue (the test wallet knows them);
 * C exists only so the dapp can list a network the wallet has never heard of.
 */
export const PLAYGROUND_CHAINS: readonly PlaygroundChainDefaults[] = [
  {
    chainId: 31337,
    name: 'Portico Local A',
    envVar: 'PORTICO_CHAIN_A_PORT',
    defaultPort: 8545,
    inTestWallet: true,
  },
  {
    chainId: 31338,
    name: 'Portico Local B',
    envVar: 'PORTICO_CHAIN_B_PORT',
    defaultPort: 8546,
    inTestWallet: true,
  },
  {
    chainId: 31339,
    name: 'Portico Local C',
    envVar: 'PORTICO_CHAIN_C_PORT',
    defaultPort: 8547,
    inTestWallet: false,
  },
]

/** Ports of the other services and the variables that move them. */
export const SERVICE_PORTS = {
  api: { envVar: 'PORTICO_API_PORT', defaultPort: 4500 },
  relay: { envVar: 'PORTICO_RELAY_PORT', defaultPort: 4400 },
  dapp: { envVar: 'PORTICO_DAPP_PORT', defaultPort: 5173 },
  mobileWallet: { envVar: 'PORTICO_WALLET_PORT', defaultPort: 5174 },
  secureSite: { envVar: 'PORTICO_SECURE_SITE_PORT', defaultPort: 4600 },
  bitcoin: { envVar: 'PORTICO_BITCOIN_PORT', defaultPort: 18443 },
  onramp: { envVar: 'PORTICO_ONRAMP_PORT', defaultPort: 4700 },
  bundler: { envVar: 'PORTICO_BUNDLER_PORT', defaultPort: 4650 },
} as const satisfies Record<string, ServicePort>

const LOCAL = '127.0.0.1'

/** The services on their default ports: what a production build of the dapp falls back to. */
export function defaultPlaygroundServices(): PlaygroundServices {
  return {
    chains: PLAYGROUND_CHAINS.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: `http://${LOCAL}:${chain.defaultPort}`,
      inTestWallet: chain.inTestWallet,
    })),
    apiUrl: `http://${LOCAL}:${SERVICE_PORTS.api.defaultPort}`,
    relayUrl: `ws://${LOCAL}:${SERVICE_PORTS.relay.defaultPort}`,
    mobileWalletUrl: `http://${LOCAL}:${SERVICE_PORTS.mobileWallet.defaultPort}`,
    secureSiteUrl: `http://${LOCAL}:${SERVICE_PORTS.secureSite.defaultPort}`,
    solana: {
      rpcUrl: `http://${LOCAL}:${SOLANA_PORT.defaultPort}`,
      caipNetworkId: SOLANA_LOCAL_CAIP_NETWORK_ID,
    },
    polkadot: {
      wsUrl: `ws://${LOCAL}:${POLKADOT_PORT.defaultPort}`,
      genesisHash: POLKADOT_LOCAL_GENESIS_HASH,
      caipNetworkId: POLKADOT_LOCAL_CAIP_NETWORK_ID,
    },
    cosmos: {
      rpcUrl: `http://${LOCAL}:${COSMOS_PORT.defaultPort}`,
      caipNetworkId: COSMOS_LOCAL_CAIP_NETWORK_ID,
    },
  }
}
