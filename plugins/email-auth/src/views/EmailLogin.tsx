import { Button, Spinner, Text, usePortico, useRouter, useT } from '@portico/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { EmailForm } from './EmailForm.js'
import { OtpForm } from './OtpForm.js'
import { messageOf, useMounted, useRuntime } from './useRuntime.js'

type Step = 'email' | 'sending' | 'otp' | 'device' | 'connecting'

/**
 * EmailLogin (spec 2): sends the e-mail (30 s throttle), then the one-time code (VERIFY_OTP), the
 * device approval wait (VERIFY_DEVICE, then a code) or connects at once (CONNECT). Errors show in
 * place; the resend button goes through the same throttle.
 */
export default function EmailLogin() {
  const t = useT()
  const portico = usePortico()
  const runtime = useRuntime()
  const { data } = useRouter<'EmailLogin'>()
  const [email, setEmail] = useState(data?.email ?? '')
  const [step, setStep] = useState<Step>(data?.email ? 'sending' : 'email')
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [busy, setBusy] = useState(false)
  const live = useRef(true)
  useMounted(live)
  const deviceWait = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => deviceWait.current?.abort(), [])

  const finish = useCallback(async () => {
    if (!runtime) return
    setStep('connecting')
    await runtime.finishLogin()
    if (!live.current) return
    if (portico.options.embedded) portico.router.reset('Account')
    else portico.modal.close()
  }, [runtime, portico])

  const send = useCallback(
    async (address: string, resend = false) => {
      if (!runtime) return
      setError(undefined)
      setNotice(undefined)
      if (!resend) setStep('sending')
      try {
        const action = await runtime.connectEmail(address)
        if (!live.current) return
        if (resend) setNotice(t('emailAuth.otp.resent'))
        if (action === 'CONNECT') return await finish()
        if (action === 'VERIFY_OTP') return setStep('otp')
        setStep('device')
        const wait = new AbortController()
        deviceWait.current = wait
        await runtime.connectDevice(wait.signal)
        if (live.current) setStep('otp')
      } catch (failure) {
        if (!live.current) return
        setError(messageOf(failure))
        if (!resend) setStep(step === 'otp' ? 'otp' : 'email')
      }
    },
    [runtime, finish, t, step],
  )

  const started = useRef(false)
  useEffect(() => {
    if (runtime && data?.email && !started.current) {
      started.current = true
      void send(data.email)
    }
  }, [runtime, data?.email, send])

  const verify = async (otp: string) => {
    if (!runtime) return
    setBusy(true)
    setError(undefined)
    try {
      await runtime.connectOtp(otp)
      await finish()
    } catch (failure) {
      if (live.current) {
        setError(messageOf(failure))
        setStep('otp')
      }
    } finally {
      if (live.current) setBusy(false)
    }
  }

  if (step === 'email')
    return (
      <section className="portico-stack" aria-label={t('emailAuth.view.login')}>
        <EmailForm
          label={t('emailAuth.email.label')}
          submitLabel={t('emailAuth.email.submit')}
          initial={email}
          error={error}
          onIntent={() => runtime?.preload()}
          onSubmit={(value) => {
            setEmail(value)
            void send(value)
          }}
        />
      </section>
    )

  if (step === 'otp')
    return (
      <section className="portico-stack" aria-labelledby="portico-email-otp-title">
        <Text as="h2" variant="title" id="portico-email-otp-title">
          {t('emailAuth.otp.title')}
        </Text>
        <Text tone="muted">{t('emailAuth.otp.sent', { email })}</Text>
        <OtpForm onSubmit={(otp) => void verify(otp)} error={error} busy={busy} />
        <Button variant="ghost" fullWidth onClick={() => void send(email, true)}>
          {t('emailAuth.otp.resend')}
        </Button>
        {notice ? (
          <Text tone="muted" variant="small" role="status">
            {notice}
          </Text>
        ) : null}
      </section>
    )

  if (step === 'device')
    return (
      <section className="portico-stack" aria-labelledby="portico-email-device-title" aria-busy="true">
        <Text as="h2" variant="title" id="portico-email-device-title">
          {t('emailAuth.device.title')}
        </Text>
        <Text tone="muted" role="status">
          {t('emailAuth.device.text', { email })}
        </Text>
        <Spinner />
      </section>
    )

  return (
    <section className="portico-stack" aria-busy="true">
      <Spinner />
      <Text tone="muted" align="center" role="status">
        {t(step === 'sending' ? 'emailAuth.sending' : 'emailAuth.connecting')}
      </Text>
    </section>
  )
}
