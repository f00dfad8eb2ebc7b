import type { Logger } from '@portico/kernel'
import * as z from 'zod/mini'
import type { PopupSocial } from '../providers.js'
import { POPUP, POPUP_CLOSED_CHECK_MS } from './constants.js'
import { failedToInitiate, untrustedOrigin } from './messages.js'

/** What the secure site posts to the opener when the provider sent the visitor back (API-FACTS 6). */
const resultSchema = z.object({ resultUri: z.string().check(z.minLength(1), z.maxLength(4096)) })

/**
 * Opens the login popup on the secure site. Must run synchronously in the click (a browser blocks
 * a popup opened after an await). Null when the browser blocked it.
 */
export function openLoginPopup(win: Window, secureSiteUrl: string): Window | null {
  const { name, width, height } = POPUP
  return win.open(
    `${secureSiteUrl.replace(/\/$/, '')}/loading`,
    name,
    `width=${width},height=${height},scrollbars=yes`,
  )
}

/**
 * The provider's error in a result address (`?error=access_denied&error_description=…`), or
 * undefined when the login succeeded. API-FACTS 6: a result with `error=` failed.
 */
export function resultError(resultUri: string): string | undefined {
  if (!resultUri.includes('error=')) return undefined
  let params: URLSearchParams
  try {
    params = new URL(resultUri).searchParams
  } catch {
    return resultUri.slice(resultUri.indexOf('error=') + 'error='.length)
  }
  return params.get('error_description') || params.get('error') || undefined
}

export type PopupLoginOutcome =
  | { kind: 'connected' }
  | { kind: 'closed' }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' }

export type PopupLoginDependencies = {
  window: Window
  popup: Window
  provider: PopupSocial
  log: Pick<Logger, 'warn'>
  /** The embedded wallet: the redirect address, the result's connection, the trusted origin. */
  wallet: () => Promise<{
    secureSiteOrigin: string
    socialRedirectUri(provider: PopupSocial): Promise<string>
    connectSocial(uri: string, provider: PopupSocial): Promise<void>
  }>
  /** A result that came from another origin (ignored; the caller reports it). */
  onUntrusted?: (origin: string) => void
  closedCheckMs?: number
}

/**
 * The popup round trip (spec 4 "Social login", API-FACTS 6): asks the frame for the provider's
 * address, points the popup there, checks every second whether it was closed, and takes the
 * result only from the secure site's origin; then connects through the embedded wallet.
 * `cancel()` (the visitor left the view) closes the popup and settles with `cancelled`.
 */
export function startPopupLogin(d: PopupLoginDependencies) {
  let settle: (outcome: PopupLoginOutcome) => void = () => {}
  const outcome = new Promise<PopupLoginOutcome>((resolve) => {
    settle = resolve
  })
  let done = false
  let accepted = false
  let poll: ReturnType<typeof setInterval> | undefined
  let onMessage: ((event: MessageEvent) => void) | undefined

  const finish = (result: PopupLoginOutcome, closePopup = true) => {
    if (done) return
    done = true
    clearInterval(poll)
    if (onMessage) d.window.removeEventListener('message', onMessage)
    if (closePopup && !d.popup.closed) d.popup.close()
    settle(result)
  }

  void (async () => {
    let wallet: Awaited<ReturnType<PopupLoginDependencies['wallet']>>
    let uri = ''
    try {
      wallet = await d.wallet()
      uri = await wallet.socialRedirectUri(d.provider)
    } catch (error) {
      d.log.warn('Getting the social login address failed', error)
      return finish({ kind: 'failed', message: failedToInitiate })
    }
    if (done) return
    if (!uri) return finish({ kind: 'failed', message: failedToInitiate })
    try {
      d.popup.location.href = uri
    } catch (error) {
      d.log.warn('Pointing the login popup at the provider failed', error)
      return finish({ kind: 'failed', message: failedToInitiate })
    }
    onMessage = (event: MessageEvent) => {
      const parsed = resultSchema.safeParse(event.data)
      if (!parsed.success || done || accepted) return
      if (event.origin !== wallet.secureSiteOrigin) {
        // Spec 5: only the secure site may hand over a login; anyone else is reported and ignored.
        d.log.warn(`${untrustedOrigin}: ignored a social login result from ${event.origin}`)
        d.onUntrusted?.(event.origin)
        return
      }
      const { resultUri } = parsed.data
      accepted = true
      clearInterval(poll)
      if (!d.popup.closed) d.popup.close()
      const error = resultError(resultUri)
      if (error) return finish({ kind: 'failed', message: error })
      wallet.connectSocial(resultUri, d.provider).then(
        () => finish({ kind: 'connected' }),
        (failure: unknown) =>
          finish({ kind: 'failed', message: failure instanceof Error ? failure.message : String(failure) }),
      )
    }
    d.window.addEventListener('message', onMessage)
    poll = setInterval(() => {
      if (d.popup.closed) finish({ kind: 'closed' }, false)
    }, d.closedCheckMs ?? POPUP_CLOSED_CHECK_MS)
  })()

  return {
    outcome,
    cancel: () => finish({ kind: 'cancelled' }),
  }
}
