import type { CaipNetworkId, PorticoStorage } from '@portico/kernel'
import type { SIWXConfig, SIWXMessage, SIWXMessageInput, SIWXSession } from '../types.js'
import { createMessageData, randomNonce, toSiwxMessage } from './message.js'
import { sessionListSchema } from './schemas.js'
import { type NamespaceVerifier, verifySession } from './verifySession.js'

/** Where the sessions live in the kernel's storage (under its prefix). */
export const LOCAL_SESSIONS_KEY = 'siwx/sessions'

export type LocalSessionsParameters = {
  storage: PorticoStorage
  /** The RPC URL of a configured network, for smart-account signatures. */
  rpcUrlOf: (chainId: CaipNetworkId) => string | undefined
  networkNameOf?: (chainId: CaipNetworkId) => string | undefined
  /** Where the page is: `domain` (host) and `uri` of the messages. */
  origin: () => { domain: string; uri: string }
  statement?: string | undefined
  expiresInMs?: number | undefined
  required?: boolean | undefined
  signOutOnDisconnect?: boolean | undefined
  verifiers?: Readonly<Record<string, NamespaceVerifier>> | undefined
  now?: () => Date
}

const sameAccount = (a: string, chainId: string, b: string) =>
  // EVM addresses differ only by checksum case; other namespaces' addresses are case-sensitive.
  chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b

/**
 * Sessions kept in this browser (the kernel's storage) and verified here before they are kept:
 * the sign-in proves to the page, not to a server, that the visitor holds the account.
 */
export function createLocalSessions(p: LocalSessionsParameters): SIWXConfig {
  const now = () => p.now?.() ?? new Date()
  const readAll = (): SIWXSession[] =>
    (p.storage.read(LOCAL_SESSIONS_KEY, sessionListSchema) ?? []) as SIWXSession[]
  const isCurrent = ({ data }: SIWXSession) => {
    const start = data.notBefore ?? data.issuedAt
    const time = now().getTime()
    return (
      (!start || Date.parse(start) <= time) &&
      (!data.expirationTime || Date.parse(data.expirationTime) > time)
    )
  }
  const verify = (session: SIWXSession) =>
    verifySession(session, { rpcUrlOf: p.rpcUrlOf, verifiers: p.verifiers, now })
  const without = (sessions: SIWXSession[], chainId: string, address: string) =>
    sessions.filter(
      (s) => !(s.data.chainId === chainId && sameAccount(s.data.accountAddress, chainId, address)),
    )

  return {
    async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
      const data = createMessageData(input, {
        ...p.origin(),
        nonce: randomNonce(),
        statement: p.statement,
        expiresInMs: p.expiresInMs,
        now: now(),
      })
      return toSiwxMessage(data, p.networkNameOf?.(input.chainId))
    },
    async addSession(session) {
      const verified = await verify(session)
      const { chainId, accountAddress } = verified.data
      p.storage.write(LOCAL_SESSIONS_KEY, [...without(readAll(), chainId, accountAddress), verified])
    },
    async revokeSession(chainId, address) {
      p.storage.write(LOCAL_SESSIONS_KEY, without(readAll(), chainId, address))
    },
    async setSessions(sessions) {
      // All or nothing: one session that does not verify keeps the stored ones as they were.
      const verified = await Promise.all(sessions.map(verify))
      p.storage.write(LOCAL_SESSIONS_KEY, verified)
    },
    async getSessions(chainId, address) {
      return readAll().filter(
        (s) =>
          s.data.chainId === chainId && sameAccount(s.data.accountAddress, chainId, address) && isCurrent(s),
      )
    },
    getRequired: () => p.required ?? false,
    signOutOnDisconnect: p.signOutOnDisconnect ?? true,
  }
}
