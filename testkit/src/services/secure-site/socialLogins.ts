import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { FrameRequestError, type Logins } from './logins.js'
import type { OAuthClient, OAuthProviderId } from './oauthProvider.js'

/** Where the provider sends the visitor back: a page of the secure site (in the popup). */
export const SOCIAL_CALLBACK_PATH = '/social/callback'

export const SOCIAL_TEXTS = {
  invalidResult: 'The social login result is not valid',
  expired: 'The social login has expired: start again',
  exchangeFailed: 'The provider did not confirm the login',
} as const

const userInfoSchema = z.object({
  sub: z.string().min(1),
  username: z.string().min(1),
  email: z.string().nullable(),
  provider: z.string(),
})

type PendingSocial = { deviceId: string; provider: OAuthProviderId; appOrigin: string; expiresAt: number }

/** What the callback page does: hand the result to the opener, or (Telegram) send the page back. */
export type CallbackAction =
  | { kind: 'post'; appOrigin: string; resultUri: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'invalid' }

/** The state's own part: a Telegram mini app appends `--<encoded return address>` (API-FACTS 6). */
const splitState = (state: string) => {
  const at = state.indexOf('--')
  return at < 0
    ? { id: state, returnUrl: undefined }
    : { id: state.slice(0, at), returnUrl: decodeURIComponent(state.slice(at + 2)) }
}

/**
 * Social login on the secure site: the provider's authorization address for a device
 * (GET_SOCIAL_REDIRECT_URI), the callback page's hand-over, and CONNECT_SOCIAL, which exchanges the
 * code with the provider (server to server, with the client secret) and signs the user in.
 */
export function createSocialLogins(p: {
  logins: Logins
  oauthUrl: string
  /** The secure site's registration with the provider. */
  client: () => OAuthClient
  secureSiteUrl: () => string
  now: () => number
}) {
  const pending = new Map<string, PendingSocial>()

  return {
    redirectUri(deviceId: string, provider: OAuthProviderId, appOrigin: string): string {
      // Hex, not base64url: a '-' in the state could form the '--' a Telegram return is appended
      // after, and the state would then be split in the wrong place (about 1 login in 25).
      const state = randomBytes(18).toString('hex')
      pending.set(state, { deviceId, provider, appOrigin, expiresAt: p.now() + 10 * 60_000 })
      const url = new URL(`${p.oauthUrl}/${provider}/authorize`)
      url.searchParams.set('client_id', p.client().clientId)
      url.searchParams.set('redirect_uri', p.client().redirectUri)
      url.searchParams.set('response_type', 'code')
      url.searchParams.set('state', state)
      return url.toString()
    },

    /** The callback page (in the popup, or the whole page in a Telegram mini app). */
    callback(url: URL): CallbackAction {
      const { id, returnUrl } = splitState(url.searchParams.get('state') ?? '')
      const entry = pending.get(id)
      if (!entry) return { kind: 'invalid' }
      const resultUri = `${p.secureSiteUrl()}${SOCIAL_CALLBACK_PATH}${url.search}`
      if (returnUrl === undefined) return { kind: 'post', appOrigin: entry.appOrigin, resultUri }
      let back: URL
      try {
        back = new URL(returnUrl)
      } catch {
        return { kind: 'invalid' }
      }
      // Only back to the app that started the login: never an open redirect.
      if (back.origin !== entry.appOrigin) return { kind: 'invalid' }
      back.searchParams.set('result_uri', resultUri)
      return { kind: 'redirect', location: back.toString() }
    },

    /** CONNECT_SOCIAL: the result address, once, from the device that started the login. */
    async connect(deviceId: string, uri: string) {
      let result: URL
      try {
        result = new URL(uri)
      } catch {
        throw new FrameRequestError(SOCIAL_TEXTS.invalidResult)
      }
      if (result.origin !== new URL(p.secureSiteUrl()).origin || result.pathname !== SOCIAL_CALLBACK_PATH)
        throw new FrameRequestError(SOCIAL_TEXTS.invalidResult)
      const { id } = splitState(result.searchParams.get('state') ?? '')
      const entry = pending.get(id)
      if (!entry || entry.deviceId !== deviceId) throw new FrameRequestError(SOCIAL_TEXTS.invalidResult)
      pending.delete(id)
      if (entry.expiresAt < p.now()) throw new FrameRequestError(SOCIAL_TEXTS.expired)
      const error = result.searchParams.get('error')
      if (error) throw new FrameRequestError(result.searchParams.get('error_description') || error)
      const code = result.searchParams.get('code')
      if (!code) throw new FrameRequestError(SOCIAL_TEXTS.invalidResult)
      const info = await exchange(code)
      if (info.provider !== entry.provider) throw new FrameRequestError(SOCIAL_TEXTS.exchangeFailed)
      return p.logins.socialLogin(deviceId, {
        provider: entry.provider,
        subject: info.sub,
        userName: info.username,
        email: info.email,
      })
    },
  }

  async function exchange(code: string) {
    const token = await fetch(`${p.oauthUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: p.client().clientId,
        client_secret: p.client().clientSecret,
        redirect_uri: p.client().redirectUri,
      }),
    })
    const tokenBody = z.object({ access_token: z.string() }).safeParse(await token.json().catch(() => null))
    if (!token.ok || !tokenBody.success) throw new FrameRequestError(SOCIAL_TEXTS.exchangeFailed)
    const info = await fetch(`${p.oauthUrl}/userinfo`, {
      headers: { authorization: `Bearer ${tokenBody.data.access_token}` },
    })
    const parsed = userInfoSchema.safeParse(await info.json().catch(() => null))
    if (!info.ok || !parsed.success) throw new FrameRequestError(SOCIAL_TEXTS.exchangeFailed)
    return parsed.data
  }
}

export type SocialLogins = ReturnType<typeof createSocialLogins>
