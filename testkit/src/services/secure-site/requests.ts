import { randomBytes } from 'node:crypto'
import type { Hex } from 'viem'
import { z } from 'zod'
import { type ApprovalSummary, type Eip155Wallet, SESSIONS_NEED_SMART_ACCOUNT } from './eip155.js'
import type { FarcasterLogins } from './farcaster.js'
import { FrameRequestError, type Logins } from './logins.js'
import type { StoredSession, StoredUser } from './persist.js'
import {
  FRAME_REQUESTS,
  type FrameRequestName,
  type FrameRequestPayloads,
  RPC_NOT_ALLOWED,
  requestPayloadSchemas,
  rpcMethodKind,
  USER_REJECTED_MESSAGE,
} from './protocol.js'
import { type SiwxMessageWire, signSiwxMessage } from './siwx.js'
import type { SocialLogins } from './socialLogins.js'
import { type SolanaApprovalSummary, type SolanaWallet, solanaAddressOf } from './solana.js'

/** Call batches go as one user operation: only a smart account sends them. */
export const SEND_CALLS_NEEDS_SMART_ACCOUNT = 'wallet_sendCalls needs the smart account on this network'

/** What the frame page posts to `/api/request` for each app request it relays. */
export const relayedRequestSchema = z.object({
  type: z.enum(FRAME_REQUESTS),
  payload: z.unknown().optional(),
  deviceId: z.string().min(8).max(64),
  token: z.string().max(128).optional(),
  /** The embedding app's origin (the frame reads it from its ancestor); a social login returns there. */
  origin: z.string().default(''),
})
export type RelayedRequest = z.infer<typeof relayedRequestSchema>

/** The service's answer: a payload for `_SUCCESS`, maybe a new session token, or an approval to show. */
export type RelayedAnswer = {
  payload?: unknown
  /** A new session token the frame keeps (and announces with SESSION_UPDATE). */
  token?: string
  /** Set when the token is no longer valid (the frame forgets it). */
  signedOut?: boolean
  approval?: { id: string; method: string; summary: ApprovalSummary | SolanaApprovalSummary }
}

type PendingApproval = {
  token: string | undefined
  namespace: 'eip155' | 'solana'
  method: string
  params: unknown
  chainId: number
  smartAccount: boolean
}

/**
 * Answers one relayed frame request. The `wallets` map holds a module per namespace: eip155 always,
 * solana when the service knows a cluster; requests for any other namespace are refused.
 */
