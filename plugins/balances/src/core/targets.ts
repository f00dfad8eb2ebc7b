import type { ChainNamespace, Network, Portico } from '@portico/kernel'
import { isBalancesNamespace } from '../namespaces.js'

/** The account a balance call is about, or why there is none. */
export type Target =
  | { kind: 'none'; namespace: ChainNamespace | undefined }
  /** The wallet is on a network the app does not list: skipped like an unsupported network. */
  | { kind: 'unknown-network'; namespace: ChainNamespace; account: string }
  | { kind: 'account'; namespace: ChainNamespace; account: string; address: string; network: Network }

export type ReadyTarget = Extract<Target, { kind: 'account' }>

/**
 * The connected account of a namespace (default: the active one) and its network. `account` is its
 * CAIP-10 address, the key of every cache. Namespaces other than EVM and Solana have no balances.
 */
export function resolveTarget(portico: Portico, namespace?: ChainNamespace): Target {
  const state = portico.wallet.getState()
  const ns = namespace ?? state.activeNamespace
  if (!ns || !isBalancesNamespace(ns)) return { kind: 'none', namespace: ns }
  const address = state.accounts[ns]?.address
  if (!address || state.accounts[ns]?.status !== 'connected') return { kind: 'none', namespace: ns }
  const unknown = state.unsupportedNetworks[ns]
  if (unknown) return { kind: 'unknown-network', namespace: ns, account: `${unknown}:${address}` }
  const network = state.activeNetworks[ns]
  if (!network) return { kind: 'none', namespace: ns }
  const account = `${network.caipNetworkId}:${address}`
  if (!portico.wallet.isNetworkSupported(ns)) return { kind: 'unknown-network', namespace: ns, account }
  return { kind: 'account', namespace: ns, account, address, network }
}

/** Whether the target is still the connected account of its namespace (answers may arrive late). */
export function isCurrent(portico: Portico, target: Exclude<Target, { kind: 'none' }>): boolean {
  const now = resolveTarget(portico, target.namespace)
  return now.kind !== 'none' && now.account === target.account
}

/** Whether the target is the account the modal shows (the active namespace's). */
export function isInView(portico: Portico, target: Exclude<Target, { kind: 'none' }>): boolean {
  return target.namespace === portico.wallet.getState().activeNamespace && isCurrent(portico, target)
}
