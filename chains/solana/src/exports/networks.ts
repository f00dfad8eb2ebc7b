// @portico/chain-solana/networks: Solana cluster definitions, one export per network (tree-shakable).
export {
  type DefineSolanaNetworkParameters,
  defineSolanaNetwork,
  solana,
  solanaDevnet,
  solanaImage,
  solanaTestnet,
} from '../networks/networks.js'
