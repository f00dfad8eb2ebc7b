import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** False on the server and during hydration, true after: client-only parts hydrate cleanly. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
