// What chain plugins report from the wallet: accounts, network, a connection gone.
import { toCaipAddress } from '../../wallet/caip.js'
import type { AccountType, CaipNetworkId, ChainNamespace, Connection } from '../../wallet/types.js'
import { clearNamespace } from './applyConnection.js'
import { type FlowContext, omit } from './context.js'
import { refreshBalanceLater } from './refreshBalance.js'

/** The wallet's accounts changed; an empty list means this connection is gone. */
export function reportAccounts(
  ctx: FlowContext,
  {
    namespace,
    connectorId,
    accounts,
  }: {
    namespace: ChainNamespace
    connectorId: string
    accounts: readonly { address: string; type?: AccountType }[]
  },
): void {
  const { store } = ctx
  if (accounts.length === 0) {
    reportDisconnected(ctx, { namespace, connectorId })
    return
  }
  const state = store.getState()
  const connections = (state.connections[namespace] ?? []).map((c) =>
    c.connectorId === connectorId ? { ...c, accounts } : c,
  )
  store.setState((s) => ({ ...s, connections: { ...s.connections, [namespace]: connections } }))
  if (state.activeConnectorIds[namespace] !== connectorId) return
  const first = accounts[0] as { address: string }
  const network = state.activeNetworks[namespace]
  const caipNetworkId = state.unsupportedNetworks[namespace] ?? network?.caipNetworkId
  ctx.setAccount(namespace, {
    address: first.address,
    caipAddress: caipNetworkId ? toCaipAddress(caipNetworkId, first.address) : undefined,
    addressExplorerUrl: ctx.explorerUrl(network, first.address),
    balance: undefined,
    profileName: undefined,
    profileImage: undefined,
  })
  ctx.p.events.emit('wallet:accounts-changed', { namespace, address: first.address })
  refreshBalanceLater(ctx, namespace)
}

/** The wallet moved to another network; an unknown one marks the namespace unsupported. */
export function reportNetwork(
  ctx: FlowContext,
  {
    namespace,
    connectorId,
    caipNetworkId,
  }: { namespace: ChainNamespace; connectorId: string; caipNetworkId: CaipNetworkId },
): void {
  const { store, p } = ctx
  const state = store.getState()
  if (state.activeConnectorIds[namespace] !== connectorId) return
  const network = ctx.findNetwork(caipNetworkId)
  const { address, caipAddress } = ctx.account(namespace)
  // The wallet's chainChanged and the kernel's own report after a switch announce the same move.
  const current = state.unsupportedNetworks[namespace] ?? state.activeNetworks[namespace]?.caipNetworkId
  if (current === caipNetworkId && (!address || caipAddress?.startsWith(`${caipNetworkId}:`))) return
  store.setState((s) => ({
    ...s,
    activeNetworks: network ? { ...s.activeNetworks, [namespace]: network } : s.activeNetworks,
    unsupportedNetworks: network
      ? omit(s.unsupportedNetworks, namespace)
      : { ...s.unsupportedNetworks, [namespace]: caipNetworkId },
  }))
  if (network) p.persistence.writeActiveNetwork(namespace, network.caipNetworkId)
  const persisted = p.persistence.current.connections[namespace]
  if (persisted) p.persistence.writeConnection(namespace, { ...persisted, caipNetworkId })
  if (address) {
    ctx.setAccount(namespace, {
      caipAddress: toCaipAddress(caipNetworkId, address),
      addressExplorerUrl: ctx.explorerUrl(network, address),
      balance: undefined,
    })
  }
  p.events.emit('wallet:network-changed', { namespace, caipNetworkId, supported: Boolean(network) })
  refreshBalanceLater(ctx, namespace)
}

/** Spec 4 "Provider disconnect": remove the connection; when none remain, the namespace disconnects. */
export function reportDisconnected(
  ctx: FlowContext,
  { namespace, connectorId }: { namespace: ChainNamespace; connectorId: string },
): void {
  const { store } = ctx
  const state = store.getState()
  const remaining = (state.connections[namespace] ?? []).filter((c) => c.connectorId !== connectorId)
  if (remaining.length === 0) {
    clearNamespace(ctx, namespace)
    return
  }
  store.setState((s) => ({ ...s, connections: { ...s.connections, [namespace]: remaining } }))
  if (state.activeConnectorIds[namespace] === connectorId) {
    const next = remaining[0] as Connection
    store.setState((s) => ({
      ...s,
      activeConnectorIds: { ...s.activeConnectorIds, [namespace]: next.connectorId },
    }))
    if (next.accounts[0])
      reportAccounts(ctx, { namespace, connectorId: next.connectorId, accounts: next.accounts })
  }
}
