import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getChainId, parseChainId, toCaipNetworkId, toHexChainId } from './chainId.js'
import { stringifyJson, utf8ToHex } from './encoding.js'

describe('chain ids', () => {
  it('round-trips through hex for every safe chain id', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (id) => parseChainId(toHexChainId(id)) === id,
      ),
    )
  })

  it('reads hex, decimal text and numbers, and nothing else', () => {
    expect(parseChainId('0x2105')).toBe(8453)
    expect(parseChainId('8453')).toBe(8453)
    expect(parseChainId(8453)).toBe(8453)
    for (const bad of ['0x', '0x0', 0, -1, 1.5, 'base', null, undefined, {}, `0x${'f'.repeat(20)}`])
      expect(parseChainId(bad)).toBeUndefined()
  })

  it('formats CAIP-2 ids and reads network ids', () => {
    expect(toCaipNetworkId(10)).toBe('eip155:10')
    expect(toHexChainId(1n)).toBe('0x1')
    expect(getChainId({ id: '137' })).toBe(137)
  })
})

describe('encoding', () => {
  it('hex-encodes UTF-8 text', () => {
    expect(utf8ToHex('')).toBe('0x')
    expect(utf8ToHex('hi')).toBe('0x6869')
    expect(utf8ToHex('€')).toBe('0xe282ac')
  })

  it('writes bigints as decimal strings', () => {
    expect(stringifyJson({ a: 2n ** 70n })).toBe('{"a":"1180591620717411303424"}')
  })
})
