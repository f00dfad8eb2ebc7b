import { alerts, definePlugin, type Portico } from '@portico/kernel'
import { testNetworks } from '@portico/kernel/testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createPorticoForTest, type SetupOptions } from '../../test/portico.js'
import { PorticoProvider } from '../provider/PorticoProvider.js'
import { useTheme } from '../theme/useTheme.js'
import { useAccount } from './useAccount.js'
import { useConnections } from './useConnections.js'
import { useDisconnect } from './useDisconnect.js'
import { useExtensions, useViewEnabled } from './useExtensions.js'
import { useFlag } from './useFlag.js'
import { useModal } from './useModal.js'
import { useNetwork } from './useNetwork.js'
import { useNotifications } from './useNotifications.js'
import { usePorticoEvent } from './usePorticoEvent.js'
import { useRouter } from './useRouter.js'
import { useLocale, useT } from './useT.js'
import { useWalletInfo } from './useWalletInfo.js'

async function setup<T>(hook: () => T, options: SetupOptions = {}) {
  const { portico, chain } = createPorticoForTest(options)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PorticoProvider portico={portico}>{children}</PorticoProvider>
  )
  const rendered = renderHook(hook, { wrapper })
  await act(() => portico.start())
  const connect = () =>
    act(() => portico.wallet.connect({ connectorId: 'mock.injected' }).then(() => undefined))
  return { ...rendered, portico, chain, connect }
}

describe('useAccount', () => {
  it('follows connect and disconnect of the active namespace', async () => {
    const { result, connect, portico } = await setup(() => useAccount())
    expect(result.current).toMatchObject({ isConnected: false, address: undefined, namespace: 'eip155' })
    await connect()
    await waitFor(() => expect(result.current.balance).toBe('1.2345'))
    expect(result.current).toMatchObject({
      isConnected: true,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      balanceSymbol: 'ETH',
    })
    await act(() => portico.wallet.disconnect())
    expect(result.current.isConnected).toBe(false)
  })

  it('reads another namespace when asked', async () => {
    const { result, connect } = await setup(() => useAccount('solana'))
    await connect()
    expect(result.current).toMatchObject({ namespace: 'solana', isConnected: false })
  })

  it('keeps its identity while unrelated state changes (no extra renders)', async () => {
    let renders = 0
    const { result, portico } = await setup(() => {
      renders++
      return useAccount()
    })
    const before = result.current
    const count = renders
    act(() => portico.wallet.addConnector({ id: 'other', name: 'Other', type: 'INJECTED', chain: 'eip155' }))
    expect(result.current).toBe(before)
    expect(renders).toBe(count)
  })
})

describe('useNetwork', () => {
  it('gives the active network and switches through the kernel rules', async () => {
    const { result, connect, chain } = await setup(() => useNetwork())
    expect(result.current.network?.name).toBe('Ethereum')
    expect(result.current.networks).toHaveLength(2)
    expect(result.current.isSupported).toBe(true)
    await connect()
    let outcome: string | undefined
    await act(async () => {
      outcome = await result.current.switchNetwork(testNetworks.base)
    })
    expect(outcome).toBe('switched')
    expect(result.current.network?.name).toBe('Base')
    expect(chain.calls.some((c) => c.capability === 'switchNetwork')).toBe(true)
  })

  it('reports a network the app does not know as unsupported', async () => {
    const { result, connect, portico } = await setup(() => useNetwork(), { allowUnsupportedChain: true })
    await connect()
    act(() =>
      portico.wallet.reportNetwork({
        namespace: 'eip155',
        connectorId: 'mock.injected',
        caipNetworkId: 'eip155:999',
      }),
    )
    expect(result.current).toMatchObject({
      isSupported: false,
      network: undefined,
      caipNetworkId: 'eip155:999',
    })
  })
})

