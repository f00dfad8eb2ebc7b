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

type RawSession = {
  topic: string
  expiry: number
  peer: { metadata: { name: string; url: string; icons: string[] } }
  namespaces: Record<string, { chains?: string[]; accounts: string[]; methods: string[]; events: string[] }>
}

/** Reads the client's session record; chains missing from a namespace are taken from its accounts. */
export function toSession(raw: RawSession): WalletConnectSession {
  const namespaces: Record<string, WalletConnectSession['namespaces'][string]> = {}
  for (const [key, value] of Object.entries(raw.namespaces)) {
    const fromAccounts = value.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
    namespaces[key] = {
      chains: [...new Set(value.chains ?? fromAccounts)] as CaipNetworkId[],
      accounts: value.accounts,
      methods: value.methods,
      events: value.events,
    }
  }
  const { name, url, icons } = raw.peer.metadata
  return { topic: raw.topic, expiry: raw.expiry, peer: { name, url, icons }, namespaces }
}

/**
 * The addresses a session approved on `caipNetworkId`, without duplicates; when none are on that
 * chain, every address of its namespace (a wallet may approve accounts on fewer chains).
 */
export function sessionAddresses(session: WalletConnectSession, caipNetworkId: string): string[] {
  const namespace = caipNetworkId.split(':')[0] ?? ''
  const accounts = session.namespaces[namespace]?.accounts ?? []
  const onChain = accounts.filter((account) => account.startsWith(`${caipNetworkId}:`))
  return [
    ...new Set((onChain.length ? onChain : accounts).map((account) => account.split(':')[2] ?? '')),
  ].filter(Boolean)
}
