import type { Portico } from '@portico/kernel'
import type { Address } from 'viem'

/** What wagmi needs to know of Portico's EVM connection. */
export type Eip155Snapshot = {
  /** The Portico connector of the active EVM connection, when connected. */
  connectorId: string | undefined
  /** Its accounts, the active one first (wagmi's `address` is the first). */
  accounts: readonly Address[]
  /** The wallet's chain; a chain the app does not know is reported too (wagmi marks it unsupported). */
  chainId: number | undefined
  /** True while Portico is connecting or restoring a connection. */
  pending: boolean
}

const chainIdOf = (caipNetworkId: string | undefined): number | undefined => {
  const reference = caipNetworkId?.split(':')[1]
  const id = reference === undefined ? Number.NaN : Number(reference)
  return Number.isSafeInteger(id) ? id : undefined
}

/** Reads Portico's EVM connection as wagmi sees a connection. */
export function readEip155(portico: Pick<Portico, 'wallet'>): Eip155Snapshot {
  const state = portico.wallet.getState()
  const account = state.accounts.eip155
  const status = account?.status ?? 'disconnected'
  const pending = status === 'connecting' || status === 'reconnecting'
  const connectorId = state.activeConnectorIds.eip155
  const address = account?.address as Address | undefined
  if (status !== 'connected' || !connectorId || !address)
    return { connectorId: undefined, accounts: [], chainId: undefined, pending }
  const connection = state.connections.eip155?.find((c) => c.connectorId === connectorId)
  const others = (connection?.accounts ?? [])
    .map((a) => a.address as Address)
    .filter((a) => a.toLowerCase() !== address.toLowerCase())
  const chainId = chainIdOf(state.unsupportedNetworks.eip155 ?? state.activeNetworks.eip155?.caipNetworkId)
  return { connectorId, accounts: [address, ...others], chainId, pending: false }
}

/** True when two snapshots describe the same connection (same wallet, accounts and chain). */
export function sameConnection(a: Eip155Snapshot, b: Eip155Snapshot): boolean {
  return (
    a.connectorId === b.connectorId &&
    a.chainId === b.chainId &&
    a.accounts.length === b.accounts.length &&
    a.accounts.every((address, i) => address.toLowerCase() === b.accounts[i]?.toLowerCase())
  )
}
