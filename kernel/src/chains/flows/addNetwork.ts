import type { Network } from '../../wallet/types.js'
import { UnsupportedChainNamespaceError } from '../errors.js'
import type { FlowContext } from './context.js'

/**
 * Adds a network to the app's list (spec 5: its namespace must be configured first, i.e. a chain
 * plugin for it is composed). A network already listed is left as it is; the first network of a
 * namespace becomes its active one.
 *
 * @throws {UnsupportedChainNamespaceError} 'Unsupported chain namespace'.
 */
export async function addNetwork(ctx: FlowContext, network: Network): Promise<void> {
  const namespace = network.chainNamespace
  if (!ctx.p.adapters.get(namespace))
    throw new UnsupportedChainNamespaceError(String(namespace), network.caipNetworkId)
  ctx.store.setState((s) => {
    if (s.networks.some((n) => n.caipNetworkId === network.caipNetworkId)) return s
    return {
      ...s,
      networks: [...s.networks, network],
      activeNamespace: s.activeNamespace ?? namespace,
      activeNetworks: s.activeNetworks[namespace]
        ? s.activeNetworks
        : { ...s.activeNetworks, [namespace]: network },
    }
  })
}
