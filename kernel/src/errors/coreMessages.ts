/**
 * The catalogue texts the kernel needs before the first click (error fallbacks, CAIP validation).
 * Part of the one catalogue: `messages.ts` re-exports them; kept apart so the rest of the catalogue
 * stays with the lazily loaded code that uses it.
 */
export const anErrorOccurred = 'An error occurred'
export const unknownError = 'Unknown error'
export const adapterNeedsNamespace = 'Adapter must have a namespace'
export const invalidCaipAddress = 'Invalid CAIP Address'
export const invalidCaip10Address = (value: string) => `Invalid CAIP-10 address: ${value}`
export const invalidCaip2NetworkId = (value: string) => `Invalid CAIP-2 network id: ${value}`
export const invalidConnectionStatus = 'Invalid connection status'

// Here rather than beside the CAIP errors (caipErrors.ts re-exports it): the connection-status
// error that ui's lazy views reach quotes values with it too, and from a module the page's entry
// already loads it does not put the CAIP errors into a file of their own before the first click.
/**
 * Turns any thrown-at value into the text the CAIP errors quote: `String(value)`, or the
 * `[object Type]` tag for values whose conversion throws (null-prototype objects, bad `toString`).
 *
 * @example
 * stringifyValue(42) // '42'
 * stringifyValue(Object.create(null)) // '[object Object]'
 */
export function stringifyValue(value: unknown): string {
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}
