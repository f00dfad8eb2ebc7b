// @portico/plugin-names: account names. Explicit named exports.
export { evmCoinType, InvalidChainIdError } from '../core/coinType.js'
export type { NamesService } from '../core/createNamesService.js'
export { NamesError } from '../core/errors.js'
export { checkLabel, fullName, NAME_ZONE } from '../core/nameRules.js'
export type { NameRecord, NameSuggestion } from '../core/schemas.js'
export { names } from '../plugin.js'
export { type NamesServiceHandle, namesTokens } from '../tokens.js'
