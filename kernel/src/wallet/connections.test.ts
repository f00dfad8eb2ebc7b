import { describe, expect, test } from 'vitest'
import { invalidConnectionStatus } from '../errors/messages.js'
import { decideSwitchConnection, getConnectorStatus, mergeAccounts, mergeConnections } from './connections.js'
import { InvalidConnectionStatusError } from './errors.js'
import { defineNetwork } from './networks.js'
import type { Connection } from './types.js'

const metamask = { id: 'io.metamask', type: 'ANNOUNCED' } as const
const walletConnect = { id: 'walletConnect', type: 'WALLET_CONNECT' } as const
const auth = { id: 'AUTH', type: 'AUTH' } as const
const smartAccountAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const eoaAddress = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

describe('mergeConnections', () => {
  test('merges accounts of one connector by case-insensitive address', () => {
    const existing: Connection[] = [
      { connectorId: 'io.metamask', accounts: [{ address: '0xAB' }, { address: '0xCD' }] },
    ]
    const merged = mergeConnections(existing, [
      { connectorId: 'io.metamask', accounts: [{ address: '0xab', type: 'eoa' }, { address: '0xef' }] },
    ])
    expect(merged).toEqual([
      {
        connectorId: 'io.metamask',
        accounts: [{ address: '0xab', type: 'eoa' }, { address: '0xCD' }, { address: '0xef' }],
      },
    ])
  })

  test('replaces the auth connector entry instead of merging it', () => {
    const existing: Connection[] = [
      { connectorId: 'AUTH', accounts: [{ address: '0xAB' }], auth: { name: 'old@example.com' } },
    ]
    const incoming: Connection[] = [{ connectorId: 'AUTH', accounts: [{ address: '0xCD' }] }]
    expect(mergeConnections(existing, incoming, { authConnectorId: 'AUTH' })).toEqual(incoming)
  })

  test('without an auth connector id every entry merges', () => {
    const existing: Connection[] = [{ connectorId: 'AUTH', accounts: [{ address: '0xAB' }] }]
    const merged = mergeConnections(existing, [{ connectorId: 'AUTH', accounts: [{ address: '0xCD' }] }])
    expect(merged[0]?.accounts).toEqual([{ address: '0xAB' }, { address: '0xCD' }])
  })

  test('appends new connectors, keeps the order, and matches connector ids case-insensitively', () => {
    const existing: Connection[] = [{ connectorId: 'io.metamask', accounts: [{ address: '0x1' }] }]
    const merged = mergeConnections(existing, [
      { connectorId: 'walletConnect', accounts: [{ address: '0x2' }, { address: '0X2' }] },
      { connectorId: 'IO.METAMASK', accounts: [{ address: '0x3' }] },
    ])
    expect(merged).toEqual([
      { connectorId: 'io.metamask', accounts: [{ address: '0x1' }, { address: '0x3' }] },
      { connectorId: 'walletConnect', accounts: [{ address: '0X2' }] },
    ])
  })

  test('the incoming network wins, an absent one keeps the known one', () => {
    const network = defineNetwork({
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    })
    const existing: Connection[] = [{ connectorId: 'io.metamask', accounts: [], caipNetwork: network }]
    const merged = mergeConnections(existing, [
      { connectorId: 'io.metamask', accounts: [], caipNetwork: undefined },
    ])
    expect(merged[0]?.caipNetwork).toBe(network)
  })

  test('does not mutate its inputs', () => {
    const existing: Connection[] = [{ connectorId: 'io.metamask', accounts: [{ address: '0x1' }] }]
    const snapshot = structuredClone(existing)
    mergeConnections(existing, [{ connectorId: 'io.metamask', accounts: [{ address: '0x2' }] }])
    expect(existing).toEqual(snapshot)
  })

  test('mergeAccounts collapses duplicates inside the incoming list, the last one winning', () => {
    expect(mergeAccounts([], [{ address: '0xab' }, { address: '0xAB', type: 'smartAccount' }])).toEqual([
      { address: '0xAB', type: 'smartAccount' },
    ])
  })
})

