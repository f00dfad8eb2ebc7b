import type { ChainNamespace, WalletState } from '@portico/kernel'

/** Spec 6: activity is EVM only. */
export const ACTIVITY_NAMESPACES: readonly ChainNamespace[] = Object.freeze(['eip155'])

/** Whose history the list shows: the active namespace's account on the network its wallet is on. */
export type ActivityTarget = {
  namespace: ChainNamespace | undefined
  address: string | undefined
  /** The wallet's network, known to the app or not (the Blockchain API decides what it serves). */
  caipNetworkId: string | undefined
  isSmartAccount: boolean
}

export function getActivityTarget(state: WalletState): ActivityTarget {
  const namespace = state.activeNamespace
  const account = namespace ? state.accounts[namespace] : undefined
  const caipNetworkId = namespace
    ? (state.unsupportedNetworks[namespace] ?? state.activeNetworks[namespace]?.caipNetworkId)
    : undefined
  return {
    namespace,
    address: account?.address,
    caipNetworkId,
    isSmartAccount: account?.preferredAccountType === 'smartAccount',
  }
}

/** Changes whenever the list must start over: another namespace, account or network. */
export function activityTargetKey(state: WalletState): string {
  const { namespace, address, caipNetworkId } = getActivityTarget(state)
  return `${namespace ?? ''}|${address?.toLowerCase() ?? ''}|${caipNetworkId ?? ''}`
}
