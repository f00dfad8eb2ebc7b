// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { safeImageUrl } from './identity.js'

describe('safeImageUrl: the receiver avatars the view may load', () => {
  it('drops avatars a browser should not load', () => {
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeImageUrl('JavaScript:alert(1)')).toBeUndefined()
    expect(safeImageUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined()
    expect(safeImageUrl('ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi')).toBeUndefined()
    expect(safeImageUrl('//example.test/avatar.png')).toBeUndefined()
  })

  it('keeps https, http and inline images', () => {
    expect(safeImageUrl('https://example.test/alice.png')).toBe('https://example.test/alice.png')
    expect(safeImageUrl('http://127.0.0.1:4500/alice.png')).toBe('http://127.0.0.1:4500/alice.png')
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+')
  })

  it('is undefined without an avatar', () => {
    expect(safeImageUrl(null)).toBeUndefined()
    expect(safeImageUrl(undefined)).toBeUndefined()
    expect(safeImageUrl('')).toBeUndefined()
  })
})
