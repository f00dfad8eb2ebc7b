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
