// Apart from display.ts: the connect button shows a connected account's short address before the
// rest of the formatting helpers (loaded with the account summary) are there.

export const ELLIPSIS = '…'

export type TruncateAddressOptions = {
  /** Characters kept at the start, the `0x` included; default 6. */
  start?: number
  /** Characters kept at the end; default 4. */
  end?: number
}

/**
 * Shortens an address to its start and end around '…'; short addresses are returned whole.
 *
 * @example
 * truncateAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // '0x5aAe…eAed'
 */
export function truncateAddress(
  address: string,
  { start = 6, end = 4 }: TruncateAddressOptions = {},
): string {
  const head = Math.max(0, Math.trunc(start))
  const tail = Math.max(0, Math.trunc(end))
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}${ELLIPSIS}${tail ? address.slice(-tail) : ''}`
}
