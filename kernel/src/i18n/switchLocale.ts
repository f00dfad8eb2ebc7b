import type { Store } from '../store/createStore.js'
import type { I18nState, Messages, MessagesLoader } from './createI18n.js'

/** What `switchLocale` reads and writes of one catalogue (createI18n.ts). */
export type LocaleState = {
  loaded: Map<string, Map<string, string>>
  loaders: Map<string, MessagesLoader[]>
  missed: Set<string>
  store: Store<I18nState>
  merge: (target: string, messages: Messages, keep?: boolean) => boolean
  onError: ((error: unknown) => void) | undefined
  /** The locale unknown ones fall back to (`FALLBACK_LOCALE`). */
  fallback: string
}

/**
 * `I18n.setLocale`: runs the locale's pending loaders, merges what they give and switches to it;
 * an unknown locale falls back to English. Loaded with the first switch.
 *
 * A loader's texts fill only keys without a text: plugins register their loaders when composed,
 * and an app's own texts for the locale, added as messages before the first switch, must not be
 * replaced by them when it comes. Of two loaders the later one wins, as with `add`.
 */
export async function switchLocale(
  { loaded, loaders, missed, store, merge, onError, fallback }: LocaleState,
  target: string,
): Promise<void> {
  const pending = loaders.get(target) ?? []
  if (pending.length === 0) {
    const known = loaded.has(target) || target === fallback
    missed.clear()
    store.setState((s) => ({ ...s, locale: known ? target : fallback, version: s.version + 1 }))
    return
  }
  loaders.delete(target)
  store.setState({ loading: true })
  const results = await Promise.allSettled(pending.map((load) => load()))
  for (const result of results.reverse()) {
    if (result.status === 'rejected') {
      onError?.(result.reason)
      continue
    }
    const value = result.value
    merge(
      target,
      'default' in value && typeof value.default === 'object'
        ? (value.default as Messages)
        : (value as Messages),
      true,
    )
  }
  missed.clear()
  store.setState((s) => ({
    locale: loaded.has(target) ? target : s.locale,
    loading: false,
    version: s.version + 1,
  }))
}
