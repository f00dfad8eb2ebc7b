import { getShortMessage, type Network } from '@portico/kernel'
import { useCallback, useState } from 'react'
import { usePortico } from '../../primitives/context.js'

export type NetworkSwitchState = {
  /** The network being switched to, while the wallet is asked. */
  pending: Network | undefined
  error: unknown
  /** Asks for `network` (spec 2 routing through `requestNetworkSwitch`). */
  request(network: Network): Promise<void>
}

/**
 * Requests a network switch from a list and reports how it went. When the switch is done (or only
 * selected, for a namespace without a wallet) `onDone` runs; when the kernel routed elsewhere
 * (confirmation, SwitchActiveChain) nothing more happens here. A failure the view can still show
 * becomes `error`; when the kernel already went back one view (spec 2) the message comes as a toast.
 */
export function useNetworkSwitch(onDone: () => void): NetworkSwitchState {
  const portico = usePortico()
  const [pending, setPending] = useState<Network | undefined>()
  const [error, setError] = useState<unknown>()

  const request = useCallback(
    async (network: Network) => {
      const entry = portico.router.current
      setPending(network)
      setError(undefined)
      try {
        const outcome = await portico.wallet.requestNetworkSwitch(network)
        if ((outcome === 'switched' || outcome === 'selected') && portico.router.current === entry) onDone()
      } catch (failure) {
        if (portico.router.current === entry) setError(failure)
        else portico.notifications.error(getShortMessage(failure))
      } finally {
        setPending(undefined)
      }
    },
    [portico, onDone],
  )
  return { pending, error, request }
}
