import { createStore, type Store } from '../store/createStore.js'

export type Messages = Readonly<Record<string, string>>
export type MessagesLoader = () => Promise<Messages | { default: Messages }>

export type I18nState = { locale: string; loading: boolean; version: number }

export type I18n = Store<I18nState> & {
  /**
   * Adds a locale's messages, or a loader fetched when the locale is first chosen. A later text
   * for a key replaces the earlier one, except with `defaults`: then the messages only fill keys
   * that have no text yet, so a plugin's texts that load late never replace texts the app added
   * for the same keys before they arrived. A loader's texts, when its locale is chosen, fill only
   * keys without a text (of two loaders, the later one's win).
   */
  add(locale: string, messages: Messages | MessagesLoader, options?: { defaults?: boolean }): void
  /** Switches the locale, loading its messages first; unknown locales fall back to English. */
  setLocale(locale: string): Promise<void>
  /** The message for `key` in the current locale, then English, then the key; `{name}` is interpolated. */
  t(key: string, params?: Record<string, string | number>): string
  has(key: string): boolean
  locales(): string[]
}

export const FALLBACK_LOCALE = 'en'

/** Per-instance message catalogue: English bundled, other locales loaded lazily. */
export function createI18n({ onError }: { onError?: (error: unknown) => void } = {}): I18n {
  const loaded = new Map<string, Map<string, string>>()
  const loaders = new Map<string, MessagesLoader[]>()
  const store = createStore<I18nState>({ locale: FALLBACK_LOCALE, loading: false, version: 0 })

  // Keys asked for that the current locale lacked (answered in English or as the key): texts
  // added for them later change what is on screen; texts for keys nobody asked for do not.
  const missed = new Set<string>()

  /** Whether a new text for `key` in `target` could differ from what `t` has answered so far. */
  const isShown = (target: string, key: string) => {
    const current = store.getState().locale
    if (target === current) return missed.has(key) || Boolean(loaded.get(current)?.has(key))
    return target === FALLBACK_LOCALE && missed.has(key) && !loaded.get(current)?.has(key)
  }

  /**
   * Merges `messages` into `target` (with `keep`, only keys without a text); true when a text `t`
   * has answered (or missed) changed.
   */
  const merge = (target: string, messages: Messages, keep?: boolean): boolean => {
    const table = loaded.get(target) ?? new Map<string, string>()
    let shownChanged = false
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value !== 'string' || (keep ? table.has(key) : table.get(key) === value)) continue
      shownChanged ||= isShown(target, key)
      table.set(key, value)
    }
    loaded.set(target, table)
    return shownChanged
  }

  const bump = () => {
    missed.clear()
    store.setState((s) => ({ ...s, version: s.version + 1 }))
  }

  const i18n: I18n = {
    ...store,
    add(target, messages, options) {
      if (typeof messages === 'function') {
        loaders.set(target, [...(loaders.get(target) ?? []), messages])
        // A locale that is already active loads the late loader at once.
        if (store.getState().locale === target) void i18n.setLocale(target)
      } else {
        // Adding the texts a lazily loaded view brings re-renders nobody who could not see them.
        if (merge(target, messages, options?.defaults)) bump()
      }
    },
    // Choosing a locale is a visitor's act or an option: its code loads with the first call.
    async setLocale(target) {
      const { switchLocale } = await import('./switchLocale.js')
      return switchLocale(
        { loaded, loaders, missed, store, merge, onError, fallback: FALLBACK_LOCALE },
        target,
      )
    },
    t(key, params) {
      const own = loaded.get(store.getState().locale)?.get(key)
      if (own === undefined) missed.add(key)
      const text = own ?? loaded.get(FALLBACK_LOCALE)?.get(key) ?? key
      if (!params) return text
      return text.replace(/\{(\w+)\}/g, (match, name: string) =>
        name in params ? String(params[name]) : match,
      )
    },
    has(key) {
      const own = loaded.get(store.getState().locale)?.has(key)
      if (!own) missed.add(key)
      return own ?? loaded.get(FALLBACK_LOCALE)?.has(key) ?? false
    },
    locales() {
      return [...new Set([FALLBACK_LOCALE, ...loaded.keys(), ...loaders.keys()])]
    },
  }
  return i18n
}
