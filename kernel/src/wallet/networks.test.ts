import { describe, expect, test } from 'vitest'
import { InvalidCaipNetworkIdError } from './errors.js'
import { getNetworkImageUrl } from './networkImage.js'
import { defineNetwork, findNetwork, isNetworkSupported } from './networks.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.example'] } },
})
const base = defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://base.example'] } },
  assets: { imageId: 'base-image' },
})
const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://sol.example'] } },
})

describe('defineNetwork', () => {
  test('fills the eip155 namespace and the CAIP-2 id by default', () => {
    expect(mainnet.chainNamespace).toBe('eip155')
    expect(mainnet.caipNetworkId).toBe('eip155:1')
    expect(mainnet.name).toBe('Ethereum')
  })

  test('uses the given namespace', () => {
    expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  test('derives the namespace from a given CAIP-2 id', () => {
    const bitcoin = defineNetwork({
      id: '000000000019d6689c085ae165831e93',
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      name: 'Bitcoin',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: [] } },
    })
    expect(bitcoin.chainNamespace).toBe('bip122')
  })

  test('rejects an id that makes an invalid CAIP-2 id, or a namespace mismatch', () => {
    const input = { name: 'X', nativeCurrency: ether, rpcUrls: { default: { http: [] } } }
    expect(() => defineNetwork({ ...input, id: '' })).toThrow(InvalidCaipNetworkIdError)
    expect(() => defineNetwork({ ...input, id: 'a:b' })).toThrow(
      expect.objectContaining({ shortMessage: 'Invalid CAIP-2 network id: eip155:a:b' }),
    )
    expect(() =>
      defineNetwork({ ...input, id: 1, chainNamespace: 'solana', caipNetworkId: 'eip155:1' }),
    ).toThrow(InvalidCaipNetworkIdError)
  })

  test('does not mutate its input', () => {
    const input = { id: 10, name: 'OP', nativeCurrency: ether, rpcUrls: { default: { http: [] } } }
    defineNetwork(input)
    expect(input).not.toHaveProperty('caipNetworkId')
  })
})

describe('findNetwork', () => {
  const networks = [mainnet, base, solana]

  test('finds by CAIP-2 id', () => {
    expect(findNetwork(networks, 'eip155:8453')).toBe(base)
    expect(findNetwork(networks, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana)
  })

  test('finds by chain id, as a number or a string', () => {
    expect(findNetwork(networks, 1)).toBe(mainnet)
    expect(findNetwork(networks, '8453')).toBe(base)
  })

  test('returns undefined when nothing matches', () => {
    expect(findNetwork(networks, 'eip155:10')).toBeUndefined()
    expect(findNetwork(networks, 'solana:1')).toBeUndefined()
    expect(findNetwork(networks, undefined)).toBeUndefined()
  })
})

describe('isNetworkSupported', () => {
  test('supported when no networks are requested', () => {
    expect(isNetworkSupported({ requested: [], active: 'eip155:10' })).toBe(true)
    expect(isNetworkSupported({ requested: undefined, active: undefined })).toBe(true)
  })

  test('supported only when the active network is requested', () => {
    expect(isNetworkSupported({ requested: [mainnet, base], active: base })).toBe(true)
    expect(isNetworkSupported({ requested: ['eip155:1'], active: mainnet })).toBe(true)
    expect(isNetworkSupported({ requested: [mainnet], active: 'eip155:10' })).toBe(false)
    expect(isNetworkSupported({ requested: [mainnet], active: undefined })).toBe(false)
  })
})

describe('getNetworkImageUrl', () => {
  test("prefers the network's own image URL", () => {
    const withUrl = { ...base, assets: { imageId: 'base-image', imageUrl: 'https://img/base.png' } }
    expect(
      getNetworkImageUrl(withUrl, { chainImages: { 8453: 'x' }, networkImages: { 'base-image': 'y' } }),
    ).toBe('https://img/base.png')
  })

  test('then the app image for the chain id, then the loaded catalogue image', () => {
    expect(
      getNetworkImageUrl(base, {
        chainImages: { 8453: 'app.png' },
        networkImages: { 'base-image': 'blob:1' },
      }),
    ).toBe('app.png')
    expect(getNetworkImageUrl(base, { networkImages: { 'base-image': 'blob:1' } })).toBe('blob:1')
  })

  test('undefined when there is no image, and never reads inherited keys', () => {
    expect(getNetworkImageUrl(mainnet)).toBeUndefined()
    expect(getNetworkImageUrl(undefined)).toBeUndefined()
    const inherited = { ...mainnet, id: 'constructor', assets: { imageId: 'toString' } }
    expect(getNetworkImageUrl(inherited, { chainImages: {}, networkImages: {} })).toBeUndefined()
  })
})
