import { LITECOIN_REGTEST_PARAMS } from '@portico/testkit/services/bitcoin/constants'
import { BITCOIN_MAINNET_PARAMS, BITCOIN_TESTNET_PARAMS } from '../networks/networks.js'
import type { BitcoinNetworkParams } from '../types.js'

/** Bitcoin Core's regtest and Litecoin Core's regtest (the playground's node) address parameters. */
export const BITCOIN_REGTEST_PARAMS: BitcoinNetworkParams = { ...BITCOIN_TESTNET_PARAMS, bech32: 'bcrt' }
export { LITECOIN_REGTEST_PARAMS }

export const TEST_NETWORKS = {
  mainnet: BITCOIN_MAINNET_PARAMS,
  testnet: BITCOIN_TESTNET_PARAMS,
  'bitcoin regtest': BITCOIN_REGTEST_PARAMS,
  'litecoin regtest': LITECOIN_REGTEST_PARAMS,
} as const
