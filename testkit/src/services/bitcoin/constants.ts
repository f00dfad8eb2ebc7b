/**
 * Plain data about the playground's local Bitcoin-family node: its network parameters and the dev
 * wallets' keys. No Node APIs here, so the demo dapp and the test wallet (browser code) import it.
 *
 * The node is litecoind in regtest (Debian has no bitcoind; litecoind is a Bitcoin Core 0.21 fork
 * with the same transactions, PSBTs, segwit and taproot). Its addresses use Litecoin's regtest
 * prefixes, which is why the bip122 plugin takes network parameters as data.
 */
import type { BitcoinNetworkParams } from '@portico/chain-bip122'

export type { BitcoinNetworkParams }

/** Litecoin Core's regtest chain parameters (chainparams.cpp): bech32 `rltc`, P2PKH 0x6f, P2SH 0x3a. */
export const LITECOIN_REGTEST_PARAMS: BitcoinNetworkParams = {
  messagePrefix: '\x19Litecoin Signed Message:\n',
  bech32: 'rltc',
  bip32: { public: 0x043587cf, private: 0x04358394 },
  pubKeyHash: 0x6f,
  scriptHash: 0x3a,
  wif: 0xef,
}

/** The regtest genesis block hash; its first 32 hex characters are the CAIP-2 reference. */
export const LITECOIN_REGTEST_GENESIS = '530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9'

/** CAIP-2 id of the local chain (bip122 takes the first 16 bytes of the genesis hash). */
export const LOCAL_BITCOIN_CAIP_NETWORK_ID = `bip122:${LITECOIN_REGTEST_GENESIS.slice(0, 32)}` as const

/** A dev wallet: a payment key (P2WPKH, index 0) and an ordinal key (P2TR, index 1). Test keys only. */
export type BitcoinDevKeys = { payment: string; ordinal: string }

/**
 * Private keys (hex) of the dev wallets: sha256 of `portico bitcoin dev account <i> <purpose>`.
 * Publicly known; never use them on a real network.
 */
export const BITCOIN_DEV_KEYS: readonly BitcoinDevKeys[] = [
  {
    payment: '8b482775cba0ba88a16e51269133d027220081a8beb0b13c4331feec0a0dbba8',
    ordinal: '070dff88c6a1fa27d5f5a206c3199db5d90f3cfacdddc91a8947d3eab5aecd1c',
  },
  {
    payment: '694156114b529b39afbee5cd55dca0ddee9ea3e2f353fb1abc80e7e62cf6c2db',
    ordinal: 'f7f06579a5b20ad876dfb94dcd9666d11c10bed348f9ecaefc43f24c538c70de',
  },
  {
    payment: 'cf89673c7638bce8aa70091cfbee29b959c1643f7b850a512f9731aeab29e7b7',
    ordinal: '10ef27fc5b36445bc5bc5112760f7353f57fd240c6f41fc71c22637818dcdc90',
  },
]

/** Key of the address blocks mined on demand pay to (so the dev wallets' balances move only by their sends). */
export const BITCOIN_MINER_KEY = '3a4674cdd6a802f7ff596d6ec58116dcf6ca0177a3f9ddcc16fc0b5c0f2ae7c1'

/** Each dev wallet's payment address gets one block's coinbase, matured by 100 more blocks. */
export const BITCOIN_COINBASE_SATS = 50n * 100_000_000n
