import { formatEther, hexToString, isHex } from 'viem'
import type { PendingRequest } from './wallet/createMobileWallet.js'

/** A readable line for a request: the message to sign, or where a transaction goes and how much. */
export function describeRequest(request: Pick<PendingRequest, 'method' | 'params'>): string {
  const params = Array.isArray(request.params) ? (request.params as unknown[]) : []
  if (request.method === 'personal_sign' && typeof params[0] === 'string')
    return `Message: ${readable(params[0])}`
  if (request.method === 'eth_sendTransaction') {
    const tx = (params[0] ?? {}) as { to?: string; value?: string }
    const value = tx.value && isHex(tx.value) ? formatEther(BigInt(tx.value)) : '0'
    return `Send ${value} ETH to ${tx.to ?? 'a new contract'}`
  }
  if (request.method === 'wallet_switchEthereumChain') {
    const chainId = (params[0] as { chainId?: string } | undefined)?.chainId
    return `Switch to chain ${chainId ? Number.parseInt(chainId, 16) : '?'}`
  }
  return JSON.stringify(request.params ?? null).slice(0, 300)
}

/** Hex messages are shown as text when they are printable, otherwise as hex. */
function readable(value: string): string {
  if (!isHex(value)) return value
  try {
    const text = hexToString(value)
    return /^[\p{L}\p{N}\p{P}\p{Zs}\n]*$/u.test(text) ? text : value
  } catch {
    return value
  }
}
