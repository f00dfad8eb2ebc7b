import { Button, Text, usePortico, useT } from '@portico/ui'
import { useEffect, useRef, useState } from 'react'
import { EmailForm } from './EmailForm.js'
import { OtpForm } from './OtpForm.js'
import { messageOf, useMounted, useRuntime } from './useRuntime.js'

type Step =
  | { name: 'email' }
  | { name: 'primary'; newEmail: string }
  | { name: 'secondary'; newEmail: string }
  | { name: 'done'; newEmail: string }

/**
 * UpdateEmailWallet (spec 2): the new e-mail, the code sent to the current one, then the code sent
 * to the new one; the new address shows once the secure site reports it (polled every 1 s).
 */
export default function UpdateEmailWallet() {
  const t = useT()
  const portico = usePortico()
  const runtime = useRuntime()
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const live = useRef(true)
  useMounted(live)
  // The e-mail-change poll stops when the visitor leaves the view.
  const poll = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => poll.current?.abort(), [])
  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setError(undefined)
    try {
      await work()
    } catch (failure) {
      if (live.current) setError(messageOf(failure))
    } finally {
      if (live.current) setBusy(false)
    }
  }

  if (!runtime) return null
  if (step.name === 'email')
    return (
      <section className="portico-stack" aria-label={t('emailAuth.view.update')}>
        <EmailForm
          label={t('emailAuth.update.label')}
          submitLabel={t('emailAuth.update.submit')}
          error={error}
          busy={busy}
          onSubmit={(newEmail) =>
            void run(async () => {
              const { action } = await runtime.updateEmail(newEmail)
              if (live.current)
                setStep(
                  action === 'VERIFY_PRIMARY_OTP'
                    ? { name: 'primary', newEmail }
                    : { name: 'secondary', newEmail },
                )
            })
          }
        />
      </section>
    )
  if (step.name === 'done')
    return (
      <section className="portico-stack">
        <Text role="status">{t('emailAuth.update.done', { email: step.newEmail })}</Text>
        <Button fullWidth onClick={() => portico.router.reset('Account')}>
          {t('emailAuth.update.back')}
        </Button>
      </section>
    )
  const primary = step.name === 'primary'
  return (
    <section className="portico-stack" aria-label={t('emailAuth.view.update')}>
      <Text tone="muted">
        {primary
          ? t('emailAuth.update.primary', { email: runtime.email() ?? '' })
          : t('emailAuth.update.secondary', { email: step.newEmail })}
      </Text>
      <OtpForm
        key={step.name}
        busy={busy}
        error={error}
        onSubmit={(otp) =>
          void run(async () => {
            if (primary) {
              await runtime.updateEmailPrimary(otp)
              if (live.current) setStep({ name: 'secondary', newEmail: step.newEmail })
            } else {
              poll.current = new AbortController()
              const newEmail = await runtime.updateEmailSecondary(otp, poll.current.signal)
              if (live.current) setStep({ name: 'done', newEmail })
            }
          })
        }
      />
    </section>
  )
}
