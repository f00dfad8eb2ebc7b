import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useFlags } from '../hooks/useFlag.js'
import { useModal } from '../hooks/useModal.js'
import { ModalTitleContext } from '../hooks/useModalTitle.js'
import { usePortico } from '../hooks/usePortico.js'
import { useRouter } from '../hooks/useRouter.js'
import { AlertBar } from './AlertBar.js'
import { AnimatedHeight } from './AnimatedHeight.js'
import { ModalFooter } from './ModalFooter.js'
import { ModalHeader } from './ModalHeader.js'
import { useFocusTrap } from './useFocusTrap.js'
import { ViewOutlet } from './ViewOutlet.js'

/**
 * The 360 px card: alert bar, header, the current view, footer. As an overlay it is a modal
 * dialog (focus trapped and restored, Escape closes); embedded it is a labelled region of the page
 * that an open() scrolls to and focuses.
 */
export function ModalDialog({ embedded }: { embedded: boolean }) {
  const portico = usePortico()
  const titleId = useId()
  const ref = useRef<HTMLElement & HTMLDivElement>(null)
  const { state } = useModal()
  const { view } = useRouter()
  const flags = useFlags()
  const [titleOverride, setTitleOverride] = useState<string>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: closability depends on the view and flags
  const canClose = useMemo(() => portico.modal.canClose(), [portico, view, flags])

  useFocusTrap(ref, !embedded)

  useEffect(() => {
    if (embedded) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      // close() itself refuses (and shakes) when the view forbids closing.
      portico.modal.close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [portico, embedded])

  // Focus moves in when the dialog mounts (the trap activates a frame later), and stays in when a
  // navigation removes the focused control with the old view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every view change
  useEffect(() => {
    const element = ref.current
    if (embedded || !element || element.contains(document.activeElement)) return
    element.focus({ preventScroll: true })
  }, [view, embedded])

  // Embedded, the modal never opens or closes: an open() (the page's Connect or account button)
  // brings it into view and moves focus to it, where the view it asked for shows.
  useEffect(() => {
    if (!embedded) return
    return portico.events.on('modal:open', () => {
      const element = ref.current
      if (!element) return
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      element.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' })
      element.focus({ preventScroll: true })
    })
  }, [portico, embedded])

  const content = (
    <>
      <AlertBar />
      <ModalHeader titleId={titleId} titleOverride={titleOverride} canClose={canClose} embedded={embedded} />
      <ModalTitleContext value={setTitleOverride}>
        <AnimatedHeight>
          <ViewOutlet />
        </AnimatedHeight>
      </ModalTitleContext>
      <ModalFooter />
    </>
  )
  const shake = state.shake ? '' : undefined
  if (embedded)
    return (
      <section
        ref={ref}
        className="portico-shell-modal"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={shake}
        data-embedded=""
      >
        {content}
      </section>
    )
  return (
    <div
      ref={ref}
      className="portico-shell-modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-shake={shake}
    >
      {content}
    </div>
  )
}
