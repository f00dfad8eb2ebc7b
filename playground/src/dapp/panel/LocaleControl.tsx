import { useLocale } from '@portico/ui'
import { useState } from 'react'
import { saveSettings } from '../settings.js'

const LOCALES = [
  { locale: 'en', label: 'English' },
  { locale: 'de', label: 'Deutsch' },
] as const

/** The modal's language; German loads on first use. */
export function LocaleControl() {
  const { locale, loading, setLocale } = useLocale()
  // The choice shows at once; the locale itself changes once its catalogue has loaded.
  const [pending, setPending] = useState<string | undefined>()
  const shown = pending ?? locale
  return (
    <fieldset aria-busy={loading}>
      <legend>Language</legend>
      {LOCALES.map((option) => (
        <label key={option.locale} lang={option.locale}>
          <input
            type="radio"
            name="dapp-locale"
            value={option.locale}
            checked={shown === option.locale}
            onChange={() => {
              setPending(option.locale)
              saveSettings(localStorage, { locale: option.locale })
              void setLocale(option.locale).finally(() => setPending(undefined))
            }}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
