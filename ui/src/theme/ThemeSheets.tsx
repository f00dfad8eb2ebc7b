import { useMemo } from 'react'
import { baseCss } from './baseCss.js'
import { hashText, instanceThemeCss, sanitizeThemeVariables } from './css.js'
import { PorticoStyle } from './PorticoStyle.js'

/**
 * The sheets themselves, for a scope and its overrides; also what a provider shows while its
 * instance loads (from `initialTheme`).
 */
export function ThemeSheets({
  scopeId,
  variables,
  onRejected,
}: {
  scopeId: string
  variables: Readonly<Record<string, unknown>>
  onRejected?: (names: string[]) => void
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the warning follows the variables, not the callback's identity
  const css = useMemo(() => {
    const { accepted, rejected } = sanitizeThemeVariables(variables)
    if (rejected.length) onRejected?.(rejected)
    return instanceThemeCss(scopeId, accepted)
  }, [scopeId, variables])
  return (
    <>
      <PorticoStyle href="base" css={baseCss} />
      {css && <PorticoStyle href={`theme-${scopeId}-${hashText(css)}`} css={css} />}
    </>
  )
}
