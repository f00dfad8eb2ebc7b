import { useCallback } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'

/**
 * When the pointer or focus reaches an entry button: starts loading the modal's code (the shell
 * and the view opening would show) and lets the plugins ready that view (e.g. validate the wallets
 * announced so far), so the dialog usually shows at once on click while the first paint still
 * carries none of it. Once both are done, the dialog may render ahead, hidden (`prepared.onWarm`).
 */
export function usePrefetchShell(): () => void {
  const { portico, modules, prepared, parts } = usePorticoContext('usePrefetchShell')
  return useCallback(() => {
    // Through the instance's live parts (none under a headless instance, which has no modal).
    const code = parts?.loadShellAndView(portico, modules, portico.modal.defaultView())
    void Promise.all([code, portico.modal.prepare()]).then(() => {
      prepared.done = true
      prepared.onWarm?.(true)
    })
  }, [portico, modules, prepared, parts])
}
