/**
 * The on-ramp stand-in's money rules, shared by the API emulator's quote and the local provider
 * pages that credit the purchase, so a quote and the credited amount agree.
 */

/** Spec 9: provider fees are 1-2 %; the local provider takes 1.5 %. */
export const ONRAMP_FEE_RATE = 0.015
/** A flat network fee, in the payment currency. */
export const ONRAMP_NETWORK_FEE = 0.25
/** USD per unit of each payment currency (fixture rates, EUR as the emulator's prices). */
export const USD_PER_FIAT: Readonly<Record<string, number>> = { USD: 1, EUR: 1 / 0.92 }
/** USD price of each purchase currency (fixture prices). */
export const USD_PER_CRYPTO: Readonly<Record<string, number>> = { USDC: 1, ETH: 3000, SOL: 150 }

export type OnrampPrice = { paid: number; fees: number; subtotal: number; purchase: number }

/** What `paid` of `fiat` buys of `crypto`, or undefined for an unknown currency or an amount below the fees. */
export function priceOnramp(paid: number, fiat: string, crypto: string): OnrampPrice | undefined {
  const usdPer = USD_PER_FIAT[fiat]
  const price = USD_PER_CRYPTO[crypto]
  if (usdPer === undefined || price === undefined || !(paid > 0)) return undefined
  const fees = paid * ONRAMP_FEE_RATE + ONRAMP_NETWORK_FEE
  if (fees >= paid) return undefined
  return { paid, fees, subtotal: paid - fees, purchase: ((paid - fees) * usdPer) / price }
}
