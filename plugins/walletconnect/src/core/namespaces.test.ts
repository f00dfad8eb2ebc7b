import { testNetworks } from '@portico/kernel/testing'
import { describe, expect, it } from 'vitest'
import { buildNamespaces, DEFAULT_METHODS } from './namespaces.js'

const { ethereum: mainnet, base, solana } = testNetworks

describe('buildNamespaces', () => {
  it('asks for every chain of each served namespace, with the default methods and events', () => {
    const namespaces = buildNamespaces({ networks: [mainnet, base, solana], namespaces: ['eip155'] })
    expect(Object.keys(namespaces)).toEqual(['eip155'])
    expect(namespaces.eip155).toMatchObject({
      chains: ['eip155:1', 'eip155:8453'],
      events: ['chainChanged', 'accountsChanged'],
    })
    expect(namespaces.eip155?.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
      ]),
    )
  })

  it('puts the active network first, so the session starts there', () => {
    const namespaces = buildNamespaces({
      networks: [mainnet, base],
      namespaces: ['eip155'],
      activeNetworks: { eip155: base },
    })
    expect(namespaces.eip155?.chains).toEqual(['eip155:8453', 'eip155:1'])
  })

  it('gives each chain an RPC URL by CAIP-2 id and (eip155) by chain id; the app rpcMap wins', () => {
    const namespaces = buildNamespaces({
      networks: [mainnet, base, solana],
      namespaces: ['eip155', 'solana'],
      rpcMap: { '8453': 'http://127.0.0.1:8546', [solana.caipNetworkId]: 'http://127.0.0.1:8899' },
    })
    expect(namespaces.eip155?.rpcMap).toEqual({
      'eip155:1': 'http://127.0.0.1:8545',
      '1': 'http://127.0.0.1:8545',
      'eip155:8453': 'http://127.0.0.1:8546',
      '8453': 'http://127.0.0.1:8546',
    })
    expect(namespaces.solana?.rpcMap).toEqual({ [solana.caipNetworkId]: 'http://127.0.0.1:8899' })
    expect(namespaces.solana?.methods).toEqual([...DEFAULT_METHODS.solana])
  })

  it('adds the app methods once and leaves namespaces without networks out', () => {
    const namespaces = buildNamespaces({
      networks: [mainnet],
      namespaces: ['eip155', 'bip122'],
      methods: { eip155: ['personal_sign', 'eth_getEncryptionPublicKey'] },
    })
    expect(namespaces.bip122).toBeUndefined()
    const methods = namespaces.eip155?.methods ?? []
    expect(methods.filter((m) => m === 'personal_sign')).toHaveLength(1)
    expect(methods).toContain('eth_getEncryptionPublicKey')
  })
})
