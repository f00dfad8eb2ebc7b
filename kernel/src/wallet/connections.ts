import { InvalidConnectionStatusError } from './errors.js'
import type {
  AccountType,
  ChainNamespace,
  Connection,
  ConnectionAccount,
  Connector,
  ConnectorStatus,
  SocialProvider,
} from './types.js'

export type MergeConnectionsOptions = {
  /** The embedded wallet's connector id; its entries are replaced, never merged. */
  authConnectorId?: string | undefined
}

/**
 * Merges newly reported connections into the existing ones (immutably).
 *
 * - A connection for a new connector is appended; existing ones keep their place.
 * - For a known connector (ids compared case-insensitively) accounts merge by case-insensitive
 *   address: a known address is updated in place with the incoming fields, a new one is appended;
 *   the incoming `caipNetwork` and `auth` win when present.
 * - The auth connector's entry is replaced by the incoming one as a whole.
 *
 * @example
 * mergeConnections(
 *   [{ connectorId: 'io.metamask', accounts: [{ address: '0xAB' }] }],
 *   [{ connectorId: 'io.metamask', accounts: [{ address: '0xab' }, { address: '0xcd' }] }],
 * ) // [{ connectorId: 'io.metamask', accounts: [{ address: '0xab' }, { address: '0xcd' }] }]
 */
export function mergeConnections(
  existing: readonly Connection[],
  incoming: readonly Connection[],
  { authConnectorId }: MergeConnectionsOptions = {},
): Connection[] {
  const result = [...existing]
  for (const connection of incoming) {
    const index = result.findIndex((entry) => sameId(entry.connectorId, connection.connectorId))
    const current = result[index]
    if (!current) {
      result.push({ ...connection, accounts: mergeAccounts([], connection.accounts) })
    } else if (authConnectorId !== undefined && sameId(connection.connectorId, authConnectorId)) {
      result[index] = connection
    } else {
      result[index] = {
        ...current,
        ...definedFields(connection),
        connectorId: current.connectorId,
        accounts: mergeAccounts(current.accounts, connection.accounts),
      }
    }
  }
  return result
}

/**
 * Merges account lists by case-insensitive address: known addresses are updated in place, new
 * ones appended, duplicates inside `incoming` collapsed (the last one wins).
 *
 * @example
 * mergeAccounts([{ address: '0xAB' }], [{ address: '0xab', type: 'eoa' }]) // [{ address: '0xab', type: 'eoa' }]
 */
export function mergeAccounts(
  existing: readonly ConnectionAccount[],
  incoming: readonly ConnectionAccount[],
): ConnectionAccount[] {
  const result = [...existing]
  for (const account of incoming) {
    const index = result.findIndex((entry) => sameId(entry.address, account.address))
    if (index === -1) result.push(account)
    else result[index] = { ...result[index], ...account }
  }
  return result
}

export type GetConnectorStatusParameters = {
  connectorId: string
  namespace: ChainNamespace
  /** The active connector id per namespace. */
  activeConnectorIds: Partial<Record<ChainNamespace, string | undefined>>
  /** The connections per namespace. */
  connections: Partial<Record<ChainNamespace, readonly Connection[]>>
}

/**
 * A connector's status for one namespace: `connected` when it is the namespace's active connector,
 * `active` when it has a connection there but is not the active one, else `disconnected`. Connector
 * ids compare case-insensitively.
 *
 * @example
 * getConnectorStatus({ connectorId: 'io.metamask', namespace: 'eip155', activeConnectorIds: { eip155: 'io.metamask' }, connections: {} })
 * // 'connected'
 */
export function getConnectorStatus({
  connectorId,
  namespace,
  activeConnectorIds,
  connections,
}: GetConnectorStatusParameters): ConnectorStatus {
  const active = activeConnectorIds[namespace]
  if (active !== undefined && sameId(active, connectorId)) return 'connected'
  const hasConnection = (connections[namespace] ?? []).some((connection) =>
    sameId(connection.connectorId, connectorId),
  )
  return hasConnection ? 'active' : 'disconnected'
}

