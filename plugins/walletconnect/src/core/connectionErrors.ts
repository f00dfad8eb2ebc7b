// The kernel's connection errors the plugin throws, in a module loaded only when one is thrown:
// the classes, their texts and the wallet-error parser (zod) stay off the page's first load.
import { ConnectionRejectedError, FailedToConnectError } from '@portico/kernel'
import { isUserRejection } from '@portico/kernel/rpc-errors'

export { NetworkSwitchError } from '@portico/kernel'

/** The kernel's connection error for a failed WalletConnect connect. */
export function toConnectError(error: unknown): ConnectionRejectedError | FailedToConnectError {
  return isUserRejection(error)
    ? new ConnectionRejectedError({ cause: error })
    : new FailedToConnectError({ cause: error })
}
