import { useLocale } from '@portico/ui'
import { saveSettings } from '../settings.js'

const LOCALES = [
  { locale: 'en', label: 'English' },
  { locale: 'de', label: 'Deutsch' },
] as const

/** The modal's language; German loads on first use. */
export function LocaleControl() {
  const { locale, loading, setLocale } = useLocale()
  return (
    <fieldset aria-busy={loading}>
      <legend>Language</legend>
      {LOCALES.map((option) => (
        <label key={option.locale} lang={option.locale}>
          <input
            type="radio"
            name="dapp-locale"
            value={option.locale}
            checked={locale === option.locale}
            onChange={() => {
              saveSettings(localStorage, { locale: option.locale })
              void setLocale(option.locale)
            }}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
