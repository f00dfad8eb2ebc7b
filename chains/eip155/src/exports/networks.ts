// @portico/chain-eip155/networks: EVM network definitions, one export per network (tree-shakable).
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  bsc,
  celo,
  gnosis,
  mainnet,
  optimism,
  polygon,
  zksync,
  zora,
} from '../networks/mainnets.js'
export {
  arbitrumSepolia,
  auroraTestnet,
  avalancheFuji,
  baseSepolia,
  bscTestnet,
  celoAlfajores,
  gnosisChiado,
  optimismSepolia,
  polygonAmoy,
  sepolia,
  zksyncSepolia,
  zoraSepolia,
} from '../networks/testnets.js'
