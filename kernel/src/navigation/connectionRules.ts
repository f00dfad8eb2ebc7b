// The rule of a wallet list's pick (spec section 2). Apart from `rules.ts` because only the wallet
// lists, loaded with the modal, ask it.
import type { ChainNamespace } from '../wallet/types.js'

/**
 * Picking a wallet replaces a live connection (asked first) when one of the namespaces the wallet
 * serves is connected through another connector and multi-wallet is off; with multi-wallet on the
 * new connection is added beside it.
 */
export function replacesConnection(
  activeConnectorIds: Partial<Record<ChainNamespace, string | undefined>>,
  connector: { id: string; chain: ChainNamespace; chains?: readonly ChainNamespace[] },
  multiWallet: boolean,
): ChainNamespace | undefined {
  if (multiWallet) return undefined
  return (connector.chains ?? [connector.chain]).find((namespace) => {
    const live = activeConnectorIds[namespace]
    return live !== undefined && live !== connector.id
  })
}
