/**
 * The lazily loaded parts of the UI. These are code, not instance state; each instance tracks
 * what it has loaded in its provider's module cache.
 */
export const loadModalBundle = () =>
  // The dialog's focus trap (focus-trap and tabbable, a fifth of the bundle's code) activates
  // only after the first paint, so it is its own chunk, requested once the bundle has arrived:
  // the click then fetches, parses and runs less before the list shows, and the trap's file does
  // not take a connection from the files the list waits for. Requested here, not from inside the
  // bundle, so the bundler keeps the code shared by the instance and the bundle where it is.
  import('./modalBundle.js').then((bundle) => {
    loadFocusTrap().catch(() => undefined)
    return bundle
  })
/** focus-trap's module; useFocusTrap keeps Tab inside the dialog itself until it has loaded. */
export const loadFocusTrap = () => import('focus-trap')
export const loadModalRoot = () => loadModalBundle().then((bundle) => ({ default: bundle.ModalRoot }))
export const loadToastRegion = () => loadModalBundle().then((bundle) => ({ default: bundle.ToastRegion }))

/** Cache keys of the shell parts (view ids are the other keys). */
export const SHELL_MODULE = 'shell:modal-root'
export const TOAST_MODULE = 'shell:toast-region'
