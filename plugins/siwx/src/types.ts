import type { CaipNetworkId } from '@portico/kernel'

/** An ISO-8601 UTC time, as `Date.toISOString()` writes it. */
export type SIWXTimestamp = string

/** What the message is about: the account and network signing in (API-FACTS 7.1 `Input`). */
export type SIWXMessageInput = {
  accountAddress: string
  /** CAIP-2 network id, e.g. `eip155:1`. */
  chainId: CaipNetworkId
  notBefore?: SIWXTimestamp | undefined
}

/** Who asks and what the signer agrees to (API-FACTS 7.1 `Metadata`). */
export type SIWXMessageMetadata = {
  /** RFC 3986 authority asking for the sign-in, e.g. `example.com` or `127.0.0.1:5173`. */
  domain: string
  uri: string
  /** Always `'1'` (EIP-4361). */
  version: string
  /** At least 8 alphanumeric characters (EIP-4361). */
  nonce: string
  statement?: string | undefined
  resources?: string[] | undefined
}

/** When the sign-in was asked for and how long it lasts (API-FACTS 7.1 `Identifier`). */
export type SIWXMessageIdentifier = {
  requestId?: string | undefined
  issuedAt?: SIWXTimestamp | undefined
  expirationTime?: SIWXTimestamp | undefined
}

/** Every field of a sign-in message. */
export type SIWXMessageData = SIWXMessageInput & SIWXMessageMetadata & SIWXMessageIdentifier

/** A message ready to sign: its fields and, from `toString()`, the exact text the wallet signs. */
export type SIWXMessage = SIWXMessageData & { toString(): string }

/**
 * A CAIP-74 cacao: what a wallet returns for WalletConnect's one-step authentication
 * (`wc_sessionAuthenticate`, API-FACTS 7.3). `p.iss` is `did:pkh:<CAIP-10 account>`; `s.s` signs the
 * CAIP-122 text of `p`.
 */
export type Cacao = {
  h: { t: 'caip122' }
  p: {
    iss: string
    domain: string
    aud: string
    nonce: string
    version?: string | undefined
    iat?: string | undefined
    nbf?: string | undefined
    exp?: string | undefined
    statement?: string | undefined
    requestId?: string | undefined
    resources?: string[] | undefined
  }
  s: { t: 'eip191' | 'eip1271'; s: string; m?: string | undefined }
}

/** A signed sign-in: the fields, the exact text signed and the signature (optionally a CAIP-74 cacao). */
export type SIWXSession = {
  data: SIWXMessageData
  message: string
  signature: string
  /** Set when the wallet signed while connecting (WalletConnect one-step); verified with the rest. */
  cacao?: Cacao | undefined
}

/**
 * Sign-in carried by the connection itself: WalletConnect's one-step authentication, the embedded
 * wallet's `siwxMessage`. The siwx plugin contributes it to the `siwx.connect` slot; a connector
 * that can sign in while connecting lists the slot and, when an item is there, asks for the
 * message before connecting and hands the signed sessions back.
 */
export type SiwxConnectHook = {
  /**
   * The message to sign while connecting on `chainId`, or undefined when sign-in does not apply
   * there (no verifier for the namespace, the network unsupported). The account is not known yet:
   * pass a placeholder (AppKit's is `<<AccountAddress>>`) and fix `accountAddress` in the session.
   */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage | undefined>
  /**
   * Verifies and keeps sessions the wallet signed while connecting, records the network and emits
   * `siwx:auth-success`. Throws (after emitting `siwx:auth-error`) when one does not verify: the
   * connection stays, and the usual sign-in prompt follows it.
   */
  addSessions(sessions: SIWXSession[]): Promise<void>
}

/**
 * The contract an app implements to keep sign-in sessions (or picks one shipped with the plugin:
 * sessions kept in this browser, or kept by a sign-in server). Method for method it is AppKit's
 * `SIWXConfig` (API-FACTS 7.1), so a config written for one works with the other.
 */
export type SIWXConfig = {
  /** Builds the message the wallet signs (domain, uri, nonce, times). */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  /** Verifies the session, then keeps it; throws when it does not verify. */
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every session; `[]` signs out everywhere. */
  setSessions(sessions: SIWXSession[]): Promise<void>
  /** The valid, unexpired sessions of that account on that network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** `true`: refusing to sign disconnects the wallet. Default false. */
  getRequired?(): boolean
  /** Sign out (drop the sessions of the account) when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean
}
