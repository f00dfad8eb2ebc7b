import type { CaipNetworkId, ChainNamespace } from './types.js'

/**
 * One namespace of a session that serves several namespaces at once (a WalletConnect session
 * approving eip155, solana and bip122 together). A multi-namespace connector carries one per
 * namespace in `Connector.namespaceSessions`; the namespace's chain plugin drives it with its own
 * RPC methods (`solana_signMessage`, `signPsbt`, …), so the connector plugin knows no namespace's
 * methods and a chain plugin knows no connector plugin.
 */
export type NamespaceSession = {
  readonly namespace: ChainNamespace
  /**
   * Opens the session unless it is live (the visitor may be asked: pairing, approval) and answers
   * the addresses it approved for this namespace. Throws when the wallet approved the session
   * without this namespace.
   */
  connect(): Promise<readonly string[]>
  /** The live or stored session's addresses for this namespace, never asking; [] without one. */
  restore(): Promise<readonly string[]>
  /** The addresses approved now (no duplicates); [] without a session. */
  accounts(): readonly string[]
  /** The CAIP-2 chains approved for this namespace. */
  chains(): readonly CaipNetworkId[]
  /** The methods the wallet approved for this namespace. */
  methods(): readonly string[]
  /** Sends one request to the wallet on a chain the session approved. */
  request(args: { method: string; params?: unknown }, caipNetworkId: CaipNetworkId): Promise<unknown>
  /** The wallet changed this namespace's accounts (addresses) or ended the session. */
  on(event: 'accountsChanged', listener: (addresses: readonly string[]) => void): () => void
  on(event: 'disconnect', listener: () => void): () => void
  /**
   * Leaves this namespace. The session itself ends only when no other namespace of the connector
   * is still connected in the kernel.
   */
  disconnect(): Promise<void>
}
