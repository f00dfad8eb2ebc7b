import { usePortico } from '../hooks/usePortico.js'
import { useRouter } from '../hooks/useRouter.js'
import { useT } from '../hooks/useT.js'
import { BackIcon, CloseIcon } from './icons.js'

export type ModalHeaderProps = {
  titleId: string
  /** A title a view set with useModalTitle; else the registered title key. */
  titleOverride: string | undefined
  canClose: boolean
  embedded: boolean
}

/** Back (router history), the view's title, and close (only when the view allows closing). */
export function ModalHeader({ titleId, titleOverride, canClose, embedded }: ModalHeaderProps) {
  const portico = usePortico()
  const t = useT()
  const { view, canGoBack, back } = useRouter()
  const key = portico.views.get(view)?.title
  const title = titleOverride ?? (key && portico.i18n.has(key) ? t(key) : view)
  return (
    <div className="portico-shell-header">
      {canGoBack ? (
        <button
          type="button"
          className="portico-shell-icon-button"
          aria-label={t('ui.header.back')}
          onClick={back}
        >
          <BackIcon />
        </button>
      ) : (
        <span aria-hidden="true" />
      )}
      <h2 id={titleId} className="portico-shell-title">
        {/* Keyed so a new title fades in (spec 9: header text 120 ms). */}
        <span key={title} className="portico-shell-title-text">
          {title}
        </span>
      </h2>
      {canClose && !embedded ? (
        <button
          type="button"
          className="portico-shell-icon-button"
          aria-label={t('ui.header.close')}
          onClick={() => portico.modal.close()}
        >
          <CloseIcon />
        </button>
      ) : (
        <span aria-hidden="true" />
      )}
    </div>
  )
}
