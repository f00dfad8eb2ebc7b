import { usePortico, useStore } from '@portico/ui'
import { use } from 'react'
import type { SwapService } from '../core/createSwapService.js'
import type { SwapState } from '../core/swapState.js'
import { swapPluginTokens } from '../tokens.js'

/** This kernel's swap service; suspends while its module loads the first time. */
export function useSwapService(): SwapService {
  const portico = usePortico()
  return use(portico.resolve(swapPluginTokens.service).load())
}

/** A slice of the swap state, re-rendering only when it changes. */
export function useSwapState<S>(service: SwapService, selector: (state: SwapState) => S): S {
  return useStore(service, selector)
}
