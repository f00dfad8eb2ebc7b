/** The address the swap API uses for a chain's native token (API-FACTS 2.5). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Spec 9: swap slippage tolerance, in whole percent (sent as `eip155.slippage`). */
export const SWAP_SLIPPAGE_PERCENT = 1

/**
 * Gas the fee estimate assumes before a transaction is built: a router swap takes 100k-200k on
 * common DEXes, an ERC-20 approve about 46k. The built swap carries the server's own gas limit.
 */
export const SWAP_GAS_UNITS = 200_000n
export const APPROVE_GAS_UNITS = 60_000n
