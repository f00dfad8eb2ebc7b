// wallet_getAssets (ERC-7811) against a scripted wallet: the request's shape and the answer's checks.
import { describe, expect, it, vi } from 'vitest'
import { createScriptedProvider } from '../test/fixtures.js'
import { getAssets, parseAssets } from './getAssets.js'

const account = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const native = {
  address: 'native',
  balance: '0xde0b6b3a7640000',
  type: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://x/eth.png' },
}
const erc20 = {
  address: token,
  balance: '0x2a',
  type: 'ERC20',
  metadata: { name: 'Portico Test Token', symbol: 'PTT', decimals: 0 },
}

describe('wallet_getAssets', () => {
  it('asks for the account and the chain filter and keeps valid NATIVE and ERC20 assets', async () => {
    const { provider, calls } = createScriptedProvider({
      wallet_getAssets: () => ({ '0x7A69': [native, erc20] }),
    })
    const assets = await getAssets({ provider, account, chainFilter: ['0x7a69'] })
    expect(calls[0]?.params).toEqual([{ account, chainFilter: ['0x7a69'] }])
    expect(assets).toEqual({
      '0x7a69': [
        {
          address: 'native',
          balance: '0xde0b6b3a7640000',
          type: 'NATIVE',
          metadata: { ...native.metadata, value: undefined },
        },
        {
          address: token,
          balance: '0x2a',
          type: 'ERC20',
          metadata: { ...erc20.metadata, price: undefined, iconUrl: undefined, value: undefined },
        },
      ],
    })
  })

  it('ignores an answer that is not an object of lists, and each malformed asset', () => {
    const warn = vi.fn()
    for (const answer of [null, 'assets', [native], { '0x1': native }, { '0x1': [native], '0x2': 'x' }])
      expect(parseAssets(answer, { warn })).toEqual({})
    const malformed = [
      42,
      { ...erc20, address: 'not-an-address' },
      { ...erc20, type: 'ERC721' },
      { ...erc20, balance: '42' },
      { ...erc20, balance: '0x' },
      { ...erc20, metadata: { ...erc20.metadata, decimals: '18' } },
      { ...erc20, metadata: { symbol: 'PTT', decimals: 18 } },
    ]
    warn.mockClear()
    const parsed = parseAssets({ '0x1': [...malformed, erc20] }, { warn })
    expect(parsed['0x1']?.map((asset) => asset.metadata.symbol)).toEqual(['PTT'])
    expect(warn).toHaveBeenCalledTimes(malformed.length)
  })
})
