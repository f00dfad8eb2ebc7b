import { describe, expect, test } from 'vitest'
import { DEFAULT_CONNECTOR_ORDER } from '../constants.js'
import {
  connectMethodOrder,
  hasShownInjectedConnector,
  isHiddenBrowserWallet,
  isWalletExcluded,
  orderWalletList,
  resolveWalletListOrder,
} from './connectors.js'
import type { Connector } from './types.js'

const metamaskId = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const rainbowId = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const trustId = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'

const walletConnect: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}
const walletConnectSolana: Connector = { ...walletConnect, chain: 'solana' }
const metamask: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  rdns: 'io.metamask',
  explorerId: metamaskId,
}
const browserWallet: Connector = { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' }
const phantomEvm: Connector = {
  id: 'app.phantom',
  type: 'ANNOUNCED',
  name: 'Phantom',
  chain: 'eip155',
  rdns: 'app.phantom',
}
const phantomSolana: Connector = { id: 'phantom', type: 'INJECTED', name: 'Phantom', chain: 'solana' }
const coinbase: Connector = {
  id: 'coinbaseWalletSDK',
  type: 'EXTERNAL',
  name: 'Coinbase Wallet',
  chain: 'eip155',
}
const auth: Connector = { id: 'AUTH', type: 'AUTH', name: 'Auth', chain: 'eip155' }

const metamaskWallet = { id: metamaskId, name: 'MetaMask', imageUrl: 'https://img/metamask.png' }
const rainbowWallet = { id: rainbowId, name: 'Rainbow' }
const trustWallet = { id: trustId, name: 'Trust Wallet', rdns: 'com.trustwallet.app' }
const customWallet = { id: 'my-wallet', name: 'My Wallet' }

const kinds = (items: readonly { kind: string; name: string }[]) =>
  items.map((item) => `${item.kind}:${item.name}`)

describe('orderWalletList', () => {
  test('follows the default connector order', () => {
    expect(DEFAULT_CONNECTOR_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    const items = orderWalletList({
      connectors: [coinbase, metamask, walletConnect],
      recent: [rainbowWallet],
      featured: [trustWallet],
      custom: [customWallet],
      recommended: [{ id: 'okx', name: 'OKX Wallet' }],
      platform: { mobile: false },
    })
    expect(kinds(items)).toEqual([
      'walletConnect:WalletConnect',
      'recent:Rainbow',
      'injected:MetaMask',
      'featured:Trust Wallet',
      'custom:My Wallet',
      'external:Coinbase Wallet',
      'recommended:OKX Wallet',
    ])
  })

  test("follows the app's order, appending the kinds it leaves out in the default order", () => {
    const items = orderWalletList({
      connectors: [metamask, walletConnect, coinbase],
      featured: [trustWallet],
      order: ['featured', 'external'],
      platform: { mobile: false },
    })
    expect(kinds(items)).toEqual([
      'featured:Trust Wallet',
      'external:Coinbase Wallet',
      'walletConnect:WalletConnect',
      'injected:MetaMask',
    ])
  })

  test('an installed wallet is not listed again as recent, featured, custom or recommended', () => {
    const items = orderWalletList({
      connectors: [metamask],
      recent: [metamaskWallet],
      featured: [{ ...metamaskWallet, name: 'MetaMask (catalogue name)' }],
      custom: [{ id: 'mm', name: 'metamask' }],
      recommended: [{ id: 'other', name: 'Other', rdns: 'IO.METAMASK' }],
      platform: { mobile: false },
    })
    expect(kinds(items)).toEqual(['injected:MetaMask'])
  })

  test('the installed item absorbs the catalogue entry it hides', () => {
    const [item] = orderWalletList({
      connectors: [metamask],
      featured: [metamaskWallet],
      platform: { mobile: false },
    })
    expect(item).toMatchObject({ kind: 'injected', connector: metamask, wallet: metamaskWallet })
    expect(item?.imageUrl).toBe('https://img/metamask.png')
  })

  test('catalogue groups de-duplicate in display order: recent wins over featured and recommended', () => {
    const items = orderWalletList({
      connectors: [],
      recent: [rainbowWallet],
      featured: [rainbowWallet, trustWallet],
      recommended: [trustWallet, { id: 'x', name: 'RAINBOW' }],
      platform: { mobile: false },
    })
    expect(kinds(items)).toEqual(['recent:Rainbow', 'featured:Trust Wallet'])
  })

  test('announced connectors come before injected ones', () => {
    const legacy: Connector = {
      id: 'injected',
      type: 'INJECTED',
      name: 'Brave Wallet',
      chain: 'eip155',
      rdns: 'com.brave',
    }
    const items = orderWalletList({ connectors: [legacy, metamask], platform: { mobile: false } })
    expect(kinds(items)).toEqual(['injected:MetaMask', 'injected:Brave Wallet'])
  })

  test('one wallet installed for several namespaces is one item with every connector', () => {
    const items = orderWalletList({
      connectors: [phantomEvm, phantomSolana, walletConnect, walletConnectSolana],
      platform: { mobile: false },
    })
    expect(kinds(items)).toEqual(['walletConnect:WalletConnect', 'injected:Phantom'])
    expect(items[1]?.connectors).toEqual([phantomEvm, phantomSolana])
  })

  test("the identifier-less 'Browser Wallet' is hidden on desktop and on mobile", () => {
    for (const mobile of [false, true]) {
      const items = orderWalletList({ connectors: [browserWallet, metamask], platform: { mobile } })
      expect(items.map((item) => item.name)).not.toContain('Browser Wallet')
    }
  })

  test("a 'Browser Wallet' with an identifier is shown", () => {
    const identified = { ...browserWallet, rdns: 'com.example.wallet' }
    const items = orderWalletList({ connectors: [identified], platform: { mobile: true } })
    expect(kinds(items)).toEqual(['injected:Browser Wallet'])
  })

  test('excluded wallets are hidden, by id or by name', () => {
    const items = orderWalletList({
      connectors: [metamask, coinbase, walletConnect],
      featured: [trustWallet, rainbowWallet],
      excludeWalletIds: [metamaskId, 'coinbase wallet', rainbowId],
      platform: { mobile: false },
    })
    expect(kinds(items)).toEqual(['walletConnect:WalletConnect', 'featured:Trust Wallet'])
  })

  test('excluding an installed wallet also hides its catalogue entries', () => {
    const items = orderWalletList({
      connectors: [metamask],
      featured: [metamaskWallet],
      excludeWalletIds: ['MetaMask'],
      platform: { mobile: false },
    })
    expect(items).toEqual([])
  })

  test('the WalletConnect QR item is hidden on mobile; AUTH connectors are never listed', () => {
    const items = orderWalletList({
      connectors: [walletConnect, auth, metamask],
      recommended: [rainbowWallet],
      platform: { mobile: true },
    })
    expect(kinds(items)).toEqual(['injected:MetaMask', 'recommended:Rainbow'])
  })

  test('does not mutate its inputs', () => {
    const featured = [metamaskWallet]
    const connectors = [metamask]
    orderWalletList({ connectors, featured, platform: { mobile: false } })
    expect(featured).toEqual([metamaskWallet])
    expect(metamask).not.toHaveProperty('wallet')
  })
})

describe('isWalletExcluded and isHiddenBrowserWallet', () => {
  test('matches ids, rdns and names case-insensitively', () => {
    expect(isWalletExcluded({ id: 'x', name: 'MetaMask' }, ['metamask'])).toBe(true)
    expect(isWalletExcluded({ id: 'x', rdns: 'io.metamask' }, ['IO.METAMASK'])).toBe(true)
    expect(isWalletExcluded({ id: 'io.metamask', explorerId: metamaskId }, [metamaskId])).toBe(true)
    expect(isWalletExcluded({ id: 'x', name: 'Rainbow' }, ['metamask'])).toBe(false)
    expect(isWalletExcluded({ id: 'x', name: 'Rainbow' })).toBe(false)
  })

  test('only an INJECTED Browser Wallet without identifier is hidden', () => {
    expect(isHiddenBrowserWallet(browserWallet)).toBe(true)
    expect(isHiddenBrowserWallet({ ...browserWallet, explorerId: metamaskId })).toBe(false)
    expect(isHiddenBrowserWallet({ ...browserWallet, rdns: 'io.metamask' })).toBe(false)
    expect(isHiddenBrowserWallet({ ...browserWallet, type: 'ANNOUNCED' })).toBe(false)
    expect(isHiddenBrowserWallet({ ...browserWallet, name: 'MetaMask' })).toBe(false)
  })
})

describe('resolveWalletListOrder', () => {
  test('drops unknown and repeated kinds and appends missing ones', () => {
    expect(resolveWalletListOrder(['recommended', 'bogus', 'recommended'])).toEqual([
      'recommended',
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
    ])
  })
})

describe('connectMethodOrder', () => {
  test('default: email, social, wallet', () => {
    expect(connectMethodOrder({ hasInjected: false })).toEqual(['email', 'social', 'wallet'])
  })

  test('wallet first when an injected wallet exists', () => {
    expect(connectMethodOrder({ hasInjected: true })).toEqual(['wallet', 'email', 'social'])
  })

  test("the app's order wins, cleaned of unknown and repeated methods", () => {
    expect(connectMethodOrder({ hasInjected: true, order: ['social', 'email', 'social', 'fax'] })).toEqual([
      'social',
      'email',
    ])
    expect(connectMethodOrder({ hasInjected: false, order: ['fax'] })).toEqual(['email', 'social', 'wallet'])
  })

  test('hasShownInjectedConnector ignores the hidden Browser Wallet and excluded wallets', () => {
    expect(hasShownInjectedConnector([browserWallet, walletConnect, coinbase])).toBe(false)
    expect(hasShownInjectedConnector([metamask])).toBe(true)
    expect(hasShownInjectedConnector([metamask], ['MetaMask'])).toBe(false)
  })
})
