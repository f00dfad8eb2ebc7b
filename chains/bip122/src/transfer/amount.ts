/** Bitcoin has 8 decimals: 1 BTC = 100,000,000 satoshis. */
export const BITCOIN_DECIMALS = 8
const SATS_PER_COIN = 100_000_000n

/**
 * Parses a decimal amount ('0.1', '21', '0.00000546') into satoshis; undefined for anything else
 * (negative, more than 8 decimals, exponents, empty).
 */
export function parseAmountToSats(amount: string): bigint | undefined {
  if (typeof amount !== 'string' || !/^\d{1,8}(\.\d{1,8})?$/.test(amount.trim())) return undefined
  const [whole = '0', fraction = ''] = amount.trim().split('.')
  return BigInt(whole) * SATS_PER_COIN + BigInt(fraction.padEnd(8, '0'))
}

/** Satoshis as a decimal string with all 8 decimals ('1.00000000', '0.00000546'). */
export function formatSats(sats: bigint): string {
  const negative = sats < 0n
  const abs = negative ? -sats : sats
  const text = `${abs / SATS_PER_COIN}.${(abs % SATS_PER_COIN).toString().padStart(8, '0')}`
  return negative ? `-${text}` : text
}

/** A node's JSON amount (BTC as a number with up to 8 decimals) in satoshis; exact below 2^53 satoshis. */
export function coinsToSats(coins: number): bigint {
  return BigInt(Math.round(coins * 1e8))
}
