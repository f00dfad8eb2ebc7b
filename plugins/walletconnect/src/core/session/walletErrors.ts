import { isPorticoError, RpcError } from '@portico/kernel'
import { toRpcError } from '@portico/kernel/rpc-errors'

/** WalletConnect's USER_REJECTED family: the whole proposal, its chains, methods or events. */
const WALLETCONNECT_REJECTION_CODES = new Set([5000, 5001, 5002, 5003])

/**
 * Maps what the WalletConnect client throws to what the kernel understands. A wallet that turns a
 * proposal or request down answers WalletConnect's 5000 "User rejected." (5001-5003 for chains,
 * methods, events), which EIP-1193 calls 4001, the code the kernel reads as a rejection ('Connection
 * rejected'). Other coded errors become RpcErrors; Portico's own errors pass through.
 *
 * @example
 * toWalletError({ code: 5000, message: 'User rejected.' }).code // 4001
 */
export function toWalletError(thrown: unknown): unknown {
  if (isPorticoError(thrown)) return thrown
  const rpc = toRpcError(thrown)
  if (!rpc) return thrown
  const text = rpc.details ?? ''
  if (
    WALLETCONNECT_REJECTION_CODES.has(rpc.code) &&
    (rpc.code !== 5000 || /reject|denied|cancel/i.test(text))
  )
    return new RpcError(4001, { message: text || 'User rejected.', cause: thrown })
  return rpc
}
