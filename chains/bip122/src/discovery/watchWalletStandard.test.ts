import type { Connector } from '@portico/kernel'
import { describe, expect, it, vi } from 'vitest'
import { BITCOIN_CONNECT } from '../wallets/standardFeatures.js'
import { REGISTER_WALLET_EVENT, watchWalletStandard } from './watchWalletStandard.js'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

const bitcoinWallet = (name: string) => ({
  name,
  icon: ICON,
  chains: ['bitcoin:mainnet'],
  features: { [BITCOIN_CONNECT]: { connect: async () => ({ accounts: [] }) } },
  accounts: [],
})

/** A wallet registering itself the way the standard says: a callback in the event's detail. */
const registerOn = (target: EventTarget, wallet: unknown) =>
  target.dispatchEvent(
    new CustomEvent(REGISTER_WALLET_EVENT, {
      detail: (api: { register: (...wallets: unknown[]) => unknown }) => api.register(wallet),
    }),
  )

function watch() {
  const target = new EventTarget()
  const connectors: Connector[] = []
  const loadParser = vi.fn(() => import('./parseWallet.js'))
  const discovery = watchWalletStandard({ target, onConnector: (c) => connectors.push(c), loadParser })
  return { target, connectors, loadParser, discovery }
}

describe('watchWalletStandard', () => {
  it('loads no parser on a flush while no wallet has registered', async () => {
    const { discovery, loadParser, connectors } = watch()
    await discovery.flush()
    await discovery.flush()
    expect(loadParser).not.toHaveBeenCalled()
    expect(connectors).toEqual([])
    discovery.stop()
  })

  it('offers a wallet that registered before the flush on the flush, one that registers later as it comes', async () => {
    const { target, discovery, loadParser, connectors } = watch()
    registerOn(target, bitcoinWallet('Early'))
    expect(loadParser).not.toHaveBeenCalled()
    await discovery.flush()
    expect(connectors.map((c) => c.id)).toEqual(['wallet-standard:Early'])
    registerOn(target, bitcoinWallet('Late'))
    await vi.waitFor(() =>
      expect(connectors.map((c) => c.id)).toEqual(['wallet-standard:Early', 'wallet-standard:Late']),
    )
    expect(loadParser).toHaveBeenCalledTimes(1)
    discovery.stop()
  })

  it('loads the parser for a wallet that registers after a flush that found none', async () => {
    const { target, discovery, loadParser, connectors } = watch()
    await discovery.flush()
    registerOn(target, bitcoinWallet('Late'))
    await vi.waitFor(() => expect(connectors.map((c) => c.id)).toEqual(['wallet-standard:Late']))
    expect(loadParser).toHaveBeenCalledTimes(1)
    discovery.stop()
  })

  it('logs a parser that fails to load and offers its wallets on the next flush', async () => {
    const target = new EventTarget()
    const connectors: Connector[] = []
    const warn = vi.fn()
    const loadParser = vi
      .fn<() => Promise<typeof import('./parseWallet.js')>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => import('./parseWallet.js'))
    const discovery = watchWalletStandard({
      target,
      onConnector: (c) => connectors.push(c),
      loadParser,
      log: { warn },
    })
    registerOn(target, bitcoinWallet('Early'))
    await expect(discovery.flush()).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith('Discovery failed', expect.any(Error))
    expect(connectors).toEqual([])
    await discovery.flush()
    expect(connectors.map((c) => c.id)).toEqual(['wallet-standard:Early'])
    discovery.stop()
  })
})
