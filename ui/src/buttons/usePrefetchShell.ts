import { useCallback } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { loadShellAndView } from '../shell/moduleLoader.js'

/**
 * When the pointer or focus reaches an entry button: starts loading the modal's code (the shell
 * and the view opening would show) and lets the plugins ready that view (e.g. validate the wallets
 * announced so far), so the dialog usually shows at once on click while the first paint still
 * carries none of it. Once both are done, the dialog may render ahead, hidden (`prepared.onWarm`).
 */
export function usePrefetchShell(): () => void {
  const { portico, modules, prepared } = usePorticoContext('usePrefetchShell')
  return useCallback(() => {
    const code = loadShellAndView(portico, modules, portico.modal.defaultView())
    void Promise.all([code, portico.modal.prepare()]).then(() => {
      prepared.done = true
      prepared.onWarm?.(true)
    })
  }, [portico, modules, prepared])
}
