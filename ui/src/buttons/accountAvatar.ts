/**
 * A colourful fallback avatar for an address: two hues derived from the address text. No
 * network call and no dependency, and the same address always gives the same gradient.
 */
export function addressGradient(address: string): string {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) | 0
  const hue = Math.abs(hash) % 360
  const second = (hue + 40 + (Math.abs(hash >> 8) % 80)) % 360
  return `linear-gradient(135deg, hsl(${hue} 75% 60%), hsl(${second} 75% 45%))`
}
