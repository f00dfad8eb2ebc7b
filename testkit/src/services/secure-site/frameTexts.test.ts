import { describe, expect, it } from 'vitest'
import { framePage } from './framePage.js'
import { FRAME_TEXTS, frameText } from './frameTexts.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the frame page texts', () => {
  it('has every English text in German with the same placeholders, and the page carries them', () => {
    for (const [locale, texts] of Object.entries(FRAME_TEXTS))
      for (const [key, text] of Object.entries(FRAME_TEXTS.en))
        expect(placeholders(texts[key as keyof typeof texts]), `${locale} ${key}`).toEqual(placeholders(text))
    expect(frameText('transactions', { count: 2 })).toBe('2 transactions')
    const page = framePage({ projectId: 'p', chainId: 'eip155:1', neverReady: false })
    const config = JSON.parse(
      /<script id="frame-config" type="application\/json">(.*?)<\/script>/.exec(page)![1]!,
    )
    expect(config.texts).toEqual(FRAME_TEXTS)
    expect(page).toContain(`<button type="button" id="approve">${FRAME_TEXTS.en.approve}</button>`)
  })
})
