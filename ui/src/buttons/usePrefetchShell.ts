import { useCallback } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { loadModalRoot, SHELL_MODULE } from '../shell/lazyShell.js'
import { loadModule } from '../shell/moduleLoader.js'

/**
 * Starts loading the modal's code when the pointer or focus reaches an entry button, so the
 * dialog usually shows at once on click while the first paint still carries none of it.
 */
export function usePrefetchShell(): () => void {
  const { modules } = usePorticoContext('usePrefetchShell')
  return useCallback(() => {
    loadModule(modules, SHELL_MODULE, loadModalRoot)
  }, [modules])
}
