/**
 * The query-string switches of `ui-harness.html`, shared by the page (parsing) and the browser
 * tests (building URLs). Plain data: no DOM, no React.
 */
export type HarnessOptions = {
  theme?: 'light' | 'dark' | 'system'
  locale?: 'en' | 'de'
  /** Render the modal inline (`<PorticoModal />`) instead of as an overlay. */
  embedded?: boolean
  /** How the mock wallet answers connect: at once, refusing, failing, after 1.5 s, or never. */
  mock?: 'ok' | 'reject' | 'fail' | 'slow' | 'hang'
  /** Connect the mock wallet once the instance started. */
  connected?: boolean
  /** Base URL of the Blockchain API / catalogue emulator (`startApiEmulator`). */
  api?: string
  /** An accent colour override (`--portico-color-accent`). */
  accent?: string
  /** `ui({ preload })`: when the modal's code loads before the first open. */
  preload?: 'intent' | 'idle'
}

const themes = ['light', 'dark', 'system'] as const
const locales = ['en', 'de'] as const
const mocks = ['ok', 'reject', 'fail', 'slow', 'hang'] as const
const preloads = ['intent', 'idle'] as const

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value)

/** Reads the switches; anything unknown or malformed is ignored. */
export function parseHarnessOptions(search: string): HarnessOptions {
  const params = new URLSearchParams(search)
  const api = params.get('api')
  const accent = params.get('accent')
  return {
    theme: oneOf(themes, params.get('theme')),
    locale: oneOf(locales, params.get('locale')),
    embedded: params.get('embedded') === '1',
    mock: oneOf(mocks, params.get('mock')),
    connected: params.get('connected') === '1',
    api: api && /^http:\/\/127\.0\.0\.1:\d+$/.test(api) ? api : undefined,
    accent: accent && /^#[0-9a-f]{3,8}$/i.test(accent) ? accent : undefined,
    preload: oneOf(preloads, params.get('preload')),
  }
}

/** The query string for `options` (only the switches that are set). */
export function harnessQuery(options: HarnessOptions): string {
  const params = new URLSearchParams()
  if (options.theme) params.set('theme', options.theme)
  if (options.locale) params.set('locale', options.locale)
  if (options.embedded) params.set('embedded', '1')
  if (options.mock) params.set('mock', options.mock)
  if (options.connected) params.set('connected', '1')
  if (options.api) params.set('api', options.api)
  if (options.accent) params.set('accent', options.accent)
  if (options.preload) params.set('preload', options.preload)
  const query = params.toString()
  return query ? `?${query}` : ''
}
