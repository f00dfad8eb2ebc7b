// The playground's test browser wallet: an EIP-1193 provider signing with dev keys against the
// local anvil chains, its EIP-6963 announcement, two wallet presets and a small approval prompt.
export { type AnnounceTarget, announceTestWallet, type TestWalletInfo } from './announce.js'
export {
  BITCOIN_TEST_WALLET_ICON,
  BITCOIN_TEST_WALLET_NAME,
  type BitcoinTestWallet,
  type BitcoinTestWalletOptions,
  createBitcoinTestWallet,
} from './bitcoinWallet.js'
export { ProviderRpcError, walletErrors } from './errors.js'
export { type ApprovalPrompt, createApprovalPrompt, type PromptRequest } from './prompt.js'
export {
  type AddedChain,
  type ApprovalRequest,
  type Approve,
  type TestWalletChain,
  TestWalletProvider,
  type TestWalletProviderOptions,
} from './TestWalletProvider.js'
export { createUnisatTestProvider, type UnisatTestProvider } from './unisatProvider.js'
export {
  type CreateTestWalletOptions,
  createTestWallet,
  installTestWallets,
  TEST_WALLET,
  TEST_WALLET_ICON,
  TEST_WALLET_TWO,
  TEST_WALLET_TWO_ICON,
  type TestWalletPreset,
} from './wallets.js'
