import { alerts } from '../../errors/alerts.js'
import { type NetworkSwitchRoute, networkSwitchRoute } from '../../navigation/switchRules.js'
import type { Network } from '../../wallet/types.js'
import {
  AddNetworkRejectedError,
  NetworkNotFoundError,
  NetworkSwitchError,
  NetworkSwitchRejectedError,
} from '../errors.js'
import { type FlowContext, isUserRejection } from './context.js'
import { reportNetwork } from './reports.js'

/**
 * Asks for another network. The route follows spec 2 (`navigation/switchRules.ts`); the views it needs
 * (SwitchActiveChain, SwitchNetwork) are the navigation's business: it follows
 * `wallet:network-switch-routed`.
 */
export async function requestNetworkSwitch(ctx: FlowContext, network: Network): Promise<NetworkSwitchRoute> {
  assertConfigured(ctx, network)
  const { base } = ctx
  const namespace = network.chainNamespace
  const wallet = { activeNamespace: ctx.store.getState().activeNamespace, isConnected: base.isConnected }
  const route = networkSwitchRoute(
    wallet,
    namespace,
    ctx.p.forceSwitchConfirmation ?? false,
    base.getActiveConnector(namespace)?.type === 'AUTH' && base.isNetworkSupported(namespace),
  )
  if (route !== 'switch-active-chain') {
    if (namespace !== wallet.activeNamespace) base.setActiveNamespace(namespace)
    if (route === 'selected') base.setActiveNamespace(namespace, network)
  }
  ctx.p.events.emit('wallet:network-switch-routed', { network, route })
  if (route === 'switched') await switchNetwork(ctx, network)
  return route
}

/** Switches the connected wallet's network; a failure is announced (the modal goes back one view, spec 2) and thrown. */
export async function switchNetwork(ctx: FlowContext, network: Network): Promise<void> {
  assertConfigured(ctx, network)
  const { base } = ctx
  const namespace = network.chainNamespace
  const connector = base.getActiveConnector(namespace)
  if (!connector || !base.isConnected(namespace)) {
    base.setActiveNamespace(namespace, network)
    return
  }
  const switchWallet = ctx.capability(namespace, 'switchNetwork')
  try {
    await switchWallet({ connector, network })
  } catch (error) {
    ctx.p.events.emit('wallet:network-switch-failed', { network })
    // A chain plugin that knows it was the addition that was refused says so itself.
    if (error instanceof AddNetworkRejectedError) throw error
    if (await isUserRejection(error)) throw new NetworkSwitchRejectedError(network.name, { cause: error })
    throw error instanceof NetworkSwitchError ? error : new NetworkSwitchError(network.id, { cause: error })
  }
  reportNetwork(ctx, { namespace, connectorId: connector.id, caipNetworkId: network.caipNetworkId })
}

/** Spec 8: a network the app did not configure is not switched to; the alert bar says so. */
function assertConfigured(ctx: FlowContext, network: Network): void {
  if (ctx.store.getState().networks.some((known) => known.caipNetworkId === network.caipNetworkId)) return
  ctx.p.showAlert?.(alerts.NETWORK_NOT_FOUND)
  throw new NetworkNotFoundError(network.caipNetworkId)
}
