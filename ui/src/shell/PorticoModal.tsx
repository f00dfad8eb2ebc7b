import { MODAL_WIDTH_PX } from '@portico/kernel'
import { usePendingPortico } from '../context/PendingPortico.js'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useIsClient } from '../hooks/useIsClient.js'
import { usePorticoScope } from '../theme/usePorticoScope.js'
import { loadModalRoot, SHELL_MODULE } from './lazyShell.js'
import { Lazy } from './Overlays.js'

/**
 * Where an embedded instance (`createPortico({ embedded: true })`) shows its modal, inline in the
 * page. Overlay instances need no placement (the provider renders the dialog on open), and this
 * renders nothing for them. The server and the first client render show a placeholder of the
 * card's size; the shell loads after hydration. Under a provider still loading its instance it
 * renders nothing (whether the instance is embedded is not known yet) instead of suspending.
 *
 * @example
 * <aside><PorticoModal /></aside>
 */
export function PorticoModal() {
  return usePendingPortico() ? null : <LivePorticoModal />
}

function LivePorticoModal() {
  const { portico } = usePorticoContext('PorticoModal')
  const scope = usePorticoScope()
  const isClient = useIsClient()
  if (!portico.options.embedded) return null
  const placeholder = (
    <div {...scope} aria-busy="true" style={{ width: MODAL_WIDTH_PX, maxWidth: '100%', minHeight: 320 }} />
  )
  if (!isClient) return placeholder
  return (
    <Lazy moduleKey={SHELL_MODULE} load={loadModalRoot} props={{ embedded: true }} fallback={placeholder} />
  )
}
