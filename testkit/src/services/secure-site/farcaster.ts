import { randomBytes } from 'node:crypto'
import { FrameRequestError, type Logins } from './logins.js'

/** The Farcaster app's stand-in page on the secure site (what the QR code opens). */
export const FARCASTER_PATH = '/farcaster/sign-in'

export const FARCASTER_TEXTS = {
  rejected: 'The sign-in was rejected in Farcaster',
  noChannel: 'No Farcaster sign-in in progress: get a link first',
} as const

type Channel = {
  deviceId: string
  status: 'pending' | 'approved' | 'rejected'
  userName?: string
  expiresAt: number
  wake: Set<() => void>
}

/**
 * Farcaster sign-in: GET_FARCASTER_URI opens a channel for the device and answers the link the QR
 * code shows; the stand-in page approves or rejects it with a Farcaster user name; CONNECT_FARCASTER
 * waits for that answer and signs the user in.
 */
export function createFarcasterLogins(p: { logins: Logins; secureSiteUrl: () => string; now: () => number }) {
  const channels = new Map<string, Channel>()
  const latest = new Map<string, string>()

  return {
    uri(deviceId: string): string {
      const token = randomBytes(18).toString('base64url')
      channels.set(token, { deviceId, status: 'pending', expiresAt: p.now() + 10 * 60_000, wake: new Set() })
      const previous = latest.get(deviceId)
      if (previous) channels.delete(previous)
      latest.set(deviceId, token)
      return `${p.secureSiteUrl()}${FARCASTER_PATH}?channel=${token}`
    },

    isOpen: (token: string) => {
      const channel = channels.get(token)
      return channel?.status === 'pending' && channel.expiresAt >= p.now()
    },

    /** The stand-in page's answer. False when the channel is unknown, answered or expired. */
    answer(token: string, decision: 'approve' | 'reject', userName: string): boolean {
      const channel = channels.get(token)
      if (channel?.status !== 'pending' || channel.expiresAt < p.now()) return false
      channel.status = decision === 'approve' ? 'approved' : 'rejected'
      if (decision === 'approve') channel.userName = userName
      for (const wake of [...channel.wake]) wake()
      return true
    },

    /** CONNECT_FARCASTER: resolves with the session once approved (held while pending). */
    async connect(deviceId: string, signal: AbortSignal) {
      const token = latest.get(deviceId)
      const channel = token ? channels.get(token) : undefined
      if (!token || !channel) throw new FrameRequestError(FARCASTER_TEXTS.noChannel)
      if (channel.status === 'pending')
        await new Promise<void>((resolve, reject) => {
          const done = () => {
            channel.wake.delete(done)
            resolve()
          }
          channel.wake.add(done)
          // The frame went away (the visitor left the view): the link dies with the wait.
          signal.addEventListener('abort', () => {
            channel.wake.delete(done)
            channels.delete(token)
            if (latest.get(deviceId) === token) latest.delete(deviceId)
            reject(signal.reason)
            for (const wake of [...channel.wake]) wake()
          })
        })
      // Another wait on this link ended it (the frame that asked went away).
      if (channel.status === 'pending') throw new FrameRequestError(FARCASTER_TEXTS.noChannel)
      channels.delete(token)
      latest.delete(deviceId)
      if (channel.status !== 'approved' || !channel.userName)
        throw new FrameRequestError(FARCASTER_TEXTS.rejected)
      return p.logins.socialLogin(deviceId, {
        provider: 'farcaster',
        subject: `farcaster|${channel.userName.toLowerCase()}`,
        userName: channel.userName,
        email: null,
      })
    },
  }
}

export type FarcasterLogins = ReturnType<typeof createFarcasterLogins>
