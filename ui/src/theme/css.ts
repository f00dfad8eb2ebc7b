import type { ThemeValues } from './themes.js'
import { type TokenName, tokenNames } from './tokens.js'

/**
 * Every rule Portico emits is scoped under this attribute, so nothing styles the host page.
 * The value is the instance's scope id; `data-portico-theme` carries the mode.
 */
export const SCOPE_ATTRIBUTE = 'data-portico'
export const THEME_ATTRIBUTE = 'data-portico-theme'

/** `--a: 1; --b: 2;` from a token map. */
export function declarations(values: Readonly<Record<string, string>>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')
}

// A value may not leave its declaration or the <style> element it sits in (RainbowKit's rule).
const unsafeValue = /[;{}<>\\]|\/\*/

export type SanitizedVariables = { accepted: Record<string, string>; rejected: string[] }

/**
 * Keeps only known token names with values that cannot break out of a declaration; the app's
 * `themeVariables` are external input.
 */
export function sanitizeThemeVariables(variables: Readonly<Record<string, unknown>>): SanitizedVariables {
  const accepted: Record<string, string> = {}
  const rejected: string[] = []
  for (const [name, value] of Object.entries(variables)) {
    const known = (tokenNames as readonly string[]).includes(name)
    if (known && typeof value === 'string' && value.trim() && !unsafeValue.test(value)) {
      accepted[name as TokenName] = value.trim()
    } else rejected.push(name)
  }
  return { accepted, rejected }
}

/** The instance's overrides, scoped to its id; they beat the light and dark defaults. */
export function instanceThemeCss(scopeId: string, variables: Readonly<Record<string, string>>): string {
  if (Object.keys(variables).length === 0) return ''
  const scope = `[${SCOPE_ATTRIBUTE}="${scopeId}"]`
  return `${scope}, ${scope}[${THEME_ATTRIBUTE}] { ${declarations(variables)} }`
}

/** A short, stable hash so a stylesheet's `href` changes exactly when its text does. */
export function hashText(text: string): string {
  let hash = 5381
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0
  return (hash >>> 0).toString(36)
}

export type { ThemeValues }
