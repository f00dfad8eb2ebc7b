import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useAccount } from '../hooks/useAccount.js'
import { useModal } from '../hooks/useModal.js'
import { usePortico } from '../hooks/usePortico.js'
import { useRouter } from '../hooks/useRouter.js'
import { PorticoStyle } from '../theme/PorticoStyle.js'
import { usePorticoScope } from '../theme/usePorticoScope.js'
import { ModalDialog } from './ModalDialog.js'
import { shellCss } from './shellCss.js'

/**
 * The lazily loaded modal: an overlay in a portal on <body>, or the card inline where
 * `<PorticoModal />` sits when the instance is embedded. `prerender`: the overlay renders while
 * closed too (inside a hidden <Activity>, before the first opening).
 */
export default function ModalRoot({
  embedded,
  prerender = false,
}: {
  embedded: boolean
  prerender?: boolean
}) {
  const scope = usePorticoScope()
  const { isOpen } = useModal()
  const styles = <PorticoStyle href="shell" css={shellCss} />
  if (embedded)
    return (
      <div {...scope} className="portico-shell-embedded">
        {styles}
        <EmbeddedHome />
        <ModalDialog embedded />
      </div>
    )
  if (!isOpen && !prerender) return styles
  return (
    <>
      {styles}
      {createPortal(<Overlay scope={scope} />, document.body)}
    </>
  )
}

function Overlay({ scope }: { scope: ReturnType<typeof usePorticoScope> }) {
  const portico = usePortico()
  const ref = useRef<HTMLDivElement>(null)
  // A backdrop click closes (its keyboard equivalent is Escape, handled by the dialog). Only a
  // press that starts and ends on the backdrop counts, not a text selection dragged out of the card.
  useEffect(() => {
    const backdrop = ref.current
    if (!backdrop) return
    let pressedOnBackdrop = false
    const onMouseDown = (event: MouseEvent) => {
      pressedOnBackdrop = event.target === backdrop
    }
    const onClick = (event: MouseEvent) => {
      if (pressedOnBackdrop && event.target === backdrop) portico.modal.close()
      pressedOnBackdrop = false
    }
    backdrop.addEventListener('mousedown', onMouseDown)
    backdrop.addEventListener('click', onClick)
    return () => {
      backdrop.removeEventListener('mousedown', onMouseDown)
      backdrop.removeEventListener('click', onClick)
    }
  }, [portico])
  return (
    <div {...scope} ref={ref} className="portico-shell-overlay">
      <ModalDialog embedded={false} />
    </div>
  )
}

/** Embedded mode has no opening moment: show Account instead of Connect once a wallet is connected. */
function EmbeddedHome() {
  const { isConnected } = useAccount()
  const { view, reset } = useRouter()
  useEffect(() => {
    if (isConnected && view === 'Connect') reset('Account')
  }, [isConnected, view, reset])
  return null
}
