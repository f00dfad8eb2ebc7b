import type { Portico } from '@portico/kernel'
import { emailAuthTokens } from '@portico/plugin-email-auth'
import * as z from 'zod/mini'
import { type PopupSocial, RESULT_URI_PARAM, SOCIALS } from '../providers.js'
import { PENDING_PROVIDER_KEY } from './constants.js'
import { failedToInitiate, untrustedOrigin } from './messages.js'
import { resultError } from './popupLogin.js'

const pendingSchema = z.enum(SOCIALS.filter((s) => s !== 'farcaster') as [PopupSocial, ...PopupSocial[]])

/**
 * Puts the page to return to into the OAuth `state` (API-FACTS 6: `--<encoded url>` appended; inside
 * `provider_authorization_url` when the address is a magic.link wrapper).
 *
 * @example
 * withReturnUrl('https://oauth.example/authorize?state=abc', 'https://app.example/')
 * // 'https://oauth.example/authorize?state=abc--https%3A%2F%2Fapp.example%2F'
 */
export function withReturnUrl(uri: string, returnUrl: string): string {
  const url = new URL(uri)
  if (url.hostname === 'auth.magic.link') {
    const inner = url.searchParams.get('provider_authorization_url')
    if (inner) url.searchParams.set('provider_authorization_url', withReturnUrl(inner, returnUrl))
    return url.toString()
  }
  const state = url.searchParams.get('state') ?? ''
  url.searchParams.set('state', `${state}--${encodeURIComponent(returnUrl)}`)
  return url.toString()
}

/**
 * The Telegram mini-app variant (no popup): the page itself goes to the provider and comes back
 * with `?result_uri=`. The provider is remembered until then.
 */
export async function startRedirectLogin(portico: Portico, provider: PopupSocial, win: Window = window) {
  const runtime = await portico.resolve(emailAuthTokens.handle).load()
  const uri = await runtime.socialRedirectUri(provider).catch(() => '')
  if (!uri) throw new Error(failedToInitiate)
  portico.storage.write(PENDING_PROVIDER_KEY, provider)
  portico.events.emit('socials:login', { stage: 'started', provider })
  win.open(withReturnUrl(uri, win.location.href), '_top')
}

/**
 * Back from the provider in a Telegram mini app: takes `?result_uri=` off the address, accepts it
 * only from the secure site's origin and connects with it (API-FACTS 6).
 */
export async function finishRedirectLogin(portico: Portico, win: Window = window) {
  const url = new URL(win.location.href)
  const resultUri = url.searchParams.get(RESULT_URI_PARAM)
  url.searchParams.delete(RESULT_URI_PARAM)
  win.history.replaceState(win.history.state, '', url)
  const provider = portico.storage.read(PENDING_PROVIDER_KEY, pendingSchema)
  portico.storage.remove(PENDING_PROVIDER_KEY)
  if (!resultUri || !provider) return
  const handle = portico.resolve(emailAuthTokens.handle)
  const fail = (message: string) => {
    portico.events.emit('socials:login', { stage: 'error', provider, message })
    portico.notifications.error(message)
  }
  let origin = ''
  try {
    origin = new URL(resultUri).origin
  } catch {
    // not an address: refused below like a foreign one
  }
  if (origin !== new URL(handle.secureSiteUrl).origin) {
    portico.log.warn(`${untrustedOrigin}: ignored a social login result from ${origin || resultUri}`)
    return fail(untrustedOrigin)
  }
  const error = resultError(resultUri)
  if (error) return fail(error)
  try {
    const runtime = await handle.load()
    await runtime.connectSocial(resultUri, provider)
    portico.events.emit('socials:login', { stage: 'success', provider })
  } catch (failure) {
    fail(failure instanceof Error ? failure.message : String(failure))
  }
}
