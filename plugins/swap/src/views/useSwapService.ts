import { useStore } from '@portico/ui'
import type { SwapService } from '../core/createSwapService.js'
import type { SwapState } from '../core/swapState.js'

/** A slice of the swap state, re-rendering only when it changes. */
export function useSwapState<S>(service: SwapService, selector: (state: SwapState) => S): S {
  return useStore(service, selector)
}
