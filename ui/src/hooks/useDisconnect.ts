import type { ChainNamespace } from '@portico/kernel'
import { useCallback, useMemo, useState } from 'react'
import { usePorticoContext } from '../context/usePorticoContext.js'

export type UseDisconnectResult = {
  /** Disconnects one namespace, or every connected one. Local state clears even if the wallet fails. */
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>
  isPending: boolean
}

/**
 * Disconnects the wallet.
 *
 * @example
 * const { disconnect, isPending } = useDisconnect()
 * <button disabled={isPending} onClick={() => disconnect()}>Disconnect</button>
 */
export function useDisconnect(): UseDisconnectResult {
  const { portico } = usePorticoContext('useDisconnect')
  const [pending, setPending] = useState(0)
  const disconnect = useCallback(
    async (parameters?: { namespace?: ChainNamespace }) => {
      setPending((n) => n + 1)
      try {
        await portico.wallet.disconnect(parameters)
      } finally {
        setPending((n) => n - 1)
      }
    },
    [portico],
  )
  return useMemo(() => ({ disconnect, isPending: pending > 0 }), [disconnect, pending])
}
