// The swap texts of the spec (sections 2 and 8), exactly as written there, once.

export const insufficientLiquidity = 'Insufficient liquidity'
export const incorrectAmount = 'Incorrect amount'
export const networkNotSupportedForSwaps = 'Network not supported for Swaps'
export const networkNotSupportedForGasPrice = 'Network not supported for Gas Price'
