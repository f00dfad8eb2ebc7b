import { usePorticoContext } from '../context/usePorticoContext.js'
import { useStore } from '../hooks/useStore.js'
import { SCOPE_ATTRIBUTE, THEME_ATTRIBUTE } from './css.js'

export type PorticoScopeProps = {
  [SCOPE_ATTRIBUTE]: string
  [THEME_ATTRIBUTE]: string
  lang: string
}

/**
 * The attributes every root element Portico renders must carry (buttons, the dialog, the toast
 * region): they select this instance's theme variables and the base styles, and give the
 * language of the texts inside.
 *
 * @example
 * const scope = usePorticoScope()
 * return <div {...scope} className="my-plugin-root">…</div>
 */
export function usePorticoScope(): PorticoScopeProps {
  const { portico, server, scopeId } = usePorticoContext('usePorticoScope')
  const mode = useStore(portico.theme, (s) => s.mode, { serverState: server.theme })
  const lang = useStore(portico.i18n, (s) => s.locale, { serverState: server.i18n })
  return { [SCOPE_ATTRIBUTE]: scopeId, [THEME_ATTRIBUTE]: mode, lang }
}
