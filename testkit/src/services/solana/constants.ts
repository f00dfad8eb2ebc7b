/**
 * Plain data about the playground's local Solana validator (LiteSVM behind a JSON-RPC server):
 * the local network's genesis hash, the dev keys and the test SPL mint. No Node APIs, so the demo
 * dapp and the test wallet (browser code) import it. Test keys only: never use them elsewhere.
 */

/**
 * LiteSVM has no genesis block; the server reports this fixed hash (sha256 of "portico local
 * solana genesis", base58) so the local network has a stable CAIP-2 id like a real cluster.
 */
export const SOLANA_LOCAL_GENESIS_HASH = '78kTJh3f74R3uaMX5iZD8t4UZsrVVTQCHnkoEovsdNn2'

/** CAIP-2 of a Solana cluster: the first 32 characters of its genesis hash. */
export const SOLANA_LOCAL_CAIP_NETWORK_ID = `solana:${SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)}` as const

export const SOLANA_LOCAL_NAME = 'Portico Local Solana'

export type SolanaDevAccount = {
  /** Base58 public key. */
  address: string
  /** The 32-byte ed25519 seed, hex (`Keypair.fromSeed`). */
  seed: string
}

/** Funded at start with `SOLANA_DEV_INITIAL_SOL` and `SOLANA_DEV_INITIAL_TOKENS` of the test mint. */
export const SOLANA_DEV_ACCOUNTS: readonly SolanaDevAccount[] = [
  {
    address: 'Gd8DtXJL1WKHwoncdRvUDxk9XASmEGGCMZzVoNCmUzWa',
    seed: 'ce2cf4604c5c17c64bbb5cdbc6292a642d1017a4df3f54aa8a983b75989dfca1',
  },
  {
    address: 'HyXUXkhQkeE1U99ZMQTdaQBfojSb3424b87K3pvZyxWk',
    seed: 'e2e908adada0d9b0526f2ff9d700655070c8d0803bedd8071839d7fae2f0133a',
  },
  {
    address: 'DnbryPJFhVmtxXCF53yw1GYa1WZ95vvYUfEem5BGsLUM',
    seed: 'b0c2e2cd5f47f7a6995ec930639edfa34b9dfdd9e43875baedcf5560461ea265',
  },
]

/** The test SPL token: its mint account, authority (dev account 0), decimals and symbol. */
export const SOLANA_TEST_MINT = {
  address: 'G4nzuJYs8pAYcBB4uGU39xKE163eCVZ7UNn8JQkheWmC',
  decimals: 6,
  symbol: 'PTT',
  name: 'Portico Test Token',
} as const

export const SOLANA_DEV_INITIAL_SOL = 100
/** Whole tokens of the test mint each dev account holds at start (in its associated token account). */
export const SOLANA_DEV_INITIAL_TOKENS = 1000

export const SOLANA_PORT = { envVar: 'PORTICO_SOLANA_PORT', defaultPort: 8899 } as const