describe('useDisconnect, useWalletInfo, useConnections', () => {
  it('expose the connection and disconnect it', async () => {
    const { result, connect } = await setup(() => ({
      disconnect: useDisconnect(),
      info: useWalletInfo(),
      connections: useConnections(),
    }))
    expect(result.current.info).toBeUndefined()
    expect(result.current.connections.connections).toEqual([])
    await connect()
    expect(result.current.info).toMatchObject({ name: 'Mock Wallet', type: 'ANNOUNCED' })
    expect(result.current.connections).toMatchObject({
      activeConnectorId: 'mock.injected',
      connections: [{ connectorId: 'mock.injected' }],
    })
    expect(result.current.connections.connectors.map((c) => c.id)).toEqual(['mock.injected'])
    await act(() => result.current.disconnect.disconnect())
    expect(result.current.info).toBeUndefined()
    expect(result.current.disconnect.isPending).toBe(false)
  })
})

describe('useModal and useRouter', () => {
  it('open with a view and data, navigate, close', async () => {
    const { result } = await setup(() => ({ modal: useModal(), router: useRouter() }))
    await act(() =>
      result.current.modal.open({ view: 'SwitchNetwork', data: { network: testNetworks.base } }),
    )
    expect(result.current.modal.isOpen).toBe(true)
    expect(result.current.router).toMatchObject({
      view: 'SwitchNetwork',
      data: { network: testNetworks.base },
    })
    expect(result.current.router.canGoBack).toBe(false)
    act(() => result.current.router.push('AllWallets'))
    expect(result.current.router).toMatchObject({ view: 'AllWallets', canGoBack: true, transition: 'push' })
    act(() => result.current.router.back())
    expect(result.current.router).toMatchObject({ view: 'SwitchNetwork', transition: 'back' })
    act(() => result.current.modal.close())
    expect(result.current.modal.isOpen).toBe(false)
  })
})

describe('usePorticoEvent', () => {
  it('calls the latest listener and unsubscribes on unmount', async () => {
    const first = vi.fn()
    const second = vi.fn()
    let listener = first
    const { rerender, unmount, connect, portico } = await setup(() =>
      usePorticoEvent('wallet:connected', (payload) => listener(payload)),
    )
    await connect()
    expect(first).toHaveBeenCalledWith(
      expect.objectContaining({ namespace: 'eip155', connectorId: 'mock.injected' }),
    )
    // Counted after the first connection: the kernel's own navigation listens from then on.
    const before = portico.events.listenerCount('wallet:connected')
    listener = second
    rerender()
    expect(portico.events.listenerCount('wallet:connected')).toBe(before)
    await act(() => portico.wallet.disconnect())
    await connect()
    expect(second).toHaveBeenCalledTimes(1)
    expect(first).toHaveBeenCalledTimes(1)
    unmount()
    expect(portico.events.listenerCount('wallet:connected')).toBe(before - 1)
  })
})

describe('useTheme', () => {
  it('switches the mode and variables at runtime through portico.theme', async () => {
    const { result, portico } = await setup(() => useTheme(), { themeMode: 'dark' })
    expect(result.current).toMatchObject({ mode: 'dark', resolvedMode: 'dark' })
    act(() => result.current.setMode('light'))
    expect(portico.theme.getState().mode).toBe('light')
    expect(result.current.resolvedMode).toBe('light')
    act(() => result.current.setVariables({ '--portico-color-accent': '#ff0000' }))
    expect(result.current.variables).toEqual({ '--portico-color-accent': '#ff0000' })
    act(() => result.current.setVariables({ '--portico-color-accent': undefined }))
    expect(result.current.variables).toEqual({})
  })

  it('resolves system mode by the colour-scheme preference', async () => {
    const { result } = await setup(() => useTheme())
    expect(result.current.mode).toBe('system')
    expect(['light', 'dark']).toContain(result.current.resolvedMode)
  })
})

describe('useFlag', () => {
  it('re-renders when a flag changes', async () => {
    const { result, portico } = await setup(() => useFlag('multiWallet'))
    expect(result.current).toBe(false)
    act(() => portico.flags.setLocal({ multiWallet: true }))
    expect(result.current).toBe(true)
  })
})

