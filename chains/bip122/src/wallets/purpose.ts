import type { BitcoinPurpose } from '../types.js'

/**
 * An account's purpose when the wallet does not say: taproot (bech32m `…1p…`) addresses hold
 * ordinals, every other kind pays.
 */
export function purposeOfAddress(address: string): BitcoinPurpose {
  return /^[a-z]+1p/i.test(address) ? 'ordinal' : 'payment'
}
