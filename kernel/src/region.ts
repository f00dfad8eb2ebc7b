/**
 * Time zones of mainland China, Hong Kong and Macau (IANA names and their aliases). Spec 6 names
 * them without their effect; Portico's on-ramp and swap plugins hide their features there
 * (`isRestrictedTimeZone`, the `timeZone` option).
 */
export const RESTRICTED_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
] as const

/**
 * The visitor's IANA time zone from `Intl`, read only when called; undefined where `Intl` cannot
 * say (some servers and sandboxed frames).
 *
 * @example
 * readTimeZone() // 'Europe/Berlin'
 */
export function readTimeZone(): string | undefined {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone
    return typeof zone === 'string' && zone ? zone : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether a time zone is one of the restricted ones of spec 6 (mainland China, Hong Kong, Macau,
 * with their aliases), compared case-insensitively. Portico's documented effect: the on-ramp and
 * swap features are hidden there.
 *
 * @example
 * isRestrictedTimeZone('Asia/Shanghai') // true
 * isRestrictedTimeZone('Asia/Tokyo') // false
 */
export function isRestrictedTimeZone(timeZone: string | undefined): boolean {
  if (!timeZone) return false
  const zone = timeZone.toLowerCase()
  return RESTRICTED_TIME_ZONES.some((restricted) => restricted.toLowerCase() === zone)
}

/**
 * Whether the visitor is in a restricted time zone: `timeZone` (an app's `timeZone` option) or else
 * what `Intl` reports, read once on the first call. For plugins' `enabled` checks.
 *
 * @example
 * const restricted = createRegionCheck(ctx.options.timeZone)
 * ctx.views.register({ id: 'Swap', enabled: (c) => canSwap(c) && !restricted(), … })
 */
export function createRegionCheck(timeZone?: string | undefined): () => boolean {
  let restricted: boolean | undefined
  return () => {
    restricted ??= isRestrictedTimeZone(timeZone ?? readTimeZone())
    return restricted
  }
}