describe('useExtensions and useViewEnabled', () => {
  it('re-run `enabled` when the wallet changes (a wallet switch while the view stays), not only on flags', async () => {
    // Like the e-mail wallet's Account entry: enabled while a given connector is the active one.
    const kernel: { portico?: Portico } = {}
    const whileInjected = () => kernel.portico?.wallet.getActiveConnector()?.id === 'mock.injected'
    const plugin = definePlugin({
      id: 'wallet-bound',
      version: '1.0.0',
      kernel: '^1',
      register(ctx) {
        ctx.extensions.contribute('account.features', {
          id: 'bound',
          feature: 'bound',
          label: 'bound',
          view: 'Bound',
          enabled: whileInjected,
        })
        ctx.views.register({
          id: 'Bound',
          load: async () => ({ default: () => null }),
          enabled: whileInjected,
        })
      },
      setup({ portico }) {
        kernel.portico = portico
      },
    })
    let renders = 0
    const { result, portico, connect } = await setup(
      () => {
        renders++
        return { features: useExtensions('account.features'), view: useViewEnabled('Bound') }
      },
      { plugins: [plugin] },
    )
    expect(result.current.features.map((item) => item.id)).not.toContain('bound')
    expect(result.current.view).toBe(false)
    await connect()
    expect(result.current.features.map((item) => item.id)).toContain('bound')
    expect(result.current.view).toBe(true)
    // Unrelated wallet changes keep the list's identity and cause no render.
    const before = result.current.features
    const count = renders
    act(() => portico.wallet.addConnector({ id: 'other', name: 'Other', type: 'INJECTED', chain: 'eip155' }))
    expect(result.current.features).toBe(before)
    expect(renders).toBe(count)
    await act(() => portico.wallet.disconnect())
    expect(result.current.features.map((item) => item.id)).not.toContain('bound')
    expect(result.current.view).toBe(false)
  })
})

describe('useExtensions with deferred plugin parts', () => {
  it('shows the items and views a plugin registers after the first render', async () => {
    const plugin = definePlugin({
      id: 'late-tab',
      version: '1.0.0',
      kernel: '^1',
      load: async () => ({
        register(ctx) {
          ctx.extensions.contribute('account.tabs', {
            id: 'late',
            label: 'late',
            load: async () => ({ default: () => null }),
          })
          ctx.views.register({ id: 'late/View', load: async () => ({ default: () => null }) })
        },
      }),
    })
    const { result, portico } = await setup(
      () => ({ tabs: useExtensions('account.tabs'), view: useViewEnabled('late/View') }),
      { plugins: [plugin] },
    )
    expect(result.current.tabs.map((tab) => tab.id)).not.toContain('late')
    expect(result.current.view).toBe(false)
    await act(() => portico.loadPlugins())
    expect(result.current.tabs.map((tab) => tab.id)).toContain('late')
    expect(result.current.view).toBe(true)
  })
})

describe('useT and useLocale', () => {
  it('translate and re-render on a runtime locale switch (German loads lazily)', async () => {
    const { result } = await setup(() => ({ t: useT(), locale: useLocale() }))
    expect(result.current.t('ui.button.connect')).toBe('Connect Wallet')
    expect(result.current.locale.locales).toContain('de')
    await act(() => result.current.locale.setLocale('de'))
    expect(result.current.locale.locale).toBe('de')
    expect(result.current.t('ui.button.connect')).toBe('Wallet verbinden')
    expect(result.current.t('ui.missing.key')).toBe('ui.missing.key')
  })
})

describe('useNotifications', () => {
  it('shows toasts and alerts', async () => {
    const { result } = await setup(() => useNotifications())
    act(() => result.current.success('Copied'))
    expect(result.current.toasts).toMatchObject([{ message: 'Copied', variant: 'success', open: true }])
    act(() => result.current.showAlert(alerts.RATE_LIMITED))
    expect(result.current.alert?.shortMessage).toBe('Rate Limited')
    act(() => result.current.dismissAlert())
    expect(result.current.alert).toBeUndefined()
  })
})
