import { useStore } from '@portico/ui'
import type { SendService } from '../core/createSendService.js'
import type { SendState } from '../core/sendState.js'

/** A slice of the send state, re-rendering only when it changes. */
export function useSendState<S>(service: SendService, selector: (state: SendState) => S): S {
  return useStore(service, selector)
}
