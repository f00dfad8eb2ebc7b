import { type RefObject, useLayoutEffect, useRef, useState } from 'react'
import type { ConnectButtonProps } from '../context/liveParts.js'
import type { PendingPortico } from '../context/PendingPortico.js'
import { usePorticoContext } from '../context/usePorticoContext.js'
import en from '../locales/buttonsEn.js'
import { SCOPE_ATTRIBUTE, THEME_ATTRIBUTE } from '../theme/css.js'
import { PorticoStyle } from '../theme/PorticoStyle.js'
import { entryButtonClass, entryButtonCss } from './entryButtonCss.js'

/**
 * ConnectButton while the provider's instance loads: the same button, English label, the
 * provider's initial theme. Reaching it starts the load at once; a click opens the modal as soon
 * as the instance is there (the label says it is connecting meanwhile). The live button that
 * replaces it takes over its focus.
 */
export function ConnectButtonPlaceholder({
  pending,
  namespace,
  label,
  className,
}: ConnectButtonProps & { pending: PendingPortico }) {
  const [waiting, setWaiting] = useState(false)
  const ref = useRef<HTMLButtonElement>(null)
  // Runs as React removes the placeholder, before the live button mounts in the same commit.
  useLayoutEffect(() => {
    const button = ref.current
    return () => {
      if (button && button.ownerDocument.activeElement === button) pending.handoff.focus = true
    }
  }, [pending])
  const load = () => void pending.load().catch(() => undefined)
  const open = () => {
    setWaiting(true)
    pending
      .openWhenReady(namespace ? { namespace } : undefined)
      .catch(() => undefined)
      .finally(() => setWaiting(false))
  }
  return (
    <>
      <PorticoStyle href="entry-buttons" css={entryButtonCss} />
      <button
        ref={ref}
        {...{ [SCOPE_ATTRIBUTE]: pending.scopeId, [THEME_ATTRIBUTE]: pending.theme.mode }}
        lang="en"
        type="button"
        className={entryButtonClass('portico-connect-button', className)}
        aria-busy={waiting || undefined}
        onPointerEnter={load}
        onFocus={load}
        onClick={open}
      >
        {waiting ? en['ui.button.connecting'] : (label ?? en['ui.button.connect'])}
      </button>
    </>
  )
}

/** Focuses the live entry button on mount when the placeholder it replaces had focus. */
export function useFocusFromPlaceholder(ref: RefObject<HTMLButtonElement | null>): void {
  const { handoff } = usePorticoContext('useFocusFromPlaceholder')
  useLayoutEffect(() => {
    if (!handoff.focus) return
    handoff.focus = false
    ref.current?.focus()
  }, [handoff, ref])
}
