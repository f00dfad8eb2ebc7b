// @portico/plugin-balances: the Tokens and NFTs tabs and the token balance service.
// Only the factory, the service token and types load with this entry; the logic loads on first use.
export { ViemMissingError } from '../core/sources/loadViem.js'
export { BalancesConfigurationError } from '../errors.js'
export { BALANCES_NAMESPACES, isBalancesNamespace } from '../namespaces.js'
export { balances } from '../plugin.js'
export { type BalancesServiceHandle, balancesTokens } from '../tokens.js'
export type {
  BalanceQuery,
  BalanceSource,
  BalanceSourceContext,
  BalancesOptions,
  BalancesService,
  BalancesState,
  ConfiguredCollection,
  ConfiguredToken,
  GetBalancesParameters,
  ListState,
  LoadStatus,
  Nft,
  RefreshParameters,
  TokenBalance,
} from '../types.js'
