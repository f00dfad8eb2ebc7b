import { usePortico, useStore } from '@portico/ui'
import { use } from 'react'
import type { SendService } from '../core/createSendService.js'
import type { SendState } from '../core/sendState.js'
import { sendPluginTokens } from '../tokens.js'

/** This kernel's send service; suspends while its module loads the first time. */
export function useSendService(): SendService {
  const portico = usePortico()
  // The handle returns one promise per kernel, so React suspends only on the first render.
  return use(portico.resolve(sendPluginTokens.service).load())
}

/** A slice of the send state, re-rendering only when it changes. */
export function useSendState<S>(service: SendService, selector: (state: SendState) => S): S {
  return useStore(service, selector)
}
