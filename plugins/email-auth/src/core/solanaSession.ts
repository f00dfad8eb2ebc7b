import type { CaipNetworkId, NamespaceSession, Portico } from '@portico/kernel'
import * as z from 'zod/mini'
import { fromBase58, fromBase64, toBase58, toBase64 } from './base58.js'
import { invalidFrameResponse, notConnectedToEmailOrSocial } from './messages.js'

/** The Solana methods the embedded wallet serves (API-FACTS 5.3); each waits for approval in the frame. */
export const SOLANA_SESSION_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/))
/** The frame's answers (base58, API-FACTS 5.3): external input, checked before use. */
const signatureAnswer = z.object({ signature: base58 })
const transactionAnswer = z.object({ transaction: base58 })
/** What the Solana chain plugin sends (its WalletConnect form: transactions in base64). */
const messageParams = z.object({ message: base58, pubkey: base58 })
const transactionParams = z.object({
  transaction: z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
  sendOptions: z.optional(z.record(z.string(), z.unknown())),
})
const SEND_OPTIONS = ['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot']

export type SolanaSessionParameters = {
  portico: Portico
  connectorId: string
  /** Whether a login was used (the stored login data). */
  loggedIn: () => boolean
  /** GET_USER on a Solana cluster: the user's Solana address. */
  address: (caipNetworkId: CaipNetworkId) => Promise<string>
  /** IS_CONNECTED: false wipes the stored login. */
  isConnected: () => Promise<boolean>
  /** RPC_REQUEST through ApproveTransaction, for `chainNamespace: 'solana'`. */
  approve: (method: string, params: unknown, caipNetworkId: CaipNetworkId) => Promise<unknown>
  /** Signs out of the frame (the login ends). */
  signOut: () => Promise<void>
}

/**
 * The embedded wallet's Solana namespace as a `NamespaceSession` on the AUTH connector, so the
 * Solana chain plugin drives it as it drives a WalletConnect session: connect and restore answer the
 * user's Solana address from the secure site; signMessage, signTransaction and signAndSend go to the
 * frame in base58 (converted from and to the plugin's base64) after the visitor's approval there.
 */
export function createSolanaSession(p: SolanaSessionParameters) {
  let address: string | undefined
  const listeners = {
    accountsChanged: new Set<(a: readonly string[]) => void>(),
    disconnect: new Set<() => void>(),
  }
  const networks = () =>
    p.portico.wallet
      .getState()
      .networks.filter((n) => n.chainNamespace === 'solana')
      .map((n) => n.caipNetworkId)
  const chain = () => p.portico.wallet.getActiveNetwork('solana')?.caipNetworkId ?? networks()[0]
  const connectedThrough = (namespace: 'eip155' | 'solana') =>
    (p.portico.wallet.getState().connections[namespace] ?? []).some((c) => c.connectorId === p.connectorId)
  const parse = <T>(schema: z.ZodMiniType<T>, value: unknown): T => {
    const parsed = schema.safeParse(value)
    if (!parsed.success) throw new Error(invalidFrameResponse)
    return parsed.data
  }
  const load = async () => {
    const caip = chain()
    if (!caip) return []
    address = await p.address(caip)
    return [address]
  }

  const session: NamespaceSession = {
    namespace: 'solana',
    async connect() {
      if (!p.loggedIn()) throw new Error(notConnectedToEmailOrSocial)
      return load()
    },
    async restore() {
      if (!p.loggedIn() || !(await p.isConnected())) return []
      return load()
    },
    accounts: () => (address ? [address] : []),
    chains: networks,
    methods: () => SOLANA_SESSION_METHODS,
    async request({ method, params }, caipNetworkId) {
      switch (method) {
        case 'solana_signMessage': {
          const request = parse(messageParams, params)
          return parse(signatureAnswer, await p.approve(method, request, caipNetworkId))
        }
        case 'solana_signTransaction': {
          const { transaction } = parse(transactionParams, params)
          const answer = await p.approve(
            method,
            { transaction: toBase58(fromBase64(transaction)) },
            caipNetworkId,
          )
          return { transaction: toBase64(fromBase58(parse(transactionAnswer, answer).transaction)) }
        }
        case 'solana_signAndSendTransaction': {
          const { transaction, sendOptions = {} } = parse(transactionParams, params)
          const options = Object.fromEntries(
            Object.entries(sendOptions).filter(([key]) => SEND_OPTIONS.includes(key)),
          )
          const answer = await p.approve(
            method,
            { transaction: toBase58(fromBase64(transaction)), options },
            caipNetworkId,
          )
          return parse(signatureAnswer, answer)
        }
        default:
          throw new Error(`${method} is not served by the embedded wallet`)
      }
    },
    on(event: 'accountsChanged' | 'disconnect', listener: never) {
      const set = listeners[event] as Set<unknown>
      set.add(listener)
      return () => set.delete(listener)
    },
    /** Leaves Solana; the login ends only when EVM is not connected through the embedded wallet too. */
    async disconnect() {
      address = undefined
      if (!connectedThrough('eip155')) await p.signOut()
    },
  }

  return {
    session,
    /** Whether Solana is connected through the embedded wallet (EVM's sign-out then keeps the login). */
    connected: () => connectedThrough('solana'),
    /** The login ended elsewhere (sign-out, a failed IS_CONNECTED): Solana's account goes too. */
    ended() {
      if (!address) return
      address = undefined
      for (const listener of listeners.accountsChanged) listener([])
    },
  }
}

export type SolanaSession = ReturnType<typeof createSolanaSession>
