// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkOptions, resolveSourceKind } from './options.js'

const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('balances options', () => {
  it('picks the API with a project id, RPC without, and a custom factory when given', () => {
    expect(resolveSourceKind({}, { enabled: true })).toBe('api')
    expect(resolveSourceKind({}, { enabled: false })).toBe('rpc')
    expect(resolveSourceKind({ source: 'rpc' }, { enabled: true })).toBe('rpc')
    expect(resolveSourceKind({ source: () => ({}) as never }, { enabled: false })).toBe('custom')
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
        { enabled: false },
      ),
    ).not.toThrow()
  })

  it('fails fast on a malformed address, network id, block, price or source, naming the path', () => {
    const cases: Array<[unknown, string]> = [
      [{ tokens: { 'eip155:1': [{ address: '0x123' }] } }, 'tokens.eip155:1[0].address'],
      [{ tokens: { 'eip155:1': { address } } }, 'tokens.eip155:1: expected a list'],
      [{ nftCollections: { mainnet: [{ address }] } }, 'nftCollections.mainnet: not a CAIP-2 network id'],
      [
        { nftCollections: { 'eip155:1': [{ address, fromBlock: -1 }] } },
        'nftCollections.eip155:1[0].fromBlock',
      ],
      [{ prices: { ETH: -1 } }, 'prices.ETH'],
      [{ source: 'indexer' }, 'source:'],
      [{ now: 5 }, 'now:'],
    ]
    for (const [options, path] of cases) {
      expect(() => checkOptions(options as never, { enabled: false })).toThrow(/^Invalid balances options/)
      expect(() => checkOptions(options as never, { enabled: false })).toThrow(path)
    }
  })

  it('needs a project id for the Blockchain API and for API prices', () => {
    const error = (() => {
      try {
        checkOptions({ source: 'api' }, { enabled: false })
      } catch (caught) {
        return caught as { name: string; message: string }
      }
    })()
    expect(error?.name).toBe('BalancesConfigurationError')
    expect(error?.message).toContain('projectId')
    expect(() => checkOptions({ source: 'rpc', prices: 'api' }, { enabled: false })).toThrow(/projectId/)
    expect(() => checkOptions({ source: 'api' }, { enabled: true })).not.toThrow()
  })
})
