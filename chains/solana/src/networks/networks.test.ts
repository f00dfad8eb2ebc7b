import { type Network, parseCaipNetworkId } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { defineSolanaNetwork, solana, solanaDevnet, solanaTestnet } from '../exports/networks.js'

describe('Solana networks', () => {
  it('carry CAIP-2 ids from the genesis hashes and 9 decimals', () => {
    expect([solana, solanaDevnet, solanaTestnet].map((n) => n.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    for (const network of [solana, solanaDevnet, solanaTestnet]) {
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
      expect(network.chainNamespace).toBe('solana')
      expect(parseCaipNetworkId(network.caipNetworkId)).toMatchObject({
        namespace: 'solana',
        reference: network.id,
      })
      expect(network.assets?.imageUrl).toMatch(/^data:image\/svg\+xml,/)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
      expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\/api\.\w+(-beta)?\.solana\.com$/)
    }
    expect([solana, solanaDevnet, solanaTestnet].map((n: Network) => n.testnet)).toEqual([
      undefined,
      true,
      true,
    ])
  })

  it("link an address to Solscan's account page of their own cluster", () => {
    const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    expect(
      [solana, solanaDevnet, solanaTestnet].map((n) =>
        n.blockExplorers.default.addressUrl.replace('{address}', address),
      ),
    ).toEqual([
      `https://solscan.io/account/${address}`,
      `https://solscan.io/account/${address}?cluster=devnet`,
      `https://solscan.io/account/${address}?cluster=testnet`,
    ])
  })

  it('defines a local cluster from its genesis hash', () => {
    const local = defineSolanaNetwork({
      genesisHash: '78kTJh3f74R3uaMX5iZD8t4UZsrVVTQCHnkoEovsdNn2',
      name: 'Local',
      rpcUrls: ['http://127.0.0.1:8899'],
    })
    expect(local.caipNetworkId).toBe('solana:78kTJh3f74R3uaMX5iZD8t4UZsrVVTQC')
    expect(local.rpcUrls.default.http).toEqual(['http://127.0.0.1:8899'])
  })
})
