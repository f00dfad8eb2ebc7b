import { describe, expect, it } from 'vitest'
import { walletDeepLink } from './links.js'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d'
const encoded = encodeURIComponent(uri)

describe('walletDeepLink', () => {
  it('builds a native deep link from a scheme in any of its spellings', () => {
    for (const link of ['rainbow://', 'rainbow:', 'rainbow', 'rainbow:/'])
      expect(walletDeepLink({ mobile_link: link }, uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(walletDeepLink({ mobile_link: 'metamask://app' }, uri)).toBe(`metamask://app/wc?uri=${encoded}`)
  })

  it('builds a universal link from an https mobile link, with one slash before wc', () => {
    expect(walletDeepLink({ mobile_link: 'https://link.trustwallet.com' }, uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    )
    expect(walletDeepLink({ mobile_link: 'https://w.example/app/' }, uri)).toBe(
      `https://w.example/app/wc?uri=${encoded}`,
    )
  })

  it('prefers the link-mode universal link when the catalogue lists one', () => {
    expect(walletDeepLink({ mobile_link: 'w://', link_mode: 'https://w.example/lm' }, uri)).toBe(
      `https://w.example/lm/wc?uri=${encoded}`,
    )
  })

  it('gives nothing without a link, or for a scheme that runs code', () => {
    expect(walletDeepLink(undefined, uri)).toBeUndefined()
    expect(walletDeepLink({ mobile_link: null, link_mode: '' }, uri)).toBeUndefined()
    expect(walletDeepLink({ mobile_link: 'javascript:alert(1)' }, uri)).toBeUndefined()
    expect(walletDeepLink({ mobile_link: ' data:text/html,x' }, uri)).toBeUndefined()
  })
})
