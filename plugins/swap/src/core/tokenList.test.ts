// @vitest-environment node
import type { TokenBalance } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import type { SwapApiToken } from './schemas.js'
import { mergeTokenList, searchTokens, swapTokenGroup } from './tokenList.js'

const CHAIN = 'eip155:1'
let next = 1
const token = (symbol: string, address?: string): SwapApiToken => ({
  name: `${symbol} token`,
  symbol,
  address: `${CHAIN}:${address ?? `0x${(next++).toString(16).padStart(40, '0')}`}`,
  decimals: 18,
  logoUri: null,
  eip2612: false,
})
const native = token('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
const held = (api: SwapApiToken, numeric: string, price: number): TokenBalance => ({
  name: api.name,
  symbol: api.symbol,
  chainId: CHAIN,
  ...(api === native ? {} : { address: api.address }),
  price,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

describe('the swap token list order', () => {
  const usdc = token('USDC')
  const usdt = token('USDT')
  const dai = token('DAI')
  const link = token('LINK')
  const uni = token('UNI')
  const arb = token('ARB')
  const zrx = token('ZRX')
  const abc = token('ABC')
  const ptt = token('PTT')
  const api = [zrx, uni, abc, dai, link, usdt, ptt, arb, usdc, native]

  it('without holdings: the native token, the suggested ones in order, the popular ones in order, then A-Z', () => {
    const list = mergeTokenList(api, [], 'ETH')
    expect(list.map((item) => item.symbol)).toEqual([
      'ETH',
      'USDC',
      'USDT',
      'DAI',
      'ARB',
      'LINK',
      'UNI',
      'ABC',
      'PTT',
      'ZRX',
    ])
    expect(list.map(swapTokenGroup)).toEqual([
      'suggested',
      'suggested',
      'suggested',
      'suggested',
      'popular',
      'popular',
      'popular',
      'other',
      'other',
      'other',
    ])
  })

  it('puts held tokens first, the most valuable first, with their balances; zero balances do not count', () => {
    const list = mergeTokenList(
      api,
      [held(ptt, '1000', 1.25), held(uni, '10', 8), held(native, '0.5', 3000), held(dai, '0', 1)],
      'ETH',
    )
    expect(list.slice(0, 3).map((item) => [item.symbol, item.balance])).toEqual([
      ['ETH', '0.5'],
      ['PTT', '1000'],
      ['UNI', '10'],
    ])
    // The rest keep the suggested, popular, alphabetical order; DAI is not held with 0.
    expect(list.slice(3).map((item) => item.symbol)).toEqual([
      'USDC',
      'USDT',
      'DAI',
      'ARB',
      'LINK',
      'ABC',
      'ZRX',
    ])
    expect(list.find((item) => item.symbol === 'DAI')?.balance).toBeUndefined()
  })

  it('treats a chain native token with another symbol as suggested first (POL on Polygon)', () => {
    const pol = token('POL', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')
    const list = mergeTokenList([link, usdc, pol], [], 'POL')
    expect(list.map((item) => item.symbol)).toEqual(['POL', 'USDC', 'LINK'])
  })

  it('keeps the order when searching, and searches symbol, name and address', () => {
    const list = mergeTokenList(api, [held(ptt, '5', 1.25)], 'ETH')
    expect(searchTokens(list, 'us').map((item) => item.symbol)).toEqual(['USDC', 'USDT'])
    expect(searchTokens(list, ' TOKEN ').map((item) => item.symbol)[0]).toBe('PTT')
    expect(searchTokens(list, usdc.address.slice(-6))).toHaveLength(1)
    expect(searchTokens(list, '')).toBe(list)
  })
})
