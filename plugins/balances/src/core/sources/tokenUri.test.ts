// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseTokenUri } from './tokenUri.js'

const base64Json = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value), 'utf8').toString('base64')}`

describe('parseTokenUri', () => {
  it('reads base64 JSON metadata with a data: image', () => {
    const image = 'data:image/svg+xml;base64,PHN2Zy8+'
    expect(parseTokenUri(base64Json({ name: 'Näme #1', description: 'A test', image }))).toEqual({
      name: 'Näme #1',
      description: 'A test',
      image,
    })
  })

  it('reads percent-encoded JSON', () => {
    const uri = `data:application/json;charset=utf-8,${encodeURIComponent('{"name":"Plain #2"}')}`
    expect(parseTokenUri(uri)).toEqual({ name: 'Plain #2' })
  })

  it('does not fetch other URIs and ignores broken payloads', () => {
    expect(parseTokenUri('https://example.com/token/1.json')).toBeUndefined()
    expect(parseTokenUri('ipfs://bafy/1')).toBeUndefined()
    expect(parseTokenUri('data:application/json;base64,%%%')).toBeUndefined()
    expect(parseTokenUri('data:application/json,{not json')).toBeUndefined()
    expect(parseTokenUri('data:application/json,[1,2]')).toBeUndefined()
  })

  it('keeps only image URLs a browser shows safely', () => {
    for (const image of ['javascript:alert(1)', 'data:text/html,<script>', 'ipfs://bafy/1.png'])
      expect(parseTokenUri(base64Json({ name: 'A', image }))).toEqual({ name: 'A' })
    expect(parseTokenUri(base64Json({ name: 'A', image: 'https://img.example/1.png' }))?.image).toBe(
      'https://img.example/1.png',
    )
  })

  it('drops fields of the wrong type instead of the whole token', () => {
    expect(parseTokenUri(base64Json({ name: 7, image: 'data:image/png;base64,AAAA' }))).toEqual({
      image: 'data:image/png;base64,AAAA',
    })
  })
})
