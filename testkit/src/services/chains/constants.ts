/**
 * Plain data about the playground's local EVM chains: chain descriptors, dev accounts and the
 * deterministic contract addresses. No Node APIs here, so the demo dapp (browser code) can import it.
 *
 * The contracts are deployed by dev account 0 with nonces 0 (ERC-20) and 1 (ERC-721) on every local
 * chain, so their CREATE addresses are the same everywhere. A test checks these values against a fresh
 * deployment.
 */

export type CaipNetworkId = `eip155:${number}`
export type HexAddress = `0x${string}`

/** Anvil's default mnemonic; the dev accounts below are its first ten BIP-44 addresses. Test keys only. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/** Every dev account starts with this much ether on each local chain (anvil's default). */
export const DEV_ACCOUNT_INITIAL_ETHER = 10_000

export type DevAccount = { address: HexAddress; privateKey: `0x${string}` }

/** Publicly known test keys of anvil's default mnemonic. Never use them on a real network. */
export const DEV_ACCOUNTS: readonly DevAccount[] = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
  {
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  },
  {
    address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  },
  {
    address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  },
  {
    address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  },
  {
    address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  },
  {
    address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  },
  {
    address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
  },
]

export type Erc20Info = { address: HexAddress; name: string; symbol: string; decimals: number }
export type Erc721Info = { address: HexAddress; name: string; symbol: string }
export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** PorticoTestToken: dev account 0, nonce 0. */
export const PTT_TOKEN: Erc20Info = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Portico Test Token',
  symbol: 'PTT',
  decimals: 18,
}

/** PorticoTestNft: dev account 0, nonce 1. Token ids start at 1. */
export const PNFT_COLLECTION: Erc721Info = {
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  name: 'Portico Test NFT',
  symbol: 'PNFT',
}

/** What `startLocalChains` seeds on every chain (after the two deployments). */
export const SEED = {
  /** PTT in whole tokens per dev account index. */
  pttBalances: { 0: 1_000_000, 1: 1000, 2: 1000, 3: 1000, 4: 1000 } as Readonly<Record<number, number>>,
  /** NFT token ids per dev account index, minted in this order (ids 1, 2, 3). */
  nftOwners: { 0: [1, 2], 1: [3] } as Readonly<Record<number, readonly number[]>>,
  /** Number of blocks (one transaction each) the seeding produces: 2 deployments + 5 PTT + 3 NFT mints. */
  blocks: 10,
} as const

export const NATIVE_CURRENCY: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export type LocalChainDefaults = {
  chainId: number
  caipNetworkId: CaipNetworkId
  name: string
  defaultPort: number
  portEnvVar: string
}

/** The two chains the playground runs by default. */
export const LOCAL_CHAIN_DEFAULTS: readonly LocalChainDefaults[] = [
  {
    chainId: 31337,
    caipNetworkId: 'eip155:31337',
    name: 'Portico Local A',
    defaultPort: 8545,
    portEnvVar: 'PORTICO_CHAIN_A_PORT',
  },
  {
    chainId: 31338,
    caipNetworkId: 'eip155:31338',
    name: 'Portico Local B',
    defaultPort: 8546,
    portEnvVar: 'PORTICO_CHAIN_B_PORT',
  },
]

/** Env var that moves the chain at `index` (0 = A, 1 = B, ...). */
export function chainPortEnvVar(index: number): string {
  return `PORTICO_CHAIN_${String.fromCharCode(65 + index)}_PORT`
}

export const LOCAL_RPC_HOST = '127.0.0.1'

/** Everything a client needs to know about one running local chain. */
export type LocalChainInfo = {
  chainId: number
  caipNetworkId: CaipNetworkId
  name: string
  rpcUrl: string
  nativeCurrency: NativeCurrency
  erc20: Erc20Info
  erc721: Erc721Info
}

/** Builds the descriptor of a local chain listening on `port` (browser-safe, no I/O). */
export function localChainInfo(chainId: number, port: number, name?: string): LocalChainInfo {
  const known = LOCAL_CHAIN_DEFAULTS.find((chain) => chain.chainId === chainId)
  return {
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    name: name ?? known?.name ?? `Portico Local ${chainId}`,
    rpcUrl: `http://${LOCAL_RPC_HOST}:${port}`,
    nativeCurrency: NATIVE_CURRENCY,
    erc20: PTT_TOKEN,
    erc721: PNFT_COLLECTION,
  }
}

/** Descriptors for the default chains on their default ports (what the demo dapp uses out of the box). */
export const DEFAULT_LOCAL_CHAINS: readonly LocalChainInfo[] = LOCAL_CHAIN_DEFAULTS.map((chain) =>
  localChainInfo(chain.chainId, chain.defaultPort, chain.name),
)

/** The Blockchain API / catalogue emulator's default port and the env var that moves it. */
export const API_EMULATOR_DEFAULT_PORT = 4500
export const API_EMULATOR_PORT_ENV_VAR = 'PORTICO_API_PORT'
