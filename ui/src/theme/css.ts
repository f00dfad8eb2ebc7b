import type { ThemeValues } from './themes.js'

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
