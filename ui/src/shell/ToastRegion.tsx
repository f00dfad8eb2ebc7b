import { TOAST, type Toast } from '@portico/kernel'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useModal } from '../hooks/useModal.js'
import { useNotifications } from '../hooks/useNotifications.js'
import { usePortico } from '../hooks/usePortico.js'
import { useT } from '../hooks/useT.js'
import { PorticoStyle } from '../theme/PorticoStyle.js'
import { usePorticoScope } from '../theme/usePorticoScope.js'
import { CloseIcon, ErrorIcon, SuccessIcon } from './icons.js'
import { toastCss } from './toastCss.js'

/**
 * The toasts of `portico.notifications` (lazy chunk, mounted with the first toast). The live
 * region is rendered empty first and filled a tick later: screen readers announce changes to a
 * live region, not one that arrives already filled. Over the open overlay they sit at the top, above
 * the dialog (a phone's bottom sheet keeps its buttons); otherwise at the bottom, off the host page's
 * header and its buttons.
 */
export default function ToastRegion() {
  const t = useT()
  const scope = usePorticoScope()
  const { toasts, hide } = useNotifications()
  const portico = usePortico()
  const overlayOpen = useModal().state.open && !portico.options.embedded
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const shown = ready ? toasts.slice(-TOAST.maxVisible) : []
  return (
    <>
      <PorticoStyle href="toasts" css={toastCss} />
      {createPortal(
        <section
          {...scope}
          className="portico-toasts"
          data-placement={overlayOpen ? 'top' : 'bottom'}
          aria-label={t('ui.toast.region')}
        >
          <div className="portico-toast-list" role="status" aria-live="polite">
            {shown.map((toast) => (
              <ToastItem
                key={toast.id}
                toast={toast}
                dismissLabel={t('ui.toast.dismiss')}
                onDismiss={() => hide(toast.id)}
              />
            ))}
          </div>
        </section>,
        document.body,
      )}
    </>
  )
}

function ToastItem({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: Toast
  dismissLabel: string
  onDismiss: () => void
}) {
  return (
    <div className="portico-toast" data-variant={toast.variant} data-open={String(toast.open)}>
      <span className="portico-toast-icon" aria-hidden="true">
        <ToastIcon toast={toast} />
      </span>
      <span className="portico-toast-message">{toast.message}</span>
      <button type="button" className="portico-toast-dismiss" aria-label={dismissLabel} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  )
}

function ToastIcon({ toast }: { toast: Toast }) {
  // A plugin's SVG shows as an image: inert, so it cannot run script in the host page.
  if (toast.svg)
    return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(toast.svg)}`} alt="" />
  if (toast.variant === 'success') return <SuccessIcon />
  if (toast.variant === 'error') return <ErrorIcon />
  return null
}
