import { createFocusTrap } from 'focus-trap'
import { type RefObject, useLayoutEffect, useState } from 'react'
import { afterNextPaint } from './afterNextPaint.js'

/**
 * Traps focus in the dialog while it is mounted: focus moves to the dialog itself (so a screen
 * reader announces its label first), Tab cycles inside, and on unmount focus returns to the
 * element that had it before (the opener). Escape and outside clicks are the shell's own
 * handlers, because they must honour "closing disabled".
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  // The opener is read when the dialog first renders, before any effect moved focus: under
  // StrictMode the trap is activated twice, and the second activation would find focus already
  // inside the dialog and "return" it there.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  )
  useLayoutEffect(() => {
    const element = ref.current
    if (!enabled || !element) return
    const trap = createFocusTrap(element, {
      initialFocus: element,
      fallbackFocus: element,
      escapeDeactivates: false,
      clickOutsideDeactivates: false,
      // Toasts and the overlay sit outside the dialog; their clicks must still reach them.
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      // focus-trap returns focus a task after deactivating. Without an opener (opened from code)
      // there is nothing to return to: focusing <body> then would only steal focus from whatever
      // the page focused meanwhile, and a node the page removed cannot take it.
      setReturnFocus: (previous) => {
        const target = opener?.isConnected ? opener : previous
        return typeof target === 'object' && target?.isConnected && target !== document.body ? target : false
      },
    })
    // Activating scans the dialog for tabbable elements, which forces a style and layout pass.
    // After the first paint that pass is cheap and off the frame that shows the dialog; until
    // then the dialog's own focus effect has already moved focus in (ModalDialog).
    let active = false
    const cancel = afterNextPaint(() => {
      active = true
      trap.activate()
    })
    // Deactivated in the layout cleanup, before React removes the dialog from the document.
    return () => {
      cancel()
      if (active) trap.deactivate()
      else if (element.contains(document.activeElement) && opener?.isConnected) opener.focus()
    }
  }, [ref, enabled, opener])
}
