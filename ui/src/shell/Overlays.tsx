import { Suspense } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useIsClient } from '../hooks/useIsClient.js'
import { useLatch } from '../hooks/useLatch.js'
import { useStore } from '../hooks/useStore.js'
import { LazyModalRoot, LazyToastRegion } from './lazyShell.js'

/**
 * Mounts the overlay dialog when the modal first opens and the toast region when the first toast
 * shows. Until then nothing of the shell is loaded: the first paint carries only the buttons.
 */
export function Overlays() {
  const { portico, server } = usePorticoContext('Overlays')
  const isClient = useIsClient()
  const embedded = portico.options.embedded ?? false
  const open = useStore(portico.modal, (s) => s.open, { serverState: server.modal })
  const hasToasts = useStore(portico.notifications, (s) => s.toasts.length > 0, {
    serverState: server.notifications,
  })
  const wantsModal = useLatch(isClient && open && !embedded)
  const wantsToasts = useLatch(isClient && hasToasts)
  return (
    <>
      {wantsModal && (
        <Suspense fallback={null}>
          <LazyModalRoot embedded={false} />
        </Suspense>
      )}
      {wantsToasts && (
        <Suspense fallback={null}>
          <LazyToastRegion />
        </Suspense>
      )}
    </>
  )
}
