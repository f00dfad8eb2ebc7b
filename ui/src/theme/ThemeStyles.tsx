import { usePorticoContext } from '../context/usePorticoContext.js'
import { useStore } from '../hooks/useStore.js'
import { ThemeSheets } from './ThemeSheets.js'

/** The shared theme sheet and this instance's overrides (`themeVariables`), scoped to its id. */
export function ThemeStyles() {
  const { portico, server, scopeId } = usePorticoContext('ThemeStyles')
  const variables = useStore(portico.theme, (s) => s.variables, { serverState: server.theme })
  return <ThemeSheets scopeId={scopeId} variables={variables} log={portico.log} />
}
