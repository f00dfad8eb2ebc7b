import { useCallback } from 'react'
import { loadModalRoot } from '../shell/lazyShell.js'

/**
 * Starts loading the modal's code when the pointer or focus reaches an entry button, so the
 * dialog usually shows at once on click while the first paint still carries none of it.
 */
export function usePrefetchShell(): () => void {
  return useCallback(() => {
    void loadModalRoot().catch(() => undefined)
  }, [])
}
