// @portico/chain-bip122/bitcoin: the Bitcoin building blocks behind the plugin (address parsing
// with network parameters as data, coin selection, PSBT building, message verification), for
// apps, wallets and tests. Imports bitcoinjs-lib: load it lazily in a page.
export {
  type AddressType,
  classifyScript,
  DUST_LIMIT_SATS,
  type ParsedAddress,
  parseAddress,
} from '../address/parseAddress.js'
export { legacyMessageHash, verifyBip137 } from '../message/bip137.js'
export {
  bip322MessageHash,
  bip322Transactions,
  decodeWitness,
  encodeWitness,
  verifyBip322Simple,
} from '../message/bip322.js'
export { type SignatureProtocol, verifyMessage } from '../message/verifyMessage.js'
export { coinsToSats, formatSats, parseAmountToSats } from '../transfer/amount.js'
export { type BuildPsbtParameters, buildTransferPsbt, type SpendableUtxo } from '../transfer/buildPsbt.js'
export {
  type CoinSelection,
  type SelectCoinsParameters,
  selectCoins,
  type Utxo,
} from '../transfer/selectCoins.js'
export { purposeOfAddress } from '../wallets/purpose.js'
