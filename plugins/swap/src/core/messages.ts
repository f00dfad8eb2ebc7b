import { defineMessages } from '@portico/kernel'

// The swap plugin's part of the message catalogue: the spec's swap texts (sections 2 and 8),
// exactly as written there, once.
export const {
  insufficientLiquidity,
  incorrectAmount,
  networkNotSupportedForSwaps,
  networkNotSupportedForGasPrice,
} = defineMessages({
  insufficientLiquidity: 'Insufficient liquidity',
  incorrectAmount: 'Incorrect amount',
  networkNotSupportedForSwaps: 'Network not supported for Swaps',
  networkNotSupportedForGasPrice: 'Network not supported for Gas Price',
})
