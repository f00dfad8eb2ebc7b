/**
 * UTF-8 text as `0x`-prefixed hex, the form `personal_sign` takes so that a text which happens to
 * look like hex is never signed as raw bytes.
 *
 * @example
 * utf8ToHex('hi') // '0x6869'
 */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}

/**
 * JSON text of a value that may hold bigints (written as decimal strings), e.g. typed data.
 *
 * @example
 * stringifyJson({ value: 1n }) // '{"value":"1"}'
 */
export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item))
}
