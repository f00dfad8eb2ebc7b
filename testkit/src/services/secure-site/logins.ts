import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Inbox } from './inbox.js'
import type { SecureSiteState, StoredSession, StoredUser } from './persist.js'
import { newSolanaSeed, solanaAddressOf } from './solana.js'

/** A refusal the frame passes on as `<NAME>_ERROR { message }`. */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
}

export const LOGIN_TEXTS = {
  noLogin: 'No login in progress: ask for a code first',
  codeExpired: 'The code has expired: ask for a new one',
  wrongCode: 'Invalid code',
  tooManyAttempts: 'Too many wrong codes: ask for a new one',
  deviceNotApproved: 'This device has not been approved',
  notSignedIn: 'Not signed in',
  emailInUse: 'This e-mail address is already in use',
  sameEmail: 'This is already your e-mail address',
  primaryFirst: 'Enter the code sent to your current e-mail first',
  noEmail: 'This account has no e-mail address to confirm the change with',
} as const

/** The provider account of a social or Farcaster login, as the provider confirmed it. */
export type SocialIdentity = { provider: string; subject: string; userName: string; email: string | null }

export type LoginLimits = {
  /** How long a one-time code stays valid. */
  codeTtlMs: number
  /** Wrong codes allowed before the code is void. */
  maxWrongCodes: number
  sessionTtlMs: number
}

type PendingCode = { code: string; expiresAt: number; wrongTries: number }
type PendingLogin = {
  email: string
  stage: 'device' | 'code'
  code?: PendingCode
  approveDevice?: () => void
}
type PendingUpdate = { newEmail: string; primary: PendingCode; secondary: PendingCode; primaryDone: boolean }

export type LoginsParameters = {
  state: SecureSiteState
  /** Called after every change of `state` (the service writes it to its file). */
  changed: () => void
  inbox: Inbox
  limits: LoginLimits
  now: () => number
  /** The link in a device-approval mail, for its token. */
  deviceLink: (token: string) => string
  /** Called once for every new user's addresses (the playground funds them on the local chains). */
  onUserCreated?: (address: `0x${string}`, solanaAddress: string) => Promise<void> | void
  defaultChainId: number
}

/**
 * Users, devices, codes and sessions: e-mail login (code, or device approval then code), update
 * e-mail (primary then secondary code), sessions per device. Keys are made here and never leave.
 */
