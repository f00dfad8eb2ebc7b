import type { EventName, PorticoEvents } from '@portico/kernel'
import { useEffect, useRef } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'

/**
 * Listens to a kernel event while the component is mounted. The latest listener is called, so an
 * inline function does not resubscribe on every render.
 *
 * @example
 * usePorticoEvent('wallet:connected', ({ address }) => toast(`Connected ${address}`))
 */
export function usePorticoEvent<TName extends EventName>(
  name: TName,
  listener: (payload: PorticoEvents[TName]) => void,
): void {
  const { portico } = usePorticoContext('usePorticoEvent')
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => portico.events.on(name, (payload) => latest.current(payload)), [portico, name])
}
