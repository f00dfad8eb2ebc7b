import { Button, TextInput, useT } from '@portico/ui'
import { type FormEvent, useState } from 'react'
import { emailSchema } from '../core/emailSchema.js'

/** An e-mail field validated before anything is sent (spec 5: e-mails must be valid). */
export function EmailForm({
  label,
  submitLabel,
  onSubmit,
  onIntent,
  error,
  busy,
  initial = '',
}: {
  label: string
  submitLabel: string
  onSubmit: (email: string) => void
  /** The visitor turned to the field: a good moment to load the frame. */
  onIntent?: () => void
  error?: string | undefined
  busy?: boolean
  initial?: string
}) {
  const t = useT()
  const [email, setEmail] = useState(initial)
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!emailSchema.safeParse(value).success) return setInvalid(true)
    setInvalid(false)
    onSubmit(value)
  }
  return (
    <form className="portico-stack" onSubmit={submit} noValidate>
      <TextInput
        label={label}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={onIntent}
        error={invalid ? t('emailAuth.email.invalid') : error}
      />
      <Button type="submit" fullWidth loading={busy ?? false}>
        {submitLabel}
      </Button>
    </form>
  )
}
