/**
 * Plain data about the local Cosmos node (the CometBFT RPC + REST emulator): chain id, prefix,
 * denomination, gas price and the dev keys. No Node APIs, so the demo dapp and the Keplr-style
 * test wallet (browser code) import it. Test keys only: never use them elsewhere.
 */

export const COSMOS_LOCAL_CHAIN_ID = 'portico-local-1'
export const COSMOS_LOCAL_CAIP_NETWORK_ID = `cosmos:${COSMOS_LOCAL_CHAIN_ID}` as const
export const COSMOS_LOCAL_NAME = 'Portico Local Cosmos'
export const COSMOS_LOCAL_PREFIX = 'cosmos'
export const COSMOS_LOCAL_DENOM = 'ustake'
export const COSMOS_LOCAL_SYMBOL = 'STAKE'
export const COSMOS_LOCAL_DECIMALS = 6
/** The node's minimum gas price (base units per gas); fees below gas limit x this are refused. */
export const COSMOS_LOCAL_MIN_GAS_PRICE = 0.0025
/** What wallets are told: low is the node's minimum. */
export const COSMOS_LOCAL_GAS_PRICE = { low: COSMOS_LOCAL_MIN_GAS_PRICE, average: 0.025, high: 0.04 } as const

export type CosmosDevAccount = {
  /** The bech32 account address (prefix `cosmos`). */
  address: string
  /** The 32-byte secp256k1 private key, hex (sha256 of "portico local cosmos dev key <n>"). */
  privateKey: string
}

/** Funded at genesis with `COSMOS_DEV_INITIAL_BALANCE` base units each. */
export const COSMOS_DEV_ACCOUNTS: readonly CosmosDevAccount[] = [
  {
    address: 'cosmos1kpfhq8yus5r6743ewc3au3gkdny6mlnldj69pg',
    privateKey: '40df297c410da9aa1e7f470a30330fcca74f55f0e7bde2adf7c23534038a0aad',
  },
  {
    address: 'cosmos1fjkkqvlmw05kms9ln67mxajpf7cj25ky58c5ek',
    privateKey: 'af56c0063a77dce45e1c3d261341bfb3f09fed31850be0013d934b1b23c675e4',
  },
  {
    address: 'cosmos10vcswvjk7ywhrgfy6mqye6pg94dnq0r5z9nmxr',
    privateKey: '4a28d56b4ae1e9bbbb2d3126ded9e7431a59bf35548c1b4791af2da5a98b54a9',
  },
]

/** 1000 STAKE (6 decimals) per dev account. */
export const COSMOS_DEV_INITIAL_BALANCE = 1_000_000_000n

export const COSMOS_PORT = { envVar: 'PORTICO_COSMOS_PORT', defaultPort: 26657 } as const
