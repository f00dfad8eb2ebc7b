import type { CaipNetworkId } from '@portico/kernel'

/** A WalletConnect session as Portico shows and uses it (the parts of the client's record it needs). */
export type WalletConnectSession = {
  topic: string
  /** The wallet's metadata. */
  peer: { name: string; url: string; icons: readonly string[] }
  /** What the wallet approved, per namespace: CAIP-2 chains, CAIP-10 accounts, methods and events. */
  namespaces: Readonly<
    Record<
      string,
      {
        chains: readonly CaipNetworkId[]
        accounts: readonly string[]
        methods: readonly string[]
        events: readonly string[]
      }
    >
  >
  /** Seconds since the epoch. */
  expiry: number
}

export type WalletConnectStatus = 'idle' | 'loading' | 'pairing' | 'connected' | 'error'

export type WalletConnectState = {
  /**
   * idle: no session and no pairing; loading: the client loads or a pairing URI is being made;
   * pairing: `uri` waits for a wallet; connected: `session` is live; error: the last attempt failed.
   */
  status: WalletConnectStatus
  /** The pairing URI to show as QR code, copy or deep link. */
  uri: string | undefined
  /** When `uri` stops being offered and a fresh one is made (10 s before its 4 minutes end). */
  uriStaleAt: number | undefined
  session: WalletConnectSession | undefined
  /** Why the last attempt failed (a 4001 RpcError when the wallet rejected it). */
  error: unknown
}

export type WalletConnectClientEvents = {
  connect: [session: WalletConnectSession]
  /** The session ended: disconnected from either side, deleted or expired. */
  disconnect: []
  accountsChanged: [namespace: string, addresses: string[]]
  chainChanged: [caipNetworkId: CaipNetworkId]
}
