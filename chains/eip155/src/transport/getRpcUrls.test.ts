import { defineNetwork } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { getRpcUrls, withBlockchainApiParameters } from './getRpcUrls.js'

const network = (http: string[]) =>
  defineNetwork({
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http } },
  })

describe('getRpcUrls', () => {
  it('adds chainId (CAIP-2, encoded) and projectId to Blockchain API URLs only', () => {
    expect(
      getRpcUrls({
        network: network(['https://rpc.walletconnect.org/v1/', 'https://eth.example.org/rpc?key=1']),
        blockchainApiUrl: 'https://rpc.walletconnect.org',
        projectId: 'p1',
      }),
    ).toEqual([
      'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=p1',
      'https://eth.example.org/rpc?key=1',
    ])
  })

  it('follows a relocated Blockchain API (e.g. the local emulator) and keeps an existing projectId', () => {
    expect(
      withBlockchainApiParameters('http://127.0.0.1:4500/v1?projectId=mine', {
        blockchainApiUrl: 'http://127.0.0.1:4500',
        caipNetworkId: 'eip155:31337',
        projectId: 'other',
      }),
    ).toBe('http://127.0.0.1:4500/v1?projectId=mine&chainId=eip155%3A31337')
    // Same host name on another port is another service.
    expect(
      withBlockchainApiParameters('http://127.0.0.1:8545', {
        blockchainApiUrl: 'http://127.0.0.1:4500',
        caipNetworkId: 'eip155:1',
      }),
    ).toBe('http://127.0.0.1:8545')
  })

  it('puts the app overrides first, without duplicates, and accepts any URL', () => {
    expect(
      getRpcUrls({
        network: network(['https://a.example', 'https://b.example']),
        overrides: { 1: ['http://localhost:1234', 'https://b.example'] },
      }),
    ).toEqual(['http://localhost:1234', 'https://b.example', 'https://a.example'])
    expect(getRpcUrls({ network: network(['not a url']) })).toEqual(['not a url'])
  })

  it('leaves the hosted Blockchain API out without a project id', () => {
    const hostedAndOwn = network(['https://rpc.walletconnect.org/v1/', 'https://eth.example.org/rpc'])
    expect(getRpcUrls({ network: hostedAndOwn, blockchainApiUrl: 'https://rpc.walletconnect.org' })).toEqual([
      'https://eth.example.org/rpc',
    ])
    expect(() => getRpcUrls({ network: network(['https://rpc.walletconnect.org/v1/']) })).toThrow(
      expect.objectContaining({ name: 'NoRpcUrlError' }),
    )
  })

  it("throws 'No RPC url provided for chainId' without URLs", () => {
    expect(() => getRpcUrls({ network: network([]) })).toThrow(
      expect.objectContaining({ name: 'NoRpcUrlError', shortMessage: 'No RPC url provided for chainId 1' }),
    )
  })
})
