import type { Eip1193Provider } from '../types.js'

/**
 * Whether a value can serve as an EIP-1193 provider: an object with a `request` function.
 *
 * @example
 * isEip1193Provider(window.ethereum) // true when a wallet injected one
 */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}
