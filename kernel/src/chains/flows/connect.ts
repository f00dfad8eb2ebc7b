import { alertForProviderError } from '../../errors/alerts.js'
import { isPorticoError } from '../../errors/base.js'
import { addRecentWallet } from '../../wallet/recentWallets.js'
import type { Connector, Network, RecentWallet } from '../../wallet/types.js'
import { ConnectionRejectedError, FailedToConnectError } from '../errors.js'
import type { ConnectResult } from '../types.js'
import { applyConnection } from './applyConnection.js'
import { type FlowContext, isUserRejection } from './context.js'

/** Connects through a connector; maps a refusal to 'Connection rejected' and anything else to 'Failed to connect'. */
export async function connect(
  ctx: FlowContext,
  { connectorId, network }: { connectorId: string; network?: Network },
): Promise<ConnectResult> {
  const { store } = ctx
  // Known connectors stay synchronous, so the status reads 'connecting' at once.
  const connector =
    store.getState().connectors.find((c) => c.id === connectorId) ?? (await ctx.connectorFor(connectorId))
  const namespace = network?.chainNamespace ?? connector.chain
  const connectWallet = ctx.capability(namespace, 'connect')
  const previous = ctx.account(namespace).status
  ctx.setAccount(namespace, { status: 'connecting' })
  try {
    const result = await connectWallet({
      connector,
      network: network ?? store.getState().activeNetworks[namespace],
      onSwitchNetwork: (target) =>
        ctx.p.events.emit('wallet:connect-switching-network', {
          namespace,
          connectorId: connector.id,
          network: target,
        }),
    })
    applyConnection(ctx, connector, namespace, result)
    rememberWallet(ctx, connector)
    return result
  } catch (error) {
    ctx.setAccount(namespace, { status: previous === 'connecting' ? 'disconnected' : previous })
    if (await isUserRejection(error)) throw new ConnectionRejectedError({ cause: error })
    // Spec 8: the provider errors of a project or clock problem (unauthorized origin, JWT not yet
    // valid, invalid key) show their alert besides failing the connection.
    const providerAlert = alertForProviderError(
      String((error as { message?: unknown } | null)?.message ?? ''),
    )
    if (providerAlert) ctx.p.showAlert?.(providerAlert)
    // A Portico error already says what happened ('Modal closed', …); wallet codes do not.
    if (isPorticoError(error) && error.code === undefined) throw error
    throw new FailedToConnectError({ cause: error })
  }
}

/** Adds a wallet to the recent list (at most 2, newest first). */
export function rememberWallet(
  ctx: FlowContext,
  connector: Pick<Connector, 'id' | 'name' | 'explorerId' | 'imageUrl'>,
): void {
  const wallet: RecentWallet = {
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
  }
  const recentWallets = addRecentWallet(ctx.store.getState().recentWallets, wallet)
  ctx.store.setState({ recentWallets })
  ctx.p.persistence.writeRecentWallets(recentWallets)
}
