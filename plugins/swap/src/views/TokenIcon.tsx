import type { SwapToken } from '../core/swapState.js'

/** Only http(s) and data:image URLs from the API become an image source. */
export function safeLogo(url: string | undefined): string | undefined {
  if (!url) return undefined
  if (/^data:image\//.test(url)) return url
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}

export function TokenIcon({ token }: { token: SwapToken }) {
  const src = safeLogo(token.logoUri)
  return src ? <img className="portico-swap-icon" src={src} alt="" /> : null
}
