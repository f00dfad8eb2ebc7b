import type { FocusTrap } from 'focus-trap'
import { type RefObject, useLayoutEffect, useRef } from 'react'
import { afterNextPaint } from './afterNextPaint.js'
import { loadFocusTrap } from './lazyShell.js'

/** Candidates Tab can reach before the trap is active (filtered by tab index and visibility). */
const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]'

/**
 * Traps focus in the dialog while it is mounted: focus moves to the dialog itself (so a screen
 * reader announces its label first), Tab cycles inside, and on unmount focus returns to the
 * element that had it before (the opener). Escape and outside clicks are the shell's own
 * handlers, because they must honour "closing disabled".
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  // The opener: what had focus when the dialog showed. Read here, in the layout effect, which runs
  // when the dialog shows, not at its first render: a dialog rendered ahead (hidden, once an
  // intent prepared it) renders while focus may still be on another entry button, and a dialog
  // kept hidden after closing keeps its state for the next opening. Under StrictMode the trap is
  // activated twice, and the second activation finds focus already inside the dialog: the opener
  // the first one read stays.
  const openerRef = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!enabled || !element) return
    const active = document.activeElement
    if (active instanceof HTMLElement && !element.contains(active)) openerRef.current = active
    const opener = openerRef.current
    // Until focus-trap is active (it loads beside the shell's code and activates after the first
    // paint), Tab and Shift+Tab cycle through the dialog's controls here, so a keyboard never
    // leaves the dialog. If focus-trap fails to load, this stays the trap.
    const keepTabInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return
      event.preventDefault()
      const items = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (item) => item.tabIndex >= 0 && !item.matches(':disabled') && (item.checkVisibility?.() ?? true),
      )
      const index = items.indexOf(document.activeElement as HTMLElement)
      const next =
        index === -1
          ? items[event.shiftKey ? items.length - 1 : 0]
          : items[(index + (event.shiftKey ? items.length - 1 : 1)) % items.length]
      ;(next ?? element).focus()
    }
    document.addEventListener('keydown', keepTabInside, true)
    let trap: FocusTrap | undefined
    let disposed = false
    // Activating scans the dialog for tabbable elements, which forces a style and layout pass.
    // After the first paint that pass is cheap and off the frame that shows the dialog; until
    // then the dialog's own focus effect has already moved focus in (ModalDialog).
    const cancel = afterNextPaint(() => {
      loadFocusTrap().then(
        ({ createFocusTrap }) => {
          if (disposed) return
          trap = createFocusTrap(element, {
            // Focus stays where it is when it is already inside (a Tab before the trap was ready).
            initialFocus: () =>
              document.activeElement instanceof HTMLElement && element.contains(document.activeElement)
                ? document.activeElement
                : element,
            fallbackFocus: element,
            escapeDeactivates: false,
            clickOutsideDeactivates: false,
            // Toasts and the overlay sit outside the dialog; their clicks must still reach them.
            allowOutsideClick: true,
            returnFocusOnDeactivate: true,
            // focus-trap returns focus a task after deactivating. Without an opener (opened from
            // code) there is nothing to return to: focusing <body> then would only steal focus
            // from whatever the page focused meanwhile, and a node the page removed cannot take it.
            setReturnFocus: (previous) => {
              const target = opener?.isConnected ? opener : previous
              return typeof target === 'object' && target?.isConnected && target !== document.body
                ? target
                : false
            },
          })
          trap.activate()
          document.removeEventListener('keydown', keepTabInside, true)
        },
        () => undefined,
      )
    })
    // Deactivated in the layout cleanup, before React removes the dialog from the document.
    return () => {
      disposed = true
      cancel()
      document.removeEventListener('keydown', keepTabInside, true)
      if (trap) trap.deactivate()
      else if (element.contains(document.activeElement) && opener?.isConnected) opener.focus()
    }
  }, [ref, enabled])
}
