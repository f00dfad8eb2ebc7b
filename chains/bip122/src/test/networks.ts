import { BITCOIN_MAINNET_PARAMS, BITCOIN_TESTNET_PARAMS } from '../networks/networks.js'
import type { BitcoinNetworkParams } from '../types.js'

/** Bitcoin Core's regtest and Litecoin Core's regtest (the playground's node) address parameters. */
export const BITCOIN_REGTEST_PARAMS: BitcoinNetworkParams = { ...BITCOIN_TESTNET_PARAMS, bech32: 'bcrt' }
export const LITECOIN_REGTEST_PARAMS: BitcoinNetworkParams = {
  messagePrefix: '\x19Litecoin Signed Message:\n',
  bech32: 'rltc',
  bip32: { public: 0x043587cf, private: 0x04358394 },
  pubKeyHash: 0x6f,
  scriptHash: 0x3a,
  wif: 0xef,
}

export const TEST_NETWORKS = {
  mainnet: BITCOIN_MAINNET_PARAMS,
  testnet: BITCOIN_TESTNET_PARAMS,
  'bitcoin regtest': BITCOIN_REGTEST_PARAMS,
  'litecoin regtest': LITECOIN_REGTEST_PARAMS,
} as const
