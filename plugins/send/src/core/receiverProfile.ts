import type { Logger, Store } from '@portico/kernel'
import type { IdentityLookup } from './identity.js'
import type { SendState } from './sendState.js'

export type ReceiverProfileScheduler = {
  /** Forgets the shown profile and, after the debounce, looks up `address` when it is eligible. */
  receiverChanged(address: string | undefined): void
  /** Looks up the current receiver now, skipping the debounce. */
  lookupNow(): Promise<void>
  cancel(): void
}

/**
 * Keeps the receiver's name and avatar in step with the typed address: typing cancels the pending
 * lookup, a lookup starts 500 ms after the last keystroke, and an answer for an address that is no
 * longer in the field is dropped. A failed lookup just shows no profile.
 */
export function createReceiverProfileScheduler({
  store,
  identity,
  debounceMs,
  sender,
  isEligible,
  log,
}: {
  store: Store<SendState>
  identity: IdentityLookup
  debounceMs: number
  /** The connected address, sent as `sender` (API-FACTS 2.2). */
  sender: () => string | undefined
  /** Whether lookups are on and `address` has the namespace's format. */
  isEligible: (address: string) => boolean
  log: Logger
}): ReceiverProfileScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: AbortController | undefined

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    running?.abort()
    running = undefined
  }

  const lookup = async (address: string) => {
    const controller = new AbortController()
    running = controller
    store.setState({ profileLoading: true })
    try {
      const profile = await identity.lookup(address, { sender: sender(), signal: controller.signal })
      if (controller.signal.aborted || store.getState().receiverAddress?.trim() !== address) return
      store.setState({ receiverProfileName: profile.name, receiverProfileImageUrl: profile.avatar })
    } catch (error) {
      if (!controller.signal.aborted) log.warn('Receiver profile lookup failed; no name shown', error)
    } finally {
      if (running === controller) {
        running = undefined
        store.setState({ profileLoading: false })
      }
    }
  }

  return {
    receiverChanged(address) {
      cancel()
      store.setState({
        receiverProfileName: undefined,
        receiverProfileImageUrl: undefined,
        profileLoading: false,
      })
      if (!address || !isEligible(address)) return
      timer = setTimeout(() => {
        timer = undefined
        void lookup(address)
      }, debounceMs)
    },
    async lookupNow() {
      const address = store.getState().receiverAddress?.trim()
      cancel()
      if (address && isEligible(address)) await lookup(address)
    },
    cancel,
  }
}
