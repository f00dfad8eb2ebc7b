import { Avatar, TextInput, useT } from '@portico/ui'
import { forwardRef } from 'react'

export type ReceiverFieldProps = {
  value: string
  profileName: string | undefined
  profileImageUrl: string | undefined
  profileLoading: boolean
  error: string | undefined
  onChange(value: string): void
  onBlur(): void
}

/** The receiver's address, with the name and avatar the identity lookup found for it. */
export const ReceiverField = forwardRef<HTMLInputElement, ReceiverFieldProps>(function ReceiverField(
  { value, profileName, profileImageUrl, profileLoading, error, onChange, onBlur },
  ref,
) {
  const t = useT()
  const known = Boolean(profileName || profileImageUrl)
  return (
    <TextInput
      ref={ref}
      label={t('send.form.receiver.label')}
      name="receiver"
      value={value}
      placeholder={t('send.form.receiver.placeholder')}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      error={error}
      hint={profileName ?? (profileLoading ? t('send.form.receiver.looking') : undefined)}
      leading={known ? <Avatar address={value.trim()} imageUrl={profileImageUrl} size={24} /> : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  )
})
