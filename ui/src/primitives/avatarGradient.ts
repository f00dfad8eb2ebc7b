/**
 * A deterministic gradient for an address without a profile image: three hues and a centre drawn
 * from the address characters, so the same address always gets the same picture and neighbours
 * rarely look alike.
 *
 * @example
 * avatarGradient('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // 'radial-gradient(at 31% 64%, hsl(…) …'
 */
export function avatarGradient(address: string): string {
  const seed = hashString(address.toLowerCase())
  const byte = (index: number) => (seed >>> (index * 8)) & 0xff
  const hue = byte(0) * (360 / 256)
  const second = (hue + 40 + (byte(1) % 80)) % 360
  const third = (hue + 160 + (byte(2) % 80)) % 360
  const x = 20 + (byte(3) % 60)
  const y = 20 + (byte(1) % 60)
  return [
    `radial-gradient(at ${x}% ${y}%, hsl(${Math.round(hue)} 85% 65%) 0, transparent 60%)`,
    `radial-gradient(at ${100 - x}% ${100 - y}%, hsl(${Math.round(second)} 80% 55%) 0, transparent 55%)`,
    `linear-gradient(135deg, hsl(${Math.round(third)} 75% 50%), hsl(${Math.round(hue)} 70% 40%))`,
  ].join(', ')
}

/** FNV-1a over UTF-16 code units: small, fast and well spread for short strings. */
function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