export type DecideSwitchConnectionParameters = {
  /** The connector's status (see `getConnectorStatus`); anything else throws. */
  status: ConnectorStatus | (string & {})
  connector: Pick<Connector, 'id' | 'type'>
  /** The auth connector's current account type. */
  preferredAccountType?: AccountType | undefined
  /** Whether smart accounts are enabled for the active network. */
  smartAccountEnabled?: boolean | undefined
  /** The embedded wallet's smart account address, if it has one. */
  smartAccountAddress?: string | undefined
  /** The address the visitor picked; undefined to toggle the auth connector's account type. */
  address?: string | undefined
  /** The social provider of the last embedded-wallet login; picks the flow to reopen. */
  socialProvider?: SocialProvider | undefined
}

export type ReopenFlow = 'social' | 'email' | 'wallet-connect' | 'external'

export type SwitchConnectionDecision =
  | { action: 'reconnect'; connectorId: string }
  | { action: 'set-account-type'; accountType: 'eoa' | 'smartAccount'; changed: boolean }
  | { action: 'reopen'; flow: ReopenFlow; connectorId: string }

/**
 * Decides what switching to a connection does (spec 4, "Switching connection"), without doing it.
 *
 * - connected or active, external connector: `reconnect` it.
 * - connected or active, auth connector: `set-account-type`. With an `address`, smartAccount only if
 *   smart accounts are enabled and the address is the smart account's (case-insensitive), else eoa.
 *   Without one, toggle the preferred type (to smartAccount only if enabled and a smart account
 *   exists). `changed` says whether it differs from `preferredAccountType`.
 * - disconnected: `reopen` the matching flow: social (auth connector after a social login), email
 *   (auth connector otherwise), wallet-connect (WalletConnect connector) or external (any other).
 *
 * @throws {InvalidConnectionStatusError} 'Invalid connection status' for any other status.
 * @example
 * decideSwitchConnection({ status: 'active', connector: { id: 'io.metamask', type: 'ANNOUNCED' } })
 * // { action: 'reconnect', connectorId: 'io.metamask' }
 */
export function decideSwitchConnection(
  parameters: DecideSwitchConnectionParameters,
): SwitchConnectionDecision {
  const { status, connector } = parameters
  switch (status) {
    case 'connected':
    case 'active': {
      if (connector.type !== 'AUTH') return { action: 'reconnect', connectorId: connector.id }
      const accountType = pickAuthAccountType(parameters)
      return {
        action: 'set-account-type',
        accountType,
        changed: accountType !== (parameters.preferredAccountType ?? 'eoa'),
      }
    }
    case 'disconnected':
      return { action: 'reopen', flow: reopenFlow(parameters), connectorId: connector.id }
    default:
      throw new InvalidConnectionStatusError({ status })
  }
}

function pickAuthAccountType({
  preferredAccountType,
  smartAccountEnabled,
  smartAccountAddress,
  address,
}: DecideSwitchConnectionParameters): 'eoa' | 'smartAccount' {
  const smartAccountAvailable = Boolean(smartAccountEnabled && smartAccountAddress)
  if (address !== undefined)
    return smartAccountAvailable && sameId(address, smartAccountAddress!) ? 'smartAccount' : 'eoa'
  return preferredAccountType !== 'smartAccount' && smartAccountAvailable ? 'smartAccount' : 'eoa'
}

function reopenFlow({ connector, socialProvider }: DecideSwitchConnectionParameters): ReopenFlow {
  if (connector.type === 'AUTH') return socialProvider ? 'social' : 'email'
  if (connector.type === 'WALLET_CONNECT') return 'wallet-connect'
  return 'external'
}

function sameId(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** The fields of `value` that are not undefined, so merging never erases known data. */
function definedFields<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>
}
