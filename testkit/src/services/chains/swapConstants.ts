/**
 * Plain data about the swap pool and the test USDC on every local chain (browser-safe, no Node APIs).
 *
 * A dedicated liquidity key (not one of anvil's dev accounts, so their balances and histories stay as
 * other tests expect them) deploys PorticoTestUsdc (nonce 0) and PorticoSwapPool (nonce 1), so both
 * land at the same addresses on every chain. A test checks these values against a fresh deployment.
 */
import type { Erc20Info, HexAddress } from './constants'

/** The sentinel address swap APIs use for the native token (API-FACTS 2.5). */
export const NATIVE_SWAP_ADDRESS: HexAddress = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Test key only: keccak256("portico playground swap liquidity"). Minter of the test USDC. */
export const SWAP_LIQUIDITY_ACCOUNT = {
  address: '0xe8Fb811113af3F50b8419010A72935509cbcc34d' as HexAddress,
  privateKey: '0xa74610d58e80e552ba36d26f6ea6e5545344503d8a0a0ebb533e9fa59f1660b5' as `0x${string}`,
}

/** PorticoTestUsdc: the liquidity account, nonce 0. */
export const USDC_TOKEN: Erc20Info = {
  address: '0xd4B83a9c1131e642C4FDF512AF6dc850eb1bdE46',
  name: 'Portico Test USDC',
  symbol: 'USDC',
  decimals: 6,
}

/** PorticoSwapPool: the liquidity account, nonce 1. The router of `/v1/convert/*` and the approval spender. */
export const SWAP_POOL_ADDRESS: HexAddress = '0x66DF9750fa29196BaEb8B907594a16263BbFEb4c'

/**
 * Seeded reserves in whole units: 1 ETH = 2400 PTT = 3000 USDC, the emulator's fixture prices
 * (ETH 3000 USD, PTT 1.25 USD). A single trade may take at most half of a reserve (the pool's rule).
 */
export const SWAP_POOL_RESERVES = { ETH: 100, PTT: 240_000, USDC: 300_000 } as const

/** ETH the liquidity account gets for its gas (set with anvil_setBalance, no dev account pays). */
export const SWAP_LIQUIDITY_GAS_ETHER = 10

/** Blocks the swap seeding adds after the dev seed: the USDC and pool deployments and one USDC mint. */
export const SWAP_SEED_BLOCKS = 3
