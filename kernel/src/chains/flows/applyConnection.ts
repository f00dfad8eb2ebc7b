import { resetAccountState } from '../../wallet/accountState.js'
import { toCaipAddress } from '../../wallet/caip.js'
import { mergeConnections } from '../../wallet/connections.js'
import type { ChainNamespace, Connection, Connector } from '../../wallet/types.js'
import { FailedToConnectError } from '../errors.js'
import type { ConnectResult } from '../types.js'
import { type FlowContext, omit } from './context.js'
import { refreshBalanceLater } from './refreshBalance.js'

/** Applies a connection the wallet granted: state, persistence, event, then the balance. */
export function applyConnection(
  ctx: FlowContext,
  connector: Connector,
  namespace: ChainNamespace,
  result: ConnectResult,
): void {
  const { store, p } = ctx
  const first = result.accounts[0]
  if (!first) throw new FailedToConnectError({ details: 'The wallet returned no account.' })
  const network = ctx.findNetwork(result.caipNetworkId)
  const connection: Connection = {
    connectorId: connector.id,
    accounts: result.accounts.map((a) => ({ address: a.address, type: a.type })),
    ...(network ? { caipNetwork: network } : {}),
  }
  store.setState((s) => ({
    ...s,
    activeNamespace: namespace,
    connections: {
      ...s.connections,
      [namespace]: mergeConnections(s.connections[namespace] ?? [], [connection], {
        authConnectorId: connector.type === 'AUTH' ? connector.id : undefined,
      }),
    },
    activeConnectorIds: { ...s.activeConnectorIds, [namespace]: connector.id },
    activeNetworks: network ? { ...s.activeNetworks, [namespace]: network } : s.activeNetworks,
    unsupportedNetworks: network
      ? omit(s.unsupportedNetworks, namespace)
      : { ...s.unsupportedNetworks, [namespace]: result.caipNetworkId },
  }))
  ctx.setAccount(namespace, {
    address: first.address,
    caipAddress: toCaipAddress(result.caipNetworkId, first.address),
    preferredAccountType: first.type,
    addressExplorerUrl: ctx.explorerUrl(network, first.address),
    connectedWalletInfo: {
      name: connector.name,
      ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
      type: connector.type,
      ...(connector.rdns ? { rdns: connector.rdns } : {}),
    },
    status: 'connected',
  })
  p.persistence.writeConnection(namespace, { connectorId: connector.id, caipNetworkId: result.caipNetworkId })
  p.persistence.writeActiveNamespace(namespace)
  if (network) p.persistence.writeActiveNetwork(namespace, network.caipNetworkId)
  p.events.emit('wallet:connected', {
    namespace,
    connectorId: connector.id,
    address: first.address,
    caipNetworkId: result.caipNetworkId,
  })
  if (!network)
    p.events.emit('wallet:network-changed', {
      namespace,
      caipNetworkId: result.caipNetworkId,
      supported: false,
    })
  refreshBalanceLater(ctx, namespace)
}

/** Forgets every connection of a namespace. */
export function clearNamespace(ctx: FlowContext, namespace: ChainNamespace): void {
  ctx.store.setState((s) => ({
    ...s,
    connections: omit(s.connections, namespace),
    activeConnectorIds: omit(s.activeConnectorIds, namespace),
    unsupportedNetworks: omit(s.unsupportedNetworks, namespace),
    accounts: { ...s.accounts, [namespace]: resetAccountState(ctx.account(namespace)) },
  }))
  ctx.p.persistence.writeConnection(namespace, undefined)
  ctx.p.events.emit('wallet:disconnected', { namespace })
}
