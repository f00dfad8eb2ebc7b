import type { Portico } from '@portico/kernel'
import type { ModuleCache } from '../context/moduleCache.js'
import { loadModalRoot, SHELL_MODULE } from './lazyShell.js'
import { loadModule } from './moduleLoader.js'

/**
 * Starts loading what showing `view` needs: the shell's code and the view's (each once per
 * instance; nothing for an unknown view). Opening and the entry buttons' intent both start here.
 * Resolves once both have loaded or failed.
 *
 * Only the instance's side imports this module (the overlays, and the entry buttons through the
 * instance's live parts): the import of the modal's bundle then sits in the instance's code, not
 * in the page's entry. The bundler can then tell that the instance is loaded whenever the bundle
 * is, and keeps the code both share in the instance's file instead of a file of its own.
 */
export function loadShellAndView(portico: Portico, cache: ModuleCache, view: string): Promise<unknown> {
  const load = portico.views.get(view)?.load
  return Promise.all(
    [
      loadModule(cache, SHELL_MODULE, () => loadModalRoot(portico)),
      load && loadModule(cache, view, load),
    ].map((entry) => entry?.status === 'loading' && entry.promise),
  )
}
