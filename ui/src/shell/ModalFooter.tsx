import { useFlag } from '../hooks/useFlag.js'
import { useT } from '../hooks/useT.js'

/** The footer line; the branding follows the `reownBranding` flag (remote config may turn it off). */
export function ModalFooter() {
  const t = useT()
  const branding = useFlag('reownBranding')
  if (!branding) return null
  return <div className="portico-shell-footer">{t('ui.footer.branding')}</div>
}
