import { parseCaipNetworkId } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { cosmosHub, defineCosmosNetwork, isCosmosNetwork, osmosis } from '../exports/networks.js'

describe('Cosmos networks', () => {
  it('carry CAIP-2 ids from the chain ids and their chain parameters as data', () => {
    expect([cosmosHub, osmosis].map((n) => n.caipNetworkId)).toEqual([
      'cosmos:cosmoshub-4',
      'cosmos:osmosis-1',
    ])
    expect(cosmosHub.cosmos).toMatchObject({ bech32Prefix: 'cosmos', denom: 'uatom', coinType: 118 })
    expect(osmosis.cosmos).toMatchObject({ bech32Prefix: 'osmo', denom: 'uosmo' })
    for (const network of [cosmosHub, osmosis]) {
      expect(network.nativeCurrency.decimals).toBe(6)
      expect(parseCaipNetworkId(network.caipNetworkId)).toMatchObject({
        namespace: 'cosmos',
        reference: network.id,
      })
      expect(isCosmosNetwork(network)).toBe(true)
    }
  })

  it('defines a local chain and refuses ids CAIP-2 cannot carry', () => {
    const local = defineCosmosNetwork({
      chainId: 'portico-local-1',
      name: 'Local',
      rpcUrls: ['http://127.0.0.1:26657'],
      bech32Prefix: 'cosmos',
      currency: { denom: 'ustake', symbol: 'STAKE', decimals: 6 },
    })
    expect(local.caipNetworkId).toBe('cosmos:portico-local-1')
    expect(local.cosmos.gasPrice.average).toBe(0.025)
    const base = {
      name: 'x',
      rpcUrls: [],
      bech32Prefix: 'x',
      currency: { denom: 'ux', symbol: 'X', decimals: 6 },
    }
    expect(() => defineCosmosNetwork({ ...base, chainId: 'a'.repeat(33) })).toThrow(TypeError)
    expect(() => defineCosmosNetwork({ ...base, chainId: 'with space' })).toThrow(TypeError)
    expect(() => defineCosmosNetwork({ ...base, chainId: 'ok-1', bech32Prefix: 'Upper' })).toThrow(TypeError)
  })
})
