/**
 * Plain data about the local Polkadot node emulator: its token, address prefix and dev accounts.
 * No Node APIs, so the demo dapp and the test wallet (browser code) import it. Dev keys only (the
 * well-known `//Alice` … derivations of the Substrate dev phrase): never use them elsewhere.
 */

/** `PORTICO_POLKADOT_PORT`, default 9944 (a Substrate node's usual RPC port). */
export const POLKADOT_PORT = { envVar: 'PORTICO_POLKADOT_PORT', defaultPort: 9944 } as const

export const POLKADOT_LOCAL_NAME = 'Portico Local Polkadot'

/** The chain's token as `system_properties` reports it. */
export const POLKADOT_LOCAL_TOKEN = { symbol: 'UNIT', decimals: 12 } as const

/** The generic Substrate prefix (addresses start with 5). */
export const POLKADOT_LOCAL_SS58_PREFIX = 42

export type PolkadotDevAccount = {
  /** Secret URI for `Keyring.addFromUri` (dev phrase + derivation path). */
  uri: string
  type: 'sr25519' | 'ed25519' | 'ecdsa'
  /** The name the test extension shows. */
  name: string
  /** SS58 address with prefix 42. */
  address: string
}

/** Funded at genesis with `POLKADOT_DEV_INITIAL_BALANCE` each. */
export const POLKADOT_DEV_ACCOUNTS: readonly PolkadotDevAccount[] = [
  {
    uri: '//Alice',
    type: 'sr25519',
    name: 'Alice',
    address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  },
  { uri: '//Bob', type: 'sr25519', name: 'Bob', address: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty' },
  {
    uri: '//Alice',
    type: 'ed25519',
    name: 'Alice (ed25519)',
    address: '5FA9nQDVg267DEd8m1ZypXLBnvN7SFxYwV7ndqSYGiN9TTpu',
  },
  {
    uri: '//Alice',
    type: 'ecdsa',
    name: 'Alice (ecdsa)',
    address: '5C7C2Z5sWbytvHpuLTvzKunnnRwQxft1jiqrLD5rhucQ5S9X',
  },
  {
    uri: '//Charlie',
    type: 'sr25519',
    name: 'Charlie',
    address: '5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y',
  },
]

/** 1,000,000 UNIT in planck (12 decimals). */
export const POLKADOT_DEV_INITIAL_BALANCE = 1_000_000n * 10n ** 12n

/**
 * The emulator's genesis hash: its genesis block is built from the same state every start, so the
 * local network keeps one CAIP-2 id (checked by polkadot.test.ts).
 */
export const POLKADOT_LOCAL_GENESIS_HASH =
  '0xdd21a18267bbcf8f1de2590cf8c1b9e3188583b59bb7fee52e97128d18c9d0ef'

/** `polkadot:` + the first 32 hex characters of the genesis hash. */
export const POLKADOT_LOCAL_CAIP_NETWORK_ID = `polkadot:${POLKADOT_LOCAL_GENESIS_HASH.slice(2, 34)}` as const
