/**
 * The lazily loaded parts of the UI. These are code, not instance state; each instance tracks
 * what it has loaded in its provider's module cache.
 */
export const loadModalBundle = () => import('./modalBundle.js')
export const loadModalRoot = () => loadModalBundle().then((bundle) => ({ default: bundle.ModalRoot }))
export const loadToastRegion = () => loadModalBundle().then((bundle) => ({ default: bundle.ToastRegion }))

/** Cache keys of the shell parts (view ids are the other keys). */
export const SHELL_MODULE = 'shell:modal-root'
export const TOAST_MODULE = 'shell:toast-region'
