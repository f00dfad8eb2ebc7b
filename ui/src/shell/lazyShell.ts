/**
 * The lazily loaded parts of the UI. These are code, not instance state; each instance tracks
 * what it has loaded in its provider's module cache.
 */
export const loadModalBundle = () => {
  // The dialog's focus trap (focus-trap and tabbable, a quarter of the bundle's code) activates
  // only after the first paint, so it is its own chunk, fetched beside the bundle: the click then
  // parses and runs less before the list shows. Requested here, not from inside the bundle, so
  // the bundler keeps the code shared by the instance and the bundle where it is.
  loadFocusTrap().catch(() => undefined)
  return import('./modalBundle.js')
}
/** focus-trap's module; useFocusTrap keeps Tab inside the dialog itself until it has loaded. */
export const loadFocusTrap = () => import('focus-trap')
export const loadModalRoot = () => loadModalBundle().then((bundle) => ({ default: bundle.ModalRoot }))
export const loadToastRegion = () => loadModalBundle().then((bundle) => ({ default: bundle.ToastRegion }))

/** Cache keys of the shell parts (view ids are the other keys). */
export const SHELL_MODULE = 'shell:modal-root'
export const TOAST_MODULE = 'shell:toast-region'
