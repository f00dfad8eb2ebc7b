// @portico/plugin-smart-sessions: smart-account session permissions. Only the factory, the token
// and the permission builders load with this entry; the service and the view load when used.
export type {
  GrantedSession,
  SessionsState,
  SmartSessionsService,
} from '../core/createSmartSessionsService.js'
export type {
  MalformedSessionsError,
  MissingPermissionsContextError,
  PermissionsUnsupportedError,
  SessionsNeedAccountError,
} from '../core/errors.js'
export type { SmartSession } from '../core/schemas.js'
export {
  type ContractCallPermission,
  contractCall,
  type Erc20RecurringAllowancePermission,
  erc20RecurringAllowance,
  type NativeRecurringAllowancePermission,
  nativeRecurringAllowance,
  type PermissionRequest,
  permissionRequest,
  type SessionPermission,
  type SessionSigner,
} from '../permissions.js'
export { smartSessions } from '../plugin.js'
export { smartSessionsTokens } from '../tokens.js'
