import type { Portico } from '@portico/kernel'
import * as React from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'
import { useIsClient } from '../hooks/useIsClient.js'
import { useLatch } from '../hooks/useLatch.js'
import { useStore } from '../hooks/useStore.js'
import { loadModalRoot, loadToastRegion, SHELL_MODULE, TOAST_MODULE } from './lazyShell.js'
import { useFirstOpenReady } from './useFirstOpenReady.js'
import { useLoadedModule } from './useLoadedModule.js'

/**
 * Mounts the overlay dialog when the modal first opens and the toast region when the first toast
 * shows. Until then nothing of the shell is loaded: the first paint carries only the buttons. On
 * opening, the shell and the first view load in parallel and show together, finished.
 */
export function Overlays() {
  const { portico, server, prepared } = usePorticoContext('Overlays')
  const isClient = useIsClient()
  const embedded = portico.options.embedded ?? false
  const open = useStore(portico.modal, (s) => s.open, { serverState: server.modal })
  const hasToasts = useStore(portico.notifications, (s) => s.toasts.length > 0, {
    serverState: server.notifications,
  })
  const wantsModal = useLatch(isClient && open && !embedded)
  const modalReady = useFirstOpenReady(wantsModal)
  // Whether an intent's preparation has finished (the shell's code loads beside it). A setter only:
  // after an unmount, React ignores it.
  const [warm, setWarm] = React.useState(false)
  prepared.onWarm = setWarm
  const wantsToasts = useLatch(isClient && hasToasts)
  // Once an intent has prepared the first open, the dialog is rendered hidden as soon as its code is in (no
  // effects: no focus, no listeners, no fetches), so the click only reveals it. Without
  // <Activity> (React before 19.2) it renders on the opening, as before.
  const prerender = Boolean(Activity) && warm && isClient && !embedded && !wantsModal
  const modal = (wantsModal && modalReady) || prerender
  const root = <Lazy moduleKey={SHELL_MODULE} load={loadModalRoot} props={{ embedded: false, prerender }} />
  return (
    <>
      {modal && (Activity ? <Activity mode={open ? 'visible' : 'hidden'}>{root}</Activity> : root)}
      {wantsToasts && <Lazy moduleKey={TOAST_MODULE} load={loadToastRegion} props={{}} />}
    </>
  )
}

/** React's <Activity> where the installed React has it (19.2+). */
const Activity = (
  React as { Activity?: React.ComponentType<{ mode: 'visible' | 'hidden'; children: React.ReactNode }> }
).Activity

/** A shell part rendered once its module has loaded; nothing before (it has no visible fallback). */
export function Lazy<TProps extends object>({
  moduleKey,
  load,
  props,
  fallback = null,
}: {
  moduleKey: string
  /** Loads the part's module for this instance. */
  load: (portico: Portico) => Promise<{ default: unknown }>
  props: TProps
  fallback?: React.ReactNode
}) {
  const { portico, modules } = usePorticoContext('Lazy')
  const { entry } = useLoadedModule(modules, moduleKey, () => load(portico))
  if (entry?.status === 'error') {
    portico.log.error('The modal failed to load', entry.error)
    return fallback
  }
  if (entry?.status !== 'ready') return fallback
  const Component = entry.Component as React.ComponentType<TProps>
  return <Component {...props} />
}
