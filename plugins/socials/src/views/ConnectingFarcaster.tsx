import type { EmailAuthRuntime } from '@portico/plugin-email-auth'
import { emailAuthTokens } from '@portico/plugin-email-auth'
import { Button, Link, QrCode, Spinner, Text, usePortico, useT } from '@portico/ui'
import { useEffect, useRef, useState } from 'react'
import { failedFarcaster } from '../core/messages.js'
import flowEn from '../locales/flowEn.js'

export const englishTexts = flowEn

type Step =
  | { kind: 'loading' }
  | { kind: 'waiting'; url: string }
  | { kind: 'connecting' }
  | { kind: 'failed' }

/**
 * ConnectingFarcaster (spec 2): the frame's Farcaster link as QR code and link, then waits for the
 * visitor's approval in the Farcaster app and connects ('Failed to connect to farcaster'
 * otherwise). Leaving the view with no address resets the link and reloads the auth connector.
 */
export default function ConnectingFarcaster() {
  const t = useT()
  const portico = usePortico()
  const [step, setStep] = useState<Step>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const live = useRef(true)
  const handle = portico.resolve(emailAuthTokens.handle)

  // biome-ignore lint/correctness/useExhaustiveDependencies: Try again (a new attempt) restarts the flow.
  useEffect(() => {
    live.current = true
    const abort = new AbortController()
    let runtime: EmailAuthRuntime | undefined
    setStep({ kind: 'loading' })
    void (async () => {
      try {
        runtime = await handle.load()
        const url = await runtime.farcasterUrl()
        if (abort.signal.aborted) return
        setStep({ kind: 'waiting', url })
        portico.events.emit('socials:login', { stage: 'started', provider: 'farcaster' })
        await runtime.connectFarcaster(abort.signal)
        portico.events.emit('socials:login', { stage: 'success', provider: 'farcaster' })
        if (!live.current) return
        if (portico.options.embedded) portico.router.reset('Account')
        else portico.modal.close()
      } catch (error) {
        if (abort.signal.aborted) return
        portico.log.debug('Farcaster login failed', error)
        portico.events.emit('socials:login', {
          stage: 'error',
          provider: 'farcaster',
          message: failedFarcaster,
        })
        if (live.current) setStep({ kind: 'failed' })
      }
    })()
    return () => {
      live.current = false
      abort.abort()
      // Spec 2: leaving with no address forgets the link and reloads the auth connector.
      if (!portico.wallet.getAccount('eip155').address) runtime?.resetFarcaster()
    }
  }, [attempt, portico, handle])

  if (step.kind === 'failed')
    return (
      <section className="portico-stack" aria-labelledby="portico-farcaster-title">
        <Text as="h2" variant="title" id="portico-farcaster-title">
          {t('socials.farcaster.title')}
        </Text>
        <Text tone="error" role="alert">
          {failedFarcaster}
        </Text>
        <Button fullWidth onClick={() => setAttempt((n) => n + 1)}>
          {t('socials.retry')}
        </Button>
      </section>
    )

  if (step.kind === 'waiting')
    return (
      <section className="portico-stack" aria-labelledby="portico-farcaster-title" aria-busy="true">
        <Text as="h2" variant="title" id="portico-farcaster-title">
          {t('socials.farcaster.title')}
        </Text>
        <Text tone="muted" role="status">
          {t('socials.farcaster.text')}
        </Text>
        <QrCode value={step.url} size={240} label={t('socials.farcaster.qr')} />
        <Link href={step.url} target="_blank" rel="noreferrer">
          {t('socials.farcaster.open')}
        </Link>
      </section>
    )

  return (
    <section className="portico-stack" aria-busy="true">
      <Spinner />
      <Text tone="muted" align="center" role="status">
        {t(step.kind === 'loading' ? 'socials.farcaster.loading' : 'socials.connecting')}
      </Text>
    </section>
  )
}
