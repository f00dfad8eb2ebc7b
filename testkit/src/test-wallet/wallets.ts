import { DEV_ACCOUNTS } from '../services/chains/constants.js'
import { type AnnounceTarget, announceTestWallet, type TestWalletInfo } from './announce.js'
import { type Approve, type TestWalletChain, TestWalletProvider } from './TestWalletProvider.js'

/** Icon of 'Portico Test Wallet' (a blue wallet, drawn for the playground). */
export const TEST_WALLET_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%233b82f6'/%3E%3Cpath fill='none' stroke='%23fff' stroke-width='2.5' stroke-linejoin='round' d='M8 11h16v12H8zM8 11l2-4h12l2 4'/%3E%3Ccircle cx='20' cy='17' r='1.8' fill='%23fff'/%3E%3C/svg%3E"

/** Icon of 'Portico Test Wallet Two' (an orange wallet with a 2). */
export const TEST_WALLET_TWO_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23f97316'/%3E%3Cpath fill='none' stroke='%23fff' stroke-width='2.5' stroke-linejoin='round' d='M8 11h16v12H8zM8 11l2-4h12l2 4'/%3E%3Cpath fill='none' stroke='%23fff' stroke-width='2' d='M18 15.5h3.5l-3.5 4h3.5'/%3E%3C/svg%3E"

export type TestWalletPreset = {
  name: string
  rdns: string
  icon: string
  /** Dev keys of anvil's default mnemonic; the first is the active account. */
  privateKeys: readonly `0x${string}`[]
}

/** The main test wallet: dev accounts 0 (deployer, holds most PTT and NFTs 1-2) and 2. */
export const TEST_WALLET: TestWalletPreset = {
  name: 'Portico Test Wallet',
  rdns: 'dev.portico.testwallet',
  icon: TEST_WALLET_ICON,
  privateKeys: [DEV_ACCOUNTS[0]!.privateKey, DEV_ACCOUNTS[2]!.privateKey],
}

/** The second wallet, proving multi-wallet discovery: dev accounts 1 and 3. */
export const TEST_WALLET_TWO: TestWalletPreset = {
  name: 'Portico Test Wallet Two',
  rdns: 'dev.portico.testwallet2',
  icon: TEST_WALLET_TWO_ICON,
  privateKeys: [DEV_ACCOUNTS[1]!.privateKey, DEV_ACCOUNTS[3]!.privateKey],
}

export type CreateTestWalletOptions = {
  /** The chains the wallet knows, e.g. `localChains.chains` or `DEFAULT_LOCAL_CHAINS`. */
  chains: readonly TestWalletChain[]
  /** The chain it starts on; default the first. */
  chainId?: number
  approve?: Approve
  fetch?: typeof fetch
  /** Keeps each wallet's grant across reloads (key per rdns), e.g. `localStorage`. Default: memory. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
}

/**
 * A test wallet from a preset: its provider and its EIP-6963 info (fresh uuid).
 *
 * @example
 * const { provider, info } = createTestWallet(TEST_WALLET, { chains: local.chains })
 */
export function createTestWallet(
  preset: TestWalletPreset,
  options: CreateTestWalletOptions,
): { provider: TestWalletProvider; info: Required<TestWalletInfo> } {
  const { storage, ...rest } = options
  const provider = new TestWalletProvider({
    ...rest,
    privateKeys: preset.privateKeys,
    name: preset.name,
    ...(storage ? { persist: { storage, key: `portico-test-wallet:${preset.rdns}` } } : {}),
  })
  const info = {
    uuid: globalThis.crypto.randomUUID(),
    name: preset.name,
    icon: preset.icon,
    rdns: preset.rdns,
  }
  return { provider, info }
}

/**
 * Creates both test wallets and announces them on `target` (the demo page's `window`, or an
 * EventTarget in Node). Returns the wallets and a function that stops announcing.
 *
 * @example
 * const prompt = createApprovalPrompt(document)
 * const { one, two } = installTestWallets(window, { chains: DEFAULT_LOCAL_CHAINS, approve: prompt.approve })
 */
export function installTestWallets(target: AnnounceTarget, options: CreateTestWalletOptions) {
  const one = createTestWallet(TEST_WALLET, options)
  const two = createTestWallet(TEST_WALLET_TWO, options)
  const stops = [announceTestWallet(target, one), announceTestWallet(target, two)]
  return {
    one,
    two,
    stop: () => {
      for (const stop of stops) stop()
    },
  }
}
