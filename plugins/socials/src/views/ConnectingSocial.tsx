import { emailAuthTokens } from '@portico/plugin-email-auth'
import { Button, Spinner, Text, usePortico, useRouter, useT } from '@portico/ui'
import { useEffect, useRef, useState } from 'react'
import { SOCIAL_NAMES } from '../core/constants.js'
import { popupBlocked, popupClosed, untrustedOrigin } from '../core/messages.js'
import { openLoginPopup, startPopupLogin } from '../core/popupLogin.js'
import flowEn from '../locales/flowEn.js'
import { socialsTokens } from '../tokens.js'

export const englishTexts = flowEn

type Flow = { attempt: number; cancel: () => void; cancelTimer?: ReturnType<typeof setTimeout> }

/**
 * ConnectingSocial: waits for the popup the click opened (its window is the account's
 * popup, kept in the plugin's `socialsTokens.popup`). A closed popup shows 'Popup closed' and goes back one view; a failure shows in
 * place with Try again (which opens a new popup in its click); success closes the modal.
 * Leaving the view closes the popup.
 */
export default function ConnectingSocial() {
  const t = useT()
  const portico = usePortico()
  const { data } = useRouter<'ConnectingSocial'>()
  const provider = data?.provider ?? 'google'
  const name = SOCIAL_NAMES[provider]
  const [failure, setFailure] = useState<string>()
  const [connecting, setConnecting] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const flow = useRef<Flow | undefined>(undefined)
  const live = useRef(true)
  const handle = portico.resolve(emailAuthTokens.handle)
  const holder = portico.resolve(socialsTokens.popup)

  useEffect(() => {
    live.current = true
    // React's strict mode unmounts and mounts again at once: the same attempt keeps its popup.
    if (flow.current?.attempt === attempt) {
      clearTimeout(flow.current.cancelTimer)
    } else {
      const popup = holder.current
      if (!popup) {
        portico.router.back()
        return
      }
      setFailure(undefined)
      setConnecting(false)
      portico.events.emit('socials:login', { stage: 'started', provider })
      const login = startPopupLogin({
        window,
        popup,
        provider,
        log: portico.log,
        wallet: async () => {
          const runtime = await handle.load()
          return {
            secureSiteOrigin: runtime.secureSiteOrigin,
            socialRedirectUri: (social) => runtime.socialRedirectUri(social),
            connectSocial: async (uri, social) => {
              if (live.current) setConnecting(true)
              await runtime.connectSocial(uri, social)
            },
          }
        },
        onUntrusted: (origin) =>
          portico.events.emit('socials:login', {
            stage: 'error',
            provider,
            message: `${untrustedOrigin}: ${origin}`,
          }),
      })
      flow.current = { attempt, cancel: login.cancel }
      void login.outcome.then((outcome) => {
        if (holder.current === popup) holder.current = undefined
        if (outcome.kind === 'cancelled')
          return portico.events.emit('socials:login', { stage: 'canceled', provider })
        if (outcome.kind === 'closed') {
          portico.events.emit('socials:login', { stage: 'canceled', provider })
          portico.notifications.error(popupClosed)
          if (live.current) portico.router.back()
          return
        }
        if (outcome.kind === 'failed') {
          portico.events.emit('socials:login', { stage: 'error', provider, message: outcome.message })
          if (live.current) {
            setConnecting(false)
            setFailure(outcome.message)
          }
          return
        }
        portico.events.emit('socials:login', { stage: 'success', provider })
        if (!live.current) return
        if (portico.options.embedded) portico.router.reset('Account')
        else portico.modal.close()
      })
    }
    return () => {
      live.current = false
      const current = flow.current
      if (current) current.cancelTimer = setTimeout(() => current.cancel(), 0)
    }
  }, [attempt, portico, provider, handle, holder])

  const retry = () => {
    const popup = openLoginPopup(window, handle.secureSiteUrl)
    if (!popup) return setFailure(popupBlocked)
    holder.current = popup
    setAttempt((n) => n + 1)
  }

  if (failure)
    return (
      <section className="portico-stack" aria-labelledby="portico-social-title">
        <Text as="h2" variant="title" id="portico-social-title">
          {t('socials.popup.title', { name })}
        </Text>
        <Text tone="error" role="alert">
          {failure}
        </Text>
        <Button fullWidth onClick={retry}>
          {t('socials.retry')}
        </Button>
      </section>
    )

  return (
    <section className="portico-stack" aria-labelledby="portico-social-title" aria-busy="true">
      <Text as="h2" variant="title" id="portico-social-title">
        {t('socials.popup.title', { name })}
      </Text>
      <Text tone="muted" role="status">
        {connecting ? t('socials.connecting') : t('socials.popup.text', { name })}
      </Text>
      <Spinner />
    </section>
  )
}
