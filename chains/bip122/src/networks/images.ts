/**
 * Network images: SVG drawings of our own (the Bitcoin orange and a simple mark), inline as data
 * URIs so they work offline. Testnet gets a muted variant.
 */
export const bitcoinImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%23F7931A'/%3E%3Cpath fill='none' stroke='%23fff' stroke-width='2.4' stroke-linejoin='round' d='M12 9h6a3.5 3.5 0 0 1 0 7h-6zm0 7h7a3.5 3.5 0 0 1 0 7h-7zM14 6.5v2.5m3-2.5v2.5m-3 14v2.5m3-2.5v2.5'/%3E%3C/svg%3E"
export const bitcoinTestnetImage =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%235FA05F'/%3E%3Cpath fill='none' stroke='%23fff' stroke-width='2.4' stroke-linejoin='round' d='M12 9h6a3.5 3.5 0 0 1 0 7h-6zm0 7h7a3.5 3.5 0 0 1 0 7h-7zM14 6.5v2.5m3-2.5v2.5m-3 14v2.5m3-2.5v2.5'/%3E%3C/svg%3E"
