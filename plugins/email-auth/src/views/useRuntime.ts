import { usePortico } from '@portico/ui'
import { useEffect, useState } from 'react'
import type { EmailAuthRuntime } from '../core/runtime.js'
import { emailAuthTokens } from '../tokens.js'

/** The runtime once loaded (it is, by the time these views show, or a moment later). */
export function useRuntime(): EmailAuthRuntime | undefined {
  const portico = usePortico()
  const handle = portico.resolve(emailAuthTokens.handle)
  const [runtime, setRuntime] = useState(handle.peek())
  useEffect(() => {
    if (runtime) return
    let live = true
    void handle.load().then((loaded) => {
      if (live) setRuntime(loaded)
    })
    return () => {
      live = false
    }
  }, [handle, runtime])
  return runtime
}

/** The message of a failed flow step, for showing in place. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Keeps `live.current` true while the view is mounted (set again on a remount, as React's strict mode does). */
export function useMounted(live: { current: boolean }) {
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [live])
}
