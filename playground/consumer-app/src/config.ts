/** What the server hands the page: the local services' URLs. */
export type AppConfig = {
  /** This response's Content-Security-Policy nonce, for the stylesheets. */
  nonce: string
  /** `two`: a second Portico instance beside the first (the page at `/two`). */
  page: AppPage
  apiUrl: string
  chains: { chainId: number; name: string; rpcUrl: string }[]
}

export type AppPage = 'one' | 'two'

export const CONFIG_ELEMENT_ID = 'app-config'

/** Reads the JSON block the server rendered (a data block, not a script: allowed by a strict CSP). */
export function readConfig(): AppConfig {
  const element = document.getElementById(CONFIG_ELEMENT_ID)
  if (!element?.textContent) throw new Error('the page has no app config')
  return JSON.parse(element.textContent) as AppConfig
}
