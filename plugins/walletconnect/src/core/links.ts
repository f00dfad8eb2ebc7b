/** The catalogue fields that open a wallet app (API-FACTS 3.1). */
export type WalletLinks = {
  mobile_link?: string | null | undefined
  link_mode?: string | null | undefined
}

const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript|file):/i

/** `https://wallet.example/app` ⇒ `https://wallet.example/app/wc?uri=…` (a universal link). */
function universalLink(base: string, uri: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encodeURIComponent(uri)}`
}

/** `wallet://`, `wallet:` or a bare `wallet` ⇒ `wallet://wc?uri=…` (a native deep link). */
function nativeLink(base: string, uri: string): string {
  const withScheme = base.includes('://') ? base : `${base.replace(/[:/]+$/, '')}://`
  return `${withScheme.endsWith('/') ? withScheme : `${withScheme}/`}wc?uri=${encodeURIComponent(uri)}`
}

/**
 * The link that hands a pairing URI to a wallet app on a phone: its link-mode universal link when
 * the catalogue lists one, else its `mobile_link` (a universal link when it is http(s), otherwise a
 * native deep link). Undefined when the wallet has neither or the link is unsafe to open.
 *
 * @example
 * walletDeepLink({ mobile_link: 'rainbow://' }, 'wc:abc@2?relay-protocol=irn')
 * // 'rainbow://wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn'
 */
export function walletDeepLink(links: WalletLinks | undefined, uri: string): string | undefined {
  const base = links?.link_mode?.trim() || links?.mobile_link?.trim()
  if (!base || UNSAFE_SCHEME.test(base)) return undefined
  return /^https?:\/\//i.test(base) ? universalLink(base, uri) : nativeLink(base, uri)
}
