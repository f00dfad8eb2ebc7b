export {
  createPolkadotTestWallet,
  installPolkadotTestWallet,
  POLKADOT_TEST_WALLET_KEY,
  POLKADOT_TEST_WALLET_NAME,
  type PolkadotTestWallet,
  type PolkadotTestWalletOptions,
  REJECTED,
} from './PolkadotTestWallet'
