import { useCallback, useMemo } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useStore } from './useStore.js'

/** Translates a catalogue key; `{name}` placeholders take `params`. Unknown keys come back as the key. */
export type Translate = (key: string, params?: Record<string, string | number>) => string

/**
 * The translate function of this instance. Its identity changes when the locale or a catalogue
 * changes, so components re-render with the new texts.
 *
 * @example
 * const t = useT()
 * <h2>{t('ui.connect.title')}</h2>
 */
export function useT(): Translate {
  const { portico, server } = usePorticoContext('useT')
  const version = useStore(portico.i18n, (s) => s.version, { serverState: server.i18n })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the cache key on purpose
  return useCallback<Translate>((key, params) => portico.i18n.t(key, params), [portico, version])
}

export type UseLocaleResult = {
  locale: string
  /** True while a lazily loaded catalogue is being fetched. */
  loading: boolean
  /** Every locale with messages or a loader. */
  locales: string[]
  /** Loads the locale's catalogues if needed, then switches; unknown locales fall back to English. */
  setLocale(locale: string): Promise<void>
}

/**
 * The current locale and a switch.
 *
 * @example
 * const { locale, setLocale } = useLocale()
 * <button onClick={() => setLocale(locale === 'de' ? 'en' : 'de')}>{locale}</button>
 */
export function useLocale(): UseLocaleResult {
  const { portico, server } = usePorticoContext('useLocale')
  const state = useStore(portico.i18n, (s) => s, { serverState: server.i18n })
  return useMemo(
    () => ({
      locale: state.locale,
      loading: state.loading,
      locales: portico.i18n.locales(),
      setLocale: (locale: string) => portico.i18n.setLocale(locale),
    }),
    [portico, state],
  )
}