describe('getConnectorStatus', () => {
  const connections = { eip155: [{ connectorId: 'io.metamask', accounts: [{ address: '0x1' }] }] }

  test('connected: the active connector of the namespace', () => {
    expect(
      getConnectorStatus({
        connectorId: 'io.metamask',
        namespace: 'eip155',
        activeConnectorIds: { eip155: 'IO.METAMASK' },
        connections,
      }),
    ).toBe('connected')
  })

  test('active: has connections there but is not the active connector', () => {
    expect(
      getConnectorStatus({
        connectorId: 'io.metamask',
        namespace: 'eip155',
        activeConnectorIds: { eip155: 'walletConnect' },
        connections,
      }),
    ).toBe('active')
  })

  test('disconnected: otherwise, per namespace', () => {
    expect(
      getConnectorStatus({
        connectorId: 'io.metamask',
        namespace: 'solana',
        activeConnectorIds: { eip155: 'io.metamask' },
        connections,
      }),
    ).toBe('disconnected')
    expect(
      getConnectorStatus({
        connectorId: 'walletConnect',
        namespace: 'eip155',
        activeConnectorIds: {},
        connections,
      }),
    ).toBe('disconnected')
  })
})

describe('decideSwitchConnection', () => {
  test('connected or active external connector: reconnect it', () => {
    for (const status of ['connected', 'active'])
      expect(decideSwitchConnection({ status, connector: metamask })).toEqual({
        action: 'reconnect',
        connectorId: 'io.metamask',
      })
  })

  test('auth connector: smart account when enabled and the address is the smart account', () => {
    expect(
      decideSwitchConnection({
        status: 'connected',
        connector: auth,
        preferredAccountType: 'eoa',
        smartAccountEnabled: true,
        smartAccountAddress,
        address: smartAccountAddress.toLowerCase(),
      }),
    ).toEqual({ action: 'set-account-type', accountType: 'smartAccount', changed: true })
  })

  test('auth connector: eoa when smart accounts are off or the address is another one', () => {
    const base = {
      status: 'active',
      connector: auth,
      preferredAccountType: 'smartAccount',
      smartAccountAddress,
    } as const
    expect(
      decideSwitchConnection({ ...base, smartAccountEnabled: false, address: smartAccountAddress }),
    ).toEqual({
      action: 'set-account-type',
      accountType: 'eoa',
      changed: true,
    })
    expect(decideSwitchConnection({ ...base, smartAccountEnabled: true, address: eoaAddress })).toMatchObject(
      {
        accountType: 'eoa',
      },
    )
    expect(
      decideSwitchConnection({
        ...base,
        smartAccountEnabled: true,
        smartAccountAddress: undefined,
        address: eoaAddress,
      }),
    ).toMatchObject({ accountType: 'eoa' })
  })

  test('auth connector without an address toggles between eoa and smartAccount', () => {
    const base = {
      status: 'connected',
      connector: auth,
      smartAccountEnabled: true,
      smartAccountAddress,
    } as const
    expect(decideSwitchConnection({ ...base, preferredAccountType: 'eoa' })).toMatchObject({
      accountType: 'smartAccount',
      changed: true,
    })
    expect(decideSwitchConnection({ ...base, preferredAccountType: 'smartAccount' })).toMatchObject({
      accountType: 'eoa',
      changed: true,
    })
    expect(
      decideSwitchConnection({ ...base, smartAccountEnabled: false, preferredAccountType: 'eoa' }),
    ).toEqual({
      action: 'set-account-type',
      accountType: 'eoa',
      changed: false,
    })
  })

  test('disconnected: reopen the matching flow', () => {
    expect(
      decideSwitchConnection({ status: 'disconnected', connector: auth, socialProvider: 'google' }),
    ).toEqual({
      action: 'reopen',
      flow: 'social',
      connectorId: 'AUTH',
    })
    expect(decideSwitchConnection({ status: 'disconnected', connector: auth })).toMatchObject({
      flow: 'email',
    })
    expect(decideSwitchConnection({ status: 'disconnected', connector: walletConnect })).toMatchObject({
      flow: 'wallet-connect',
    })
    expect(decideSwitchConnection({ status: 'disconnected', connector: metamask })).toMatchObject({
      flow: 'external',
    })
  })

  test("any other status throws 'Invalid connection status'", () => {
    for (const status of ['connecting', 'reconnecting', '', 'CONNECTED']) {
      let error: unknown
      try {
        decideSwitchConnection({ status, connector: metamask })
      } catch (caught) {
        error = caught
      }
      expect(error).toBeInstanceOf(InvalidConnectionStatusError)
      expect((error as InvalidConnectionStatusError).name).toBe('InvalidConnectionStatusError')
      expect((error as InvalidConnectionStatusError).shortMessage).toBe(invalidConnectionStatus)
      expect((error as InvalidConnectionStatusError).shortMessage).toBe('Invalid connection status')
    }
  })
})
