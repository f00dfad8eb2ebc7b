import { describe, expect, it } from 'vitest'
import { VIEW_ROLES } from '../views/roles.js'
import type { ChainNamespace } from '../wallet/types.js'
import { replacesConnection } from './connectionRules.js'
import { closingRole, followsConnection, homeRole, needsSwitchActiveChain, openingRole } from './rules.js'
import { networkSwitchRoute } from './switchRules.js'

const wallet = (activeNamespace: ChainNamespace | undefined, connected: readonly ChainNamespace[]) => ({
  activeNamespace,
  isConnected: (namespace?: ChainNamespace) =>
    namespace ? connected.includes(namespace) : connected.length > 0,
})

describe('navigation rules of spec section 2', () => {
  it.each([
    ['eip155 connected, solana asked', wallet('eip155', ['eip155']), 'solana', true],
    ['both connected', wallet('eip155', ['eip155', 'solana']), 'solana', false],
    ['the active namespace asked', wallet('eip155', ['eip155']), 'eip155', false],
    ['nothing connected', wallet('eip155', []), 'solana', false],
    ['no active namespace', wallet(undefined, ['eip155']), 'solana', false],
  ] as const)('SwitchActiveChain: %s', (_case, snapshot, namespace, expected) => {
    expect(needsSwitchActiveChain(snapshot, namespace)).toBe(expected)
  })

  it.each([
    [
      'another namespace not connected',
      wallet('eip155', ['eip155']),
      'solana',
      false,
      false,
      'switch-active-chain',
    ],
    [
      'another namespace not connected, forced',
      wallet('eip155', ['eip155']),
      'solana',
      true,
      true,
      'switch-active-chain',
    ],
    ['a namespace without a wallet', wallet('eip155', []), 'eip155', true, false, 'selected'],
    ['forced confirmation', wallet('eip155', ['eip155']), 'eip155', true, false, 'confirm'],
    [
      'the auth connector on a supported network',
      wallet('eip155', ['eip155']),
      'eip155',
      false,
      true,
      'confirm',
    ],
    ['otherwise', wallet('eip155', ['eip155']), 'eip155', false, false, 'switched'],
    [
      'a connected other namespace',
      wallet('eip155', ['eip155', 'solana']),
      'solana',
      false,
      false,
      'switched',
    ],
  ] as const)('a network switch with %s is %s', (_case, snapshot, namespace, forced, auth, route) => {
    expect(networkSwitchRoute(snapshot, namespace, forced, auth)).toBe(route)
  })

  it.each([
    [true, false, true, true, VIEW_ROLES.account],
    [false, true, false, false, VIEW_ROLES.connect],
    [false, true, false, true, VIEW_ROLES.connect],
    [false, false, false, false, VIEW_ROLES.basicConnecting],
    [false, true, true, false, VIEW_ROLES.basicConnecting],
    [false, false, false, true, VIEW_ROLES.mobileWalletList],
    [false, true, true, true, VIEW_ROLES.mobileWalletList],
  ])(
    'opening (connected %s, chain adapters %s, manual control %s, mobile %s) shows %s',
    (connected, adapters, manual, mobile, role) => {
      expect(openingRole(connected, adapters, manual, mobile)).toBe(role)
    },
  )

  it('home is Account while connected, else Connect', () => {
    expect(homeRole(true)).toBe(VIEW_ROLES.account)
    expect(homeRole(false)).toBe(VIEW_ROLES.connect)
  })

  it('closing resets to Connect; an embedded modal stays on its home view', () => {
    expect(closingRole(true, false)).toBe(VIEW_ROLES.connect)
    expect(closingRole(false, true)).toBe(VIEW_ROLES.connect)
    expect(closingRole(true, true)).toBe(VIEW_ROLES.account)
  })

  const views: Partial<Record<string, string>> = {
    [VIEW_ROLES.connect]: 'Connect',
    [VIEW_ROLES.mobileWalletList]: 'AllWallets',
    [VIEW_ROLES.basicConnecting]: 'ConnectingWalletConnectBasic',
    [VIEW_ROLES.account]: 'Account',
  }
  const forRole = (role: string) => views[role]
  it.each([
    ['Connect', true],
    ['AllWallets', true],
    ['ConnectingWalletConnectBasic', false],
    ['ConnectingExternal', false],
    ['Account', false],
  ])('a connection completing while %s shows moves on to Account: %s', (view, follows) => {
    expect(followsConnection(view, forRole)).toBe(follows)
  })

  const walletConnect = { id: 'walletConnect', chain: 'eip155', chains: ['eip155', 'solana'] } as const
  it.each([
    ['nothing connected', {}, { id: 'b', chain: 'eip155' }, false, undefined],
    ['the same connector again', { eip155: 'a' }, { id: 'a', chain: 'eip155' }, false, undefined],
    ['another connector, multi-wallet off', { eip155: 'a' }, { id: 'b', chain: 'eip155' }, false, 'eip155'],
    ['another connector, multi-wallet on', { eip155: 'a' }, { id: 'b', chain: 'eip155' }, true, undefined],
    ['another namespace only', { eip155: 'a' }, { id: 'b', chain: 'solana' }, false, undefined],
    ['a multi-namespace wallet over a live one', { solana: 's' }, walletConnect, false, 'solana'],
  ] as const)('picking a wallet with %s replaces: %s', (_case, active, connector, multiWallet, expected) => {
    expect(replacesConnection(active, connector, multiWallet)).toBe(expected)
  })
})
