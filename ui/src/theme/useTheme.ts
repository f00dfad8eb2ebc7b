import type { ThemeMode } from '@portico/kernel'
import { useMemo } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { usePrefersDarkScheme } from '../hooks/usePrefersDarkScheme.js'
import { useStore } from '../hooks/useStore.js'
import type { TokenName } from './tokens.js'

export type UseThemeResult = {
  /** What the app chose: 'dark', 'light' or 'system'. */
  mode: ThemeMode
  /** What shows: 'system' resolved by the visitor's colour-scheme preference. */
  resolvedMode: 'dark' | 'light'
  /** The app's overrides of theme tokens (`--portico-…`). */
  variables: Readonly<Record<string, string>>
  setMode(mode: ThemeMode): void
  /** Merges overrides; a value of `undefined` removes one. */
  setVariables(variables: Partial<Record<TokenName, string | undefined>>): void
}

/**
 * Reads and changes this instance's theme at runtime.
 *
 * @example
 * const { resolvedMode, setMode, setVariables } = useTheme()
 * setMode(resolvedMode === 'dark' ? 'light' : 'dark')
 * setVariables({ '--portico-color-accent': '#ff5a1f' })
 */
export function useTheme(): UseThemeResult {
  const { portico, server } = usePorticoContext('useTheme')
  const theme = useStore(portico.theme, (s) => s, { serverState: server.theme })
  const prefersDark = usePrefersDarkScheme()
  return useMemo(
    () => ({
      mode: theme.mode,
      resolvedMode: theme.mode === 'system' ? (prefersDark ? 'dark' : 'light') : theme.mode,
      variables: theme.variables,
      setMode: (mode: ThemeMode) => portico.theme.setState({ mode }),
      setVariables: (update: Partial<Record<TokenName, string | undefined>>) =>
        portico.theme.setState((s) => {
          const variables: Record<string, string> = { ...s.variables }
          for (const [name, value] of Object.entries(update)) {
            if (value === undefined) delete variables[name]
            else variables[name] = value
          }
          return { ...s, variables }
        }),
    }),
    [portico, theme, prefersDark],
  )
}
