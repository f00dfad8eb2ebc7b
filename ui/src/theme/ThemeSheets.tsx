import type { Logger } from '@portico/kernel'
import { useMemo } from 'react'
import { baseCss } from './baseCss.js'
import { hashText, instanceThemeCss } from './css.js'
import { PorticoStyle } from './PorticoStyle.js'
import { sanitizeThemeVariables } from './tokens.js'

/**
 * The sheets themselves, for a scope and its overrides; also what a provider shows while its
 * instance loads (from `initialTheme`).
 */
export function ThemeSheets({
  scopeId,
  variables,
  log,
}: {
  scopeId: string
  variables: Readonly<Record<string, unknown>>
  /** Where rejected variables are reported (the instance's logger; none while it loads). */
  log?: Pick<Logger, 'warn'>
}) {
  const css = useMemo(() => {
    const { accepted, rejected } = sanitizeThemeVariables(variables)
    if (rejected.length)
      log?.warn(`Ignored theme variables (unknown token or unsafe value): ${rejected.join(', ')}`)
    return instanceThemeCss(scopeId, accepted)
  }, [scopeId, variables, log])
  return (
    <>
      <PorticoStyle href="base" css={baseCss} />
      {css && <PorticoStyle href={`theme-${scopeId}-${hashText(css)}`} css={css} />}
    </>
  )
}
