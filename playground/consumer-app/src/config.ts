/** What the server hands the page: the local services' URLs. */
export type AppConfig = {
  /** This response's Content-Security-Policy nonce, for the stylesheets. */
  nonce: string
  /**
   * `two`: a second Portico instance beside the first (the page at `/two`); `all`: one instance
   * with every feature plugin that works offline (`/all`).
   */
  page: AppPage
  apiUrl: string
  chains: { chainId: number; name: string; rpcUrl: string }[]
  /** The embedded wallet's secure site (the page at `/all` composes the e-mail wallet). */
  secureSiteUrl?: string
  /** The on-ramp provider stand-in (the page at `/all` composes the on-ramp). */
  onrampUrl?: string
}

export type AppPage = 'one' | 'two' | 'all'

export const CONFIG_ELEMENT_ID = 'app-config'

/** Reads the JSON block the server rendered (a data block, not a script: allowed by a strict CSP). */
export function readConfig(): AppConfig {
  const element = document.getElementById(CONFIG_ELEMENT_ID)
  if (!element?.textContent) throw new Error('the page has no app config')
  return JSON.parse(element.textContent) as AppConfig
}
