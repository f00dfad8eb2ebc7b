import { useMemo } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useStore } from '../hooks/useStore.js'
import { baseCss } from './baseCss.js'
import { hashText, instanceThemeCss, sanitizeThemeVariables } from './css.js'
import { PorticoStyle } from './PorticoStyle.js'

/** The shared theme sheet and this instance's overrides (`themeVariables`), scoped to its id. */
export function ThemeStyles() {
  const { portico, server, scopeId } = usePorticoContext('ThemeStyles')
  const variables = useStore(portico.theme, (s) => s.variables, { serverState: server.theme })
  const css = useMemo(() => {
    const { accepted, rejected } = sanitizeThemeVariables(variables)
    if (rejected.length)
      portico.log.warn(`Ignored theme variables (unknown token or unsafe value): ${rejected.join(', ')}`)
    return instanceThemeCss(scopeId, accepted)
  }, [portico, scopeId, variables])
  return (
    <>
      <PorticoStyle href="base" css={baseCss} />
      {css && <PorticoStyle href={`theme-${scopeId}-${hashText(css)}`} css={css} />}
    </>
  )
}
