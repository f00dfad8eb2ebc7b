import { Button, TextInput, useT } from '@portico/ui'
import { type FormEvent, useState } from 'react'

const SIX_DIGITS = /^\d{6}$/

/** A six-digit code field with its submit button; the parent runs the check and reports its error. */
export function OtpForm({
  onSubmit,
  error,
  busy,
}: {
  onSubmit: (otp: string) => void
  error: string | undefined
  busy: boolean
}) {
  const t = useT()
  const [otp, setOtp] = useState('')
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const code = otp.trim()
    if (!SIX_DIGITS.test(code)) return setInvalid(true)
    setInvalid(false)
    onSubmit(code)
  }
  return (
    <form className="portico-stack" onSubmit={submit} noValidate>
      <TextInput
        label={t('emailAuth.otp.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
        error={invalid ? t('emailAuth.otp.invalid') : error}
        autoFocus
      />
      <Button type="submit" fullWidth loading={busy}>
        {t('emailAuth.otp.submit')}
      </Button>
    </form>
  )
}
