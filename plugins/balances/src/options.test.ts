// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkOptions, resolveSourceKind } from './options.js'

const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('balances options', () => {
  it('picks the API with a project id, RPC without, and a custom factory when given', () => {
    expect(resolveSourceKind({}, { projectId: 'p' })).toBe('api')
    expect(resolveSourceKind({}, {})).toBe('rpc')
    expect(resolveSourceKind({ source: 'rpc' }, { projectId: 'p' })).toBe('rpc')
    expect(resolveSourceKind({ source: () => ({}) as never }, {})).toBe('custom')
  })

  it('accepts a full RPC configuration', () => {
    expect(() =>
      checkOptions(
        {
          source: 'rpc',
          tokens: { 'eip155:1': [{ address, iconUrl: 'https://x/ptt.svg' }] },
          nftCollections: { 'eip155:1': [{ address, fromBlock: 12 }] },
          prices: { PTT: 1.25 },
        },
        {},
      ),
    ).not.toThrow()
  })

  it('fails fast on a malformed address, network id or price', () => {
    expect(() => checkOptions({ tokens: { 'eip155:1': [{ address: '0x123' as never }] } }, {})).toThrow(
      /Invalid balances options/,
    )
    expect(() => checkOptions({ nftCollections: { mainnet: [{ address }] } }, {})).toThrow(
      /Invalid balances options/,
    )
    expect(() => checkOptions({ prices: { ETH: -1 } }, {})).toThrow(/Invalid balances options/)
  })

  it('needs a project id for the Blockchain API and for API prices', () => {
    const error = (() => {
      try {
        checkOptions({ source: 'api' }, {})
      } catch (caught) {
        return caught as { name: string; message: string }
      }
    })()
    expect(error?.name).toBe('BalancesConfigurationError')
    expect(error?.message).toContain('projectId')
    expect(() => checkOptions({ source: 'rpc', prices: 'api' }, {})).toThrow(/projectId/)
    expect(() => checkOptions({ source: 'api' }, { projectId: 'p' })).not.toThrow()
  })
})
