// @vitest-environment node
import { defineNetwork, type TokenBalance } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import {
  dropLowQualityBalances,
  nativeTokenCaipAddress,
  normalizeTokenBalance,
  totalValueOf,
} from './tokenList.js'

const network = defineNetwork({
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

const item = (overrides: Partial<TokenBalance> = {}): TokenBalance => ({
  name: 'Portico Test Token',
  symbol: 'PTT',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 12.5,
  price: 1.25,
  quantity: { decimals: '18', numeric: '10' },
  iconUrl: '',
  ...overrides,
})

describe('dropLowQualityBalances (spec 5)', () => {
  it("drops balances whose decimals are '0' and keeps the rest in order", () => {
    const spam = item({ symbol: 'SPAM', quantity: { decimals: '0', numeric: '1000000' } })
    const usdc = item({ symbol: 'USDC', quantity: { decimals: '6', numeric: '3.5' } })
    expect(dropLowQualityBalances([item(), spam, usdc]).map((i) => i.symbol)).toEqual(['PTT', 'USDC'])
  })
})

describe('normalizeTokenBalance', () => {
  it('prefixes a bare chain id with the namespace and a plain token address with the chain', () => {
    const normalized = normalizeTokenBalance(
      item({ chainId: '31337', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }),
      network,
    )
    expect(normalized.chainId).toBe('eip155:31337')
    expect(normalized.address).toBe('eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3')
  })

  it('fills a missing chain id from the network and leaves a CAIP-10 address alone', () => {
    const normalized = normalizeTokenBalance(item({ chainId: undefined }), network)
    expect(normalized).toEqual(item())
  })

  it('gives the native token no address, also when a server sends 0xeeee…eeee', () => {
    expect(normalizeTokenBalance(item({ address: undefined }), network)).not.toHaveProperty('address')
    expect(
      normalizeTokenBalance(item({ address: nativeTokenCaipAddress(network) }), network),
    ).not.toHaveProperty('address')
  })
})

describe('totalValueOf', () => {
  it('sums the fiat values; items without one count as zero', () => {
    expect(totalValueOf([item({ value: 10.25 }), item({ value: undefined }), item({ value: 0.5 })])).toBe(
      10.75,
    )
    expect(totalValueOf([])).toBe(0)
  })
})
