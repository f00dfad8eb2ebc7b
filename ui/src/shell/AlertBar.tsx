import { useNotifications } from '../hooks/useNotifications.js'
import { usePortico } from '../hooks/usePortico.js'
import { useT } from '../hooks/useT.js'
import { CloseIcon, ErrorIcon } from './icons.js'

/**
 * The alert of spec section 8 (Network Not Found, Rate Limited, …) above the header, until
 * dismissed. English comes from the kernel's `alerts`; other locales translate by alert code.
 */
export function AlertBar() {
  const portico = usePortico()
  const t = useT()
  const { alert, dismissAlert } = useNotifications()
  if (!alert) return null
  const translated = (part: 'title' | 'description', fallback: string) => {
    const key = `ui.alert.${alert.code}.${part}`
    return portico.i18n.has(key) ? t(key) : fallback
  }
  return (
    <div className="portico-shell-alert" role="alert" data-code={alert.code}>
      <span className="portico-shell-alert-icon">
        <ErrorIcon />
      </span>
      <div className="portico-shell-alert-text">
        <p className="portico-shell-alert-title">{translated('title', alert.shortMessage)}</p>
        <p className="portico-shell-alert-description">{translated('description', alert.longMessage)}</p>
      </div>
      <button
        type="button"
        className="portico-shell-icon-button"
        aria-label={t('ui.alert.dismiss')}
        onClick={dismissAlert}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
