import type { Portico } from '@portico/kernel'

/**
 * The lazily loaded parts of the UI. These are code, not instance state; each instance tracks
 * what it has loaded in its provider's module cache.
 */
export const loadModalBundle = () => import('./modalBundle.js')
/**
 * focus-trap's module (focus-trap and tabbable, its own chunk). The trap activates only after the
 * dialog's first paint, so useFocusTrap requests it then, not with the bundle: on a click that
 * finds nothing loaded, its file would otherwise land and run between the files the wallet list
 * waits for and the list. Until it has loaded, the dialog's own Tab handler keeps focus inside.
 */
export const loadFocusTrap = () => import('focus-trap')
/** The bundle, once its English texts are in `portico`'s catalogue (before any shell part renders). */
const loadShell = (portico: Portico) =>
  loadModalBundle().then((bundle) => {
    bundle.addModalTexts(portico.i18n)
    return bundle
  })
export const loadModalRoot = (portico: Portico) =>
  loadShell(portico).then((bundle) => ({ default: bundle.ModalRoot }))
export const loadToastRegion = (portico: Portico) =>
  loadShell(portico).then((bundle) => ({ default: bundle.ToastRegion }))

/** Cache keys of the shell parts (view ids are the other keys). */
export const SHELL_MODULE = 'shell:modal-root'
export const TOAST_MODULE = 'shell:toast-region'
