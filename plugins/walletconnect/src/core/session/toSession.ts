import type { CaipNetworkId } from '@portico/kernel'
import type { WalletConnectSession } from '../types.js'

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
