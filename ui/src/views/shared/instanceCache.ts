import { createToken, type Portico } from '@portico/kernel'

/**
 * Per-kernel state of the views (the catalogue client, lazily built components, connects in
 * flight). It lives in the kernel's container, registered by the ui() plugin, so two instances on
 * one page never see each other's values and nothing is kept at module level.
 */
export const viewStateToken = createToken<Map<string, unknown>>('ui.view-state')

/** The app's legal links (`ui({ legal })`), shown beside Connect's consent checkbox. */
export const legalLinksToken = createToken<{ termsUrl?: string; privacyUrl?: string }>('ui.legal-links')

/** The value stored under `key` for this kernel, created by `create` on first use. */
export function instanceValue<T>(portico: Portico, key: string, create: () => T): T {
  const values = portico.resolve(viewStateToken)
  if (!values.has(key)) values.set(key, create())
  return values.get(key) as T
}
