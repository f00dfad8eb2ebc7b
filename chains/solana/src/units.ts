const AMOUNT = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/** '1.5' with 9 decimals is 1500000000n; undefined for text that is no decimal amount or has too many decimals. */
export function parseUnits(amount: string, decimals: number): bigint | undefined {
  const text = amount.trim()
  if (!AMOUNT.test(text)) return undefined
  const [whole = '0', fraction = ''] = text.split('.')
  if (fraction.length > decimals) return undefined
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/** 1500000000n with 9 decimals is '1.5'. */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
