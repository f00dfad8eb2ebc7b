// The navigation rules of a network switch (spec section 2). Apart from `rules.ts` because only
// the wallet flows, loaded on first use, ask them.
import type { ChainNamespace } from '../wallet/types.js'
import { type ConnectionSnapshot, needsSwitchActiveChain } from './rules.js'

/** How a network switch request is carried out. */
export type NetworkSwitchRoute = 'switch-active-chain' | 'selected' | 'confirm' | 'switched'

/**
 * A network switch: SwitchActiveChain (above); a namespace without a wallet is only selected;
 * forced confirmation, or the auth connector on a supported network, confirms on SwitchNetwork;
 * otherwise the wallet switches at once.
 */
export function networkSwitchRoute(
  wallet: ConnectionSnapshot,
  namespace: ChainNamespace,
  forcedConfirmation: boolean,
  authConnectorOnSupportedNetwork: boolean,
): NetworkSwitchRoute {
  if (needsSwitchActiveChain(wallet, namespace)) return 'switch-active-chain'
  if (!wallet.isConnected(namespace)) return 'selected'
  return forcedConfirmation || authConnectorOnSupportedNetwork ? 'confirm' : 'switched'
}