export function createRequestHandler({
  logins,
  socials,
  farcaster,
  wallets,
}: {
  logins: Logins
  socials: SocialLogins
  farcaster: FarcasterLogins
  wallets: { eip155: Eip155Wallet; solana?: SolanaWallet | undefined }
}) {
  const approvals = new Map<string, PendingApproval>()

  const payloadOf = <K extends FrameRequestName>(name: K, payload: unknown): FrameRequestPayloads[K] => {
    const parsed = requestPayloadSchemas[name].safeParse(payload)
    if (!parsed.success) {
      const email = name === 'CONNECT_EMAIL' || name === 'UPDATE_EMAIL'
      throw new FrameRequestError(email ? 'Invalid email' : `Invalid payload for ${name}`)
    }
    return parsed.data as FrameRequestPayloads[K]
  }
  const chainIdOf = (value: string | number) => {
    const id = typeof value === 'number' ? value : Number(String(value).replace(/^eip155:/, ''))
    if (!Number.isInteger(id) || !wallets.eip155.isSupported(id))
      throw new FrameRequestError(`Unsupported network: ${value}`)
    return id
  }
  /**
   * The account the session uses: its smart account where chosen and the chain has them, else the
   * EOA. `accounts` lists both where the chain has smart accounts (the active one first), so the app
   * can offer the switch (spec 4: only to the smart account's own address).
   */
  const activeAccount = async (session: StoredSession, user: StoredUser) => {
    const eoa = { address: user.address, type: 'eoa' as const }
    const smart = wallets.eip155.smartAccount(session.chainId, user.privateKey as Hex)
    if (!smart) return { type: 'eoa' as const, address: user.address, deployed: false, accounts: [eoa] }
    const smartEntry = { address: await smart.address(), type: 'smartAccount' as const }
    const deployed = await smart.isDeployed()
    if (session.accountType !== 'smartAccount')
      return { type: 'eoa' as const, address: user.address, deployed, accounts: [eoa, smartEntry] }
    return {
      type: 'smartAccount' as const,
      address: smartEntry.address,
      deployed,
      accounts: [smartEntry, eoa],
    }
  }
  /** Spec 4: the smart account only where the chain has them; otherwise (and on failure) the EOA. */
  const chooseAccountType = (session: StoredSession, wanted: string) => {
    const enabled = wallets.eip155.smartAccountChains().includes(session.chainId)
    logins.setAccountType(session, wanted === 'smartAccount' && enabled ? 'smartAccount' : 'eoa')
    // The bundler may start on its first request (Alto takes seconds): ask it now, not at the first send.
    if (wanted === 'smartAccount' && enabled) wallets.eip155.wakeBundler(session.chainId)
  }
  /** GET_USER for a Solana cluster: the user's Solana account (the session's EVM chain stays). */
  const solanaUser = (token: string | undefined, chainId: string) => {
    const { user } = logins.requireSession(token)
    if (!wallets.solana?.isSupported(chainId)) throw new FrameRequestError(`Unsupported network: ${chainId}`)
    const address = solanaAddressOf(logins.solanaSeed(user))
    return {
      email: user.email ?? null,
      address,
      chainId,
      accounts: [{ address, type: 'eoa' as const }],
      preferredAccountType: 'eoa',
    }
  }
  /**
   * One-step sign-in (API-FACTS 7.1): with a `siwxMessage`, the login signs it for the account it
   * answers. A smart account signs nothing here (its owner's EIP-191 signature would not verify for
   * the account's address): the app then asks for the signature as usual.
   */
  const signIn = async (token: string | undefined, address: string, wire: SiwxMessageWire | undefined) => {
    if (!wire) return {}
    const { user } = logins.requireSession(token)
    const solana = { seedHex: logins.solanaSeed(user), address: solanaAddressOf(logins.solanaSeed(user)) }
    const own = wire.chainId.startsWith('solana:') ? solana.address : user.address
    if (address.toLowerCase() !== own.toLowerCase()) return {}
    return signSiwxMessage(wire, { address: user.address, privateKey: user.privateKey as Hex, solana })
  }
  const userPayload = async (token: string | undefined) => {
    const { session, user } = logins.requireSession(token)
    const active = await activeAccount(session, user)
    return {
      email: user.email ?? null,
      address: active.address,
      chainId: session.chainId,
      accounts: active.accounts,
      preferredAccountType: active.type,
      smartAccountDeployed: active.deployed,
    }
  }

  return {
    async handle(request: RelayedRequest, signal: AbortSignal): Promise<RelayedAnswer> {
      const { type, deviceId, token } = request
      switch (type) {
        case 'CONNECT_EMAIL':
          return { payload: logins.connectEmail(deviceId, payloadOf(type, request.payload).email, token) }
        case 'CONNECT_DEVICE':
          await logins.connectDevice(deviceId, signal)
          return {}
        case 'CONNECT_OTP': {
          const { token: issued } = await logins.connectOtp(deviceId, payloadOf(type, request.payload).otp)
          return { token: issued }
        }
        case 'GET_SOCIAL_REDIRECT_URI': {
          const { provider } = payloadOf(type, request.payload)
          return { payload: { uri: socials.redirectUri(deviceId, provider, request.origin) } }
        }
        case 'CONNECT_SOCIAL': {
          const asked = payloadOf(type, request.payload)
          const signedIn = await socials.connect(deviceId, asked.uri)
          if (asked.preferredAccountType !== undefined)
            chooseAccountType(logins.requireSession(signedIn.token).session, asked.preferredAccountType)
          const user = await userPayload(signedIn.token)
          return {
            token: signedIn.token,
            payload: {
              ...user,
              userName: signedIn.userName,
              ...(await signIn(signedIn.token, user.address, asked.siwxMessage)),
            },
          }
        }
        case 'GET_FARCASTER_URI':
          return { payload: { url: farcaster.uri(deviceId) } }
        case 'CONNECT_FARCASTER': {
          const signedIn = await farcaster.connect(deviceId, signal)
          return { token: signedIn.token, payload: { userName: signedIn.userName } }
        }
        case 'GET_USER': {
          const asked = payloadOf(type, request.payload)
          if (typeof asked?.chainId === 'string' && asked.chainId.startsWith('solana:')) {
            const user = solanaUser(token, asked.chainId)
            return { payload: { ...user, ...(await signIn(token, user.address, asked.siwxMessage)) } }
          }
          const { session } = logins.requireSession(token)
          if (asked?.chainId !== undefined) logins.setChain(session, chainIdOf(asked.chainId))
          if (asked?.preferredAccountType !== undefined)
            chooseAccountType(session, asked.preferredAccountType)
          const user = await userPayload(token)
          return { payload: { ...user, ...(await signIn(token, user.address, asked?.siwxMessage)) } }
        }
        case 'IS_CONNECTED': {
          const isConnected = logins.isConnected(token)
          return { payload: { isConnected }, ...(isConnected ? {} : { signedOut: true }) }
        }
        case 'SIGN_OUT':
          logins.signOut(token)
          return { signedOut: true }
        case 'GET_CHAIN_ID':
          return { payload: { chainId: logins.requireSession(token).session.chainId } }
        case 'SWITCH_NETWORK': {
          const chainId = chainIdOf(payloadOf(type, request.payload).chainId)
          logins.setChain(logins.requireSession(token).session, chainId)
          return { payload: { chainId } }
        }
        case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
          return { payload: { smartAccountEnabledNetworks: wallets.eip155.smartAccountChains() } }
        case 'SET_PREFERRED_ACCOUNT': {
          const { session, user } = logins.requireSession(token)
          chooseAccountType(session, payloadOf(type, request.payload).type)
          const active = await activeAccount(session, user)
          return { payload: { type: active.type, address: active.address } }
        }
        case 'UPDATE_EMAIL':
          return { payload: logins.updateEmail(token, payloadOf(type, request.payload).email) }
        case 'UPDATE_EMAIL_PRIMARY_OTP':
          logins.updateEmailPrimary(token, payloadOf(type, request.payload).otp)
          return {}
        case 'UPDATE_EMAIL_SECONDARY_OTP':
          return { payload: logins.updateEmailSecondary(token, payloadOf(type, request.payload).otp) }
        case 'RPC_REQUEST':
          return rpc(token, payloadOf(type, request.payload))
        case 'SYNC_THEME':
        case 'SYNC_DAPP_DATA':
          payloadOf(type, request.payload)
          return {}
        case 'RPC_ABORT':
        case 'RELOAD':
          return {}
      }
    },

    /** The visitor's decision on an approval the frame showed: signs and sends, or rejects. */
    async decide(id: string, token: string | undefined, decision: 'approve' | 'reject'): Promise<unknown> {
      const pending = approvals.get(id)
      if (!pending || pending.token !== token) throw new FrameRequestError('No such request')
      approvals.delete(id)
      if (decision === 'reject') throw new FrameRequestError(USER_REJECTED_MESSAGE)
      const { user } = logins.requireSession(token)
      if (pending.namespace === 'solana') {
        if (!wallets.solana) throw new FrameRequestError('Unsupported chain namespace: solana')
        return wallets.solana.execute(pending.method, pending.params, logins.solanaSeed(user))
      }
      return wallets.eip155.execute(pending.method, pending.params, {
        chainId: pending.chainId,
        privateKey: user.privateKey as Hex,
        smartAccount: pending.smartAccount,
      })
    },
  }

  async function rpc(
    token: string | undefined,
    request: FrameRequestPayloads['RPC_REQUEST'],
  ): Promise<RelayedAnswer> {
    const namespace = request.chainNamespace ?? 'eip155'
    if (namespace === 'solana' && wallets.solana) return solanaRpc(wallets.solana, token, request)
    if (namespace !== 'eip155') throw new FrameRequestError(`Unsupported chain namespace: ${namespace}`)
    const kind = rpcMethodKind(request.method)
    if (kind === 'refused') throw new FrameRequestError(RPC_NOT_ALLOWED)
    const { session, user } = logins.requireSession(token)
    const chainId = request.chainId === undefined ? session.chainId : chainIdOf(request.chainId)
    const active = await activeAccount(session, user)
    if (kind === 'safe')
      return {
        payload: await wallets.eip155.read(request.method, request.params, {
          chainId,
          address: active.address,
          smartAccount: active.type === 'smartAccount',
        }),
      }
    // A smart account sends transactions and call batches as user operations; messages are signed
    // by its owner key.
    // Smart sessions are granted and revoked by the smart account itself.
    const sessions =
      request.method === 'wallet_grantPermissions' || request.method === 'wallet_revokePermissions'
    const sends = request.method === 'eth_sendTransaction' || request.method === 'wallet_sendCalls'
    const signer = sends || sessions ? active.address : user.address
    if (request.method === 'wallet_sendCalls' && active.type !== 'smartAccount')
      throw new FrameRequestError(SEND_CALLS_NEEDS_SMART_ACCOUNT)
    if (sessions && active.type !== 'smartAccount') throw new FrameRequestError(SESSIONS_NEED_SMART_ACCOUNT)
    const summary = wallets.eip155.summarize(request.method, request.params, signer)
    const id = randomBytes(12).toString('hex')
    approvals.set(id, {
      token,
      namespace: 'eip155',
      method: request.method,
      params: request.params,
      chainId,
      smartAccount: active.type === 'smartAccount',
    })
    return { approval: { id, method: request.method, summary } }
  }

  /** A Solana request: every method signs, so each waits for the visitor's approval in the frame. */
  function solanaRpc(
    wallet: SolanaWallet,
    token: string | undefined,
    request: FrameRequestPayloads['RPC_REQUEST'],
  ): RelayedAnswer {
    if (rpcMethodKind(request.method) !== 'approval' || !request.method.startsWith('solana_'))
      throw new FrameRequestError(RPC_NOT_ALLOWED)
    if (request.chainId !== undefined && !wallet.isSupported(String(request.chainId)))
      throw new FrameRequestError(`Unsupported network: ${request.chainId}`)
    const { session, user } = logins.requireSession(token)
    const summary = wallet.summarize(request.method, request.params, solanaAddressOf(logins.solanaSeed(user)))
    const id = randomBytes(12).toString('hex')
    approvals.set(id, {
      token,
      namespace: 'solana',
      method: request.method,
      params: request.params,
      chainId: session.chainId,
      smartAccount: false,
    })
    return { approval: { id, method: request.method, summary } }
  }
}

export type RequestHandler = ReturnType<typeof createRequestHandler>
