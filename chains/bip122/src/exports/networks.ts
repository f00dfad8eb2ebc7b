// @portico/chain-bip122/networks: Bitcoin network definitions and the parameters to define others.
export {
  BITCOIN_MAINNET_PARAMS,
  BITCOIN_TESTNET_PARAMS,
  bitcoin,
  bitcoinTestnet,
  type DefineBitcoinNetworkParameters,
  defineBitcoinNetwork,
} from '../networks/networks.js'
