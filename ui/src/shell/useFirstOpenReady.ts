import { useEffect, useState } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { SHELL_MODULE } from './lazyShell.js'
import type { LoadedModule } from './moduleLoader.js'
import { loadShellAndView } from './shellLoader.js'

/**
 * The longest the first open holds the dialog back (from opening) for the first view's code and
 * the plugins' `modal.prepare` work; after that it shows with its loading state. The shell's own
 * code is always awaited: there is nothing to show without it.
 */
export const FIRST_VIEW_WAIT_MS = 150

/**
 * Whether the modal may show for the first time: the shell's code has loaded (or failed), and the
 * first view's code and the plugins' preparation (validating the wallets announced so far) are
 * done or `FIRST_VIEW_WAIT_MS` have passed. Showing then renders the finished view in one pass,
 * instead of a loading state, an empty list and the list in three. When all of it finished before
 * the opening (started on intent), the dialog renders in the opening's own render, not a task later.
 */
export function useFirstOpenReady(wanted: boolean): boolean {
  const { portico, modules, prepared } = usePorticoContext('useFirstOpenReady')
  const [ready, setReady] = useState(() => modules.get(SHELL_MODULE)?.status === 'ready')
  if (wanted && !ready) {
    // Started in render, with the rest of the opening work (idempotent: each module loads once).
    loadShellAndView(portico, modules, portico.router.current.view)
  }
  const loadedNow =
    wanted &&
    !ready &&
    prepared.done &&
    modules.get(SHELL_MODULE)?.status === 'ready' &&
    modules.get(portico.router.current.view)?.status === 'ready'
  useEffect(() => {
    if (!wanted || ready) return
    if (loadedNow) {
      setReady(true)
      return
    }
    let live = true
    const view = portico.router.current.view
    const preparing = portico.modal.prepare().then(() => {
      prepared.done = true
    })
    const firstView = Promise.all([settled(modules.get(view)), preparing])
    const cap = new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS))
    void Promise.all([settled(modules.get(SHELL_MODULE)), Promise.race([firstView, cap])]).then(
      () => live && setReady(true),
    )
    return () => {
      live = false
    }
  }, [wanted, ready, loadedNow, portico, modules, prepared])
  return ready || loadedNow
}

/** Resolves once a module entry is no longer loading, whatever the outcome. */
function settled(entry: LoadedModule | undefined): Promise<unknown> | undefined {
  return entry?.status === 'loading' ? entry.promise.catch(() => undefined) : undefined
}