export function createLogins(p: LoginsParameters) {
  const pendingLogins = new Map<string, PendingLogin>()
  const pendingUpdates = new Map<string, PendingUpdate>()
  const deviceTokens = new Map<string, { deviceId: string }>()
  const deviceWaiters = new Map<string, Set<() => void>>()

  const userByEmail = (email: string) => Object.values(p.state.users).find((u) => u.email === email)
  const newCode = (): PendingCode => ({
    code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    expiresAt: p.now() + p.limits.codeTtlMs,
    wrongTries: 0,
  })
  /** Checks a code, counting wrong ones; the last allowed wrong one voids it. */
  const checkCode = (pending: PendingCode | undefined, otp: string, voidCode: () => void) => {
    if (!pending) throw new FrameRequestError(LOGIN_TEXTS.noLogin)
    if (p.now() > pending.expiresAt) {
      voidCode()
      throw new FrameRequestError(LOGIN_TEXTS.codeExpired)
    }
    if (pending.code !== otp) {
      pending.wrongTries++
      if (pending.wrongTries >= p.limits.maxWrongCodes) {
        voidCode()
        throw new FrameRequestError(LOGIN_TEXTS.tooManyAttempts)
      }
      throw new FrameRequestError(LOGIN_TEXTS.wrongCode)
    }
  }
  const sendLoginCode = (deviceId: string, email: string) => {
    const code = newCode()
    pendingLogins.set(deviceId, { email, stage: 'code', code })
    p.inbox.send({ to: email, kind: 'login-code', subject: 'Your login code', code: code.code })
  }
  const liveSession = (token: string | undefined): StoredSession | undefined => {
    const session = token ? p.state.sessions[token] : undefined
    if (!session) return undefined
    if (session.expiresAt < p.now() || !p.state.users[session.userId]) {
      delete p.state.sessions[token as string]
      p.changed()
      return undefined
    }
    return session
  }

  async function createUser(deviceId: string, login: Pick<StoredUser, 'email' | 'social'>) {
    const privateKey = generatePrivateKey()
    const created: StoredUser = {
      id: randomUUID(),
      ...login,
      privateKey,
      address: privateKeyToAccount(privateKey).address,
      solanaSeed: newSolanaSeed(),
      devices: [deviceId],
      createdAt: p.now(),
    }
    p.state.users[created.id] = created
    await p.onUserCreated?.(created.address as `0x${string}`, solanaAddressOf(created.solanaSeed as string))
    return created
  }
  function startSession(user: StoredUser, deviceId: string): string {
    if (!user.devices.includes(deviceId)) user.devices.push(deviceId)
    const token = randomBytes(24).toString('hex')
    p.state.sessions[token] = {
      userId: user.id,
      deviceId,
      chainId: p.defaultChainId,
      expiresAt: p.now() + p.limits.sessionTtlMs,
    }
    p.changed()
    return token
  }

  return {
    /** CONNECT_EMAIL: a code for a trusted or new device, a device approval for an unknown one, or CONNECT. */
    connectEmail(deviceId: string, rawEmail: string, token: string | undefined) {
      const email = rawEmail.toLowerCase()
      const user = userByEmail(email)
      const session = liveSession(token)
      if (user && session?.userId === user.id && session.deviceId === deviceId) {
        pendingLogins.delete(deviceId)
        return { action: 'CONNECT' as const }
      }
      if (user && !user.devices.includes(deviceId)) {
        const deviceToken = randomBytes(16).toString('hex')
        deviceTokens.set(deviceToken, { deviceId })
        pendingLogins.set(deviceId, { email, stage: 'device' })
        p.inbox.send({
          to: email,
          kind: 'device-approval',
          subject: 'Approve a new device',
          link: p.deviceLink(deviceToken),
        })
        return { action: 'VERIFY_DEVICE' as const }
      }
      sendLoginCode(deviceId, email)
      return { action: 'VERIFY_OTP' as const }
    },

    /** CONNECT_DEVICE: resolves once the device link was opened, then mails a login code. */
    async connectDevice(deviceId: string, signal: AbortSignal): Promise<void> {
      const pending = pendingLogins.get(deviceId)
      if (!pending) throw new FrameRequestError(LOGIN_TEXTS.noLogin)
      if (pending.stage === 'device') {
        await new Promise<void>((resolve, reject) => {
          const waiters = deviceWaiters.get(deviceId) ?? new Set()
          const done = () => {
            waiters.delete(done)
            resolve()
          }
          waiters.add(done)
          deviceWaiters.set(deviceId, waiters)
          signal.addEventListener('abort', () => {
            waiters.delete(done)
            reject(signal.reason)
          })
        })
      }
      const email = pendingLogins.get(deviceId)?.email ?? pending.email
      sendLoginCode(deviceId, email)
    },

    /** The device-approval link: trusts the device for its user. False for an unknown or used token. */
    approveDevice(deviceToken: string): boolean {
      const entry = deviceTokens.get(deviceToken)
      if (!entry) return false
      deviceTokens.delete(deviceToken)
      const pending = pendingLogins.get(entry.deviceId)
      const user = pending && userByEmail(pending.email)
      if (!pending || !user) return false
      if (!user.devices.includes(entry.deviceId)) user.devices.push(entry.deviceId)
      p.changed()
      pending.stage = 'code'
      for (const wake of [...(deviceWaiters.get(entry.deviceId) ?? [])]) wake()
      return true
    },

    /** CONNECT_OTP: the code is right ⇒ the user (made now if new), the device trusted and a session token. */
    async connectOtp(deviceId: string, otp: string): Promise<{ token: string }> {
      const pending = pendingLogins.get(deviceId)
      if (pending?.stage === 'device') throw new FrameRequestError(LOGIN_TEXTS.deviceNotApproved)
      checkCode(pending?.code, otp, () => pendingLogins.delete(deviceId))
      const { email } = pending as PendingLogin
      pendingLogins.delete(deviceId)
      const user = userByEmail(email) ?? (await createUser(deviceId, { email }))
      return { token: startSession(user, deviceId) }
    },

    /**
     * A social or Farcaster login the provider confirmed: the user of that provider account (made
     * now if new), the device trusted and a session token.
     */
    async socialLogin(deviceId: string, identity: SocialIdentity) {
      const social = { provider: identity.provider, subject: identity.subject, userName: identity.userName }
      let user = Object.values(p.state.users).find(
        (u) => u.social?.provider === identity.provider && u.social.subject === identity.subject,
      )
      if (user) user.social = social
      else
        user = await createUser(deviceId, {
          social,
          ...(identity.email && !userByEmail(identity.email) ? { email: identity.email } : {}),
        })
      return { token: startSession(user, deviceId), user, userName: identity.userName }
    },

    /** The session and its user, or 'Not signed in'. */
    requireSession(token: string | undefined): { session: StoredSession; user: StoredUser } {
      const session = liveSession(token)
      const user = session && p.state.users[session.userId]
      if (!session || !user) throw new FrameRequestError(LOGIN_TEXTS.notSignedIn)
      return { session, user }
    },

    isConnected: (token: string | undefined) => liveSession(token) !== undefined,

    /** The user's Solana seed, made (and kept) now for a user from before Solana was added. */
    solanaSeed(user: StoredUser): string {
      if (!user.solanaSeed) {
        user.solanaSeed = newSolanaSeed()
        p.changed()
      }
      return user.solanaSeed
    },

    signOut(token: string | undefined) {
      if (token && p.state.sessions[token]) {
        delete p.state.sessions[token]
        p.changed()
      }
    },

    setAccountType(session: StoredSession, accountType: 'eoa' | 'smartAccount') {
      session.accountType = accountType
      p.changed()
    },

    setChain(session: StoredSession, chainId: number) {
      session.chainId = chainId
      p.changed()
    },

    /** UPDATE_EMAIL: a code to the current address and one to the new one. */
    updateEmail(token: string | undefined, rawEmail: string) {
      const { user } = this.requireSession(token)
      if (!user.email) throw new FrameRequestError(LOGIN_TEXTS.noEmail)
      const newEmail = rawEmail.toLowerCase()
      if (newEmail === user.email) throw new FrameRequestError(LOGIN_TEXTS.sameEmail)
      if (userByEmail(newEmail)) throw new FrameRequestError(LOGIN_TEXTS.emailInUse)
      const update: PendingUpdate = { newEmail, primary: newCode(), secondary: newCode(), primaryDone: false }
      pendingUpdates.set(user.id, update)
      p.inbox.send({
        to: user.email,
        kind: 'update-primary-code',
        subject: 'Confirm the change of your e-mail',
        code: update.primary.code,
      })
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },

    updateEmailPrimary(token: string | undefined, otp: string) {
      const { user } = this.requireSession(token)
      const update = pendingUpdates.get(user.id)
      checkCode(update?.primary, otp, () => pendingUpdates.delete(user.id))
      const confirmed = update as PendingUpdate
      confirmed.primaryDone = true
      p.inbox.send({
        to: confirmed.newEmail,
        kind: 'update-secondary-code',
        subject: 'Confirm your new e-mail',
        code: confirmed.secondary.code,
      })
    },

    updateEmailSecondary(token: string | undefined, otp: string) {
      const { user } = this.requireSession(token)
      const update = pendingUpdates.get(user.id)
      if (update && !update.primaryDone) throw new FrameRequestError(LOGIN_TEXTS.primaryFirst)
      checkCode(update?.secondary, otp, () => pendingUpdates.delete(user.id))
      const { newEmail } = update as PendingUpdate
      if (userByEmail(newEmail)) throw new FrameRequestError(LOGIN_TEXTS.emailInUse)
      pendingUpdates.delete(user.id)
      user.email = newEmail
      p.changed()
      return { newEmail }
    },
  }
}

export type Logins = ReturnType<typeof createLogins>
