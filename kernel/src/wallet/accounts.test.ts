import { describe, expect, test } from 'vitest'
import { DEFAULT_ACCOUNT_TYPES } from '../constants.js'
import {
  ACCOUNT_TYPES_BY_NAMESPACE,
  createAccountState,
  getBitcoinAccountIndex,
  getBitcoinAccountType,
  getFallbackAccountType,
  resetAccountState,
  resolvePreferredAccountType,
} from './accounts.js'
import type { AccountState } from './types.js'

describe('createAccountState', () => {
  test('has every field of the spec, disconnected, tab 0, no token balances', () => {
    const state = createAccountState()
    expect(Object.keys(state).sort()).toEqual(
      [
        'caipAddress',
        'address',
        'balance',
        'balanceSymbol',
        'profileName',
        'profileImage',
        'addressExplorerUrl',
        'tokenBalance',
        'connectedWalletInfo',
        'preferredAccountType',
        'socialProvider',
        'socialWindow',
        'farcasterUrl',
        'user',
        'smartAccountDeployed',
        'currentTab',
        'status',
      ].sort(),
    )
    expect(state.status).toBe('disconnected')
    expect(state.currentTab).toBe(0)
    expect(state.tokenBalance).toEqual([])
    expect(state.address).toBeUndefined()
  })

  test('returns a new object each time, with overrides applied', () => {
    expect(createAccountState()).not.toBe(createAccountState())
    expect(createAccountState().tokenBalance).not.toBe(createAccountState().tokenBalance)
    expect(createAccountState({ status: 'connecting' }).status).toBe('connecting')
  })
})

describe('resetAccountState', () => {
  const connected: AccountState = createAccountState({
    status: 'connected',
    caipAddress: 'eip155:1:0xabc',
    address: '0xabc',
    balance: '1.5',
    balanceSymbol: 'ETH',
    profileName: 'alice.eth',
    profileImage: 'https://img/alice.png',
    addressExplorerUrl: 'https://etherscan.io/address/0xabc',
    tokenBalance: [
      { name: 'USDC', symbol: 'USDC', price: 1, quantity: { decimals: '6', numeric: '10' }, iconUrl: '' },
    ],
    user: { address: '0xabc', chainId: 1, email: 'alice@example.com' },
    preferredAccountType: 'smartAccount',
    currentTab: 2,
    smartAccountDeployed: true,
  })

  test('disconnects and clears address, balances, profile and user', () => {
    const reset = resetAccountState(connected)
    expect(reset).toMatchObject({
      status: 'disconnected',
      caipAddress: undefined,
      address: undefined,
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
      addressExplorerUrl: undefined,
      tokenBalance: [],
      user: undefined,
      smartAccountDeployed: undefined,
      currentTab: 0,
    })
  })

  test("keeps the visitor's preferred account type and returns a new object", () => {
    const reset = resetAccountState(connected)
    expect(reset.preferredAccountType).toBe('smartAccount')
    expect(reset).not.toBe(connected)
    expect(connected.status).toBe('connected')
  })
})

describe('account types', () => {
  test('defaults per namespace', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
      cosmos: 'eoa',
    })
  })

  test('every default is one of its namespace types', () => {
    for (const [namespace, type] of Object.entries(DEFAULT_ACCOUNT_TYPES))
      expect(ACCOUNT_TYPES_BY_NAMESPACE[namespace as keyof typeof ACCOUNT_TYPES_BY_NAMESPACE]).toContain(type)
  })

  test('resolvePreferredAccountType keeps a supported preference', () => {
    expect(resolvePreferredAccountType({ namespace: 'eip155' })).toBe('smartAccount')
    expect(resolvePreferredAccountType({ namespace: 'eip155', preferred: 'eoa' })).toBe('eoa')
    expect(resolvePreferredAccountType({ namespace: 'bip122', preferred: 'ordinal' })).toBe('ordinal')
  })

  test('resolvePreferredAccountType falls back to EOA when unsupported or invalid', () => {
    expect(resolvePreferredAccountType({ namespace: 'eip155', supported: ['eoa'] })).toBe('eoa')
    expect(resolvePreferredAccountType({ namespace: 'solana', preferred: 'ordinal' })).toBe('eoa')
    expect(resolvePreferredAccountType({ namespace: 'eip155', preferred: 'garbage' })).toBe('eoa')
    expect(resolvePreferredAccountType({ namespace: 'cosmos', preferred: 'smartAccount' })).toBe('eoa')
    expect(
      resolvePreferredAccountType({ namespace: 'eip155', preferred: 'payment', supported: ['payment'] }),
    ).toBe('eoa')
  })

  test('the Bitcoin fallback is payment, its plain account', () => {
    expect(getFallbackAccountType('bip122')).toBe('payment')
    expect(getFallbackAccountType('polkadot')).toBe('eoa')
    expect(resolvePreferredAccountType({ namespace: 'bip122', preferred: 'smartAccount' })).toBe('payment')
  })

  test('Bitcoin account indexes: payment 0, ordinal 1', () => {
    expect(getBitcoinAccountIndex('payment')).toBe(0)
    expect(getBitcoinAccountIndex('ordinal')).toBe(1)
    expect(getBitcoinAccountType(0)).toBe('payment')
    expect(getBitcoinAccountType(1)).toBe('ordinal')
    expect(getBitcoinAccountType(2)).toBeUndefined()
  })
})
