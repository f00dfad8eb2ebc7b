import { messages } from '@portico/kernel'
import { CORE_VIEW_IDS, createTestPortico, mockChain, placeholderViews } from '@portico/kernel/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { WALLETCONNECT_CONNECTOR_ID, WALLETCONNECT_VIEWS } from './constants.js'
import { getWalletConnect } from './core/token.js'
import { walletConnect } from './plugin.js'

const otherCoreViews = () =>
  placeholderViews(
    CORE_VIEW_IDS.filter((id) => id !== WALLETCONNECT_VIEWS.connecting && id !== WALLETCONNECT_VIEWS.basic),
  )

const kernels: Array<{ dispose(): Promise<void> }> = []
afterEach(async () => {
  await Promise.allSettled(kernels.splice(0).map((k) => k.dispose()))
})

async function start(options: Parameters<typeof createTestPortico>[0] = {}) {
  const portico = createTestPortico(options)
  kernels.push(portico)
  await portico.start()
  return portico
}

describe('walletConnect()', () => {
  it('registers both connecting views and a WalletConnect entry in the Connect list', async () => {
    const portico = await start({ plugins: [otherCoreViews(), walletConnect({ projectId: 'p' })] })
    expect(portico.views.has(WALLETCONNECT_VIEWS.connecting)).toBe(true)
    expect(portico.views.has(WALLETCONNECT_VIEWS.basic)).toBe(true)
    expect(portico.extensions.list('connect.wallets')).toEqual([
      expect.objectContaining({
        id: 'walletconnect',
        kind: 'walletConnect',
        name: 'WalletConnect',
        view: WALLETCONNECT_VIEWS.connecting,
        imageUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
      }),
    ])
  })

  it('adds its connector once set up, serving the namespaces of the composed chain plugins', async () => {
    const solana = mockChain({ namespace: 'solana', connectors: [] })
    const portico = await start({
      plugins: [mockChain().plugin, solana.plugin, walletConnect({ projectId: 'p' })],
    })
    const connector = portico.wallet.getState().connectors.find((c) => c.id === WALLETCONNECT_CONNECTOR_ID)
    // The test networks are eip155 only: solana has a plugin but no network to ask for.
    expect(connector).toMatchObject({
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'eip155',
      chains: ['eip155'],
    })
    await portico.dispose()
    expect(portico.wallet.getState().connectors.some((c) => c.id === WALLETCONNECT_CONNECTOR_ID)).toBe(false)
  })

  it('opens the basic view when no chain plugin is composed or manual control is on (spec 2)', async () => {
    const bare = await start({ plugins: [otherCoreViews(), walletConnect({ projectId: 'p' })] })
    await bare.modal.open()
    expect(bare.router.current.view).toBe(WALLETCONNECT_VIEWS.basic)

    const manual = await start({
      manualControl: true,
      plugins: [otherCoreViews(), mockChain().plugin, walletConnect({ projectId: 'p' })],
    })
    await manual.modal.open()
    expect(manual.router.current.view).toBe(WALLETCONNECT_VIEWS.basic)

    const normal = await start({
      plugins: [otherCoreViews(), mockChain().plugin, walletConnect({ projectId: 'p' })],
    })
    await normal.modal.open()
    expect(normal.router.current.view).toBe('Connect')
  })

  it('names its views at once, speaks English once a view loads and German once chosen', async () => {
    const portico = await start({ plugins: [walletConnect({ projectId: 'p' })] })
    expect(portico.i18n.t('walletconnect.title')).toBe('WalletConnect')
    expect(portico.i18n.t('walletconnect.copyLink')).toBe('walletconnect.copyLink')
    await portico.views.get(WALLETCONNECT_VIEWS.connecting)?.load()
    expect(portico.i18n.t('walletconnect.copyLink')).toBe('Copy link')
    expect(portico.i18n.t('walletconnect.error.rejected')).toBe(messages.connectionRejected)
    await portico.i18n.setLocale('de')
    expect(portico.i18n.t('walletconnect.copyLink')).toBe('Link kopieren')
    expect(portico.i18n.t('walletconnect.error.rejected')).toBe('Verbindung abgelehnt')
  })

  it("says 'WalletConnectConnector not found' without the plugin or its connector", async () => {
    const without = await start({ plugins: [] })
    await expect(getWalletConnect(without)).rejects.toThrow(messages.walletConnectConnectorNotFound)

    const portico = await start({ plugins: [mockChain().plugin, walletConnect({ projectId: 'p' })] })
    portico.wallet.removeConnector(WALLETCONNECT_CONNECTOR_ID)
    const service = await getWalletConnect(portico)
    service.startConnect()
    expect(service.flow.getState()).toMatchObject({
      phase: 'failed',
      error: expect.objectContaining({ shortMessage: messages.walletConnectConnectorNotFound }),
    })
    expect(service.client.isLoaded()).toBe(false)
  })

  it('rejects bad options when the app composes it', () => {
    expect(() => walletConnect({ projectId: '' })).toThrow('The walletConnect() options are not valid.')
  })

  it("takes the kernel's project id unless given its own, and needs one of the two", async () => {
    const portico = await start({ projectId: 'kernel-project', plugins: [otherCoreViews(), walletConnect()] })
    expect(portico.views.has(WALLETCONNECT_VIEWS.connecting)).toBe(true)
    expect(() => createTestPortico({ plugins: [otherCoreViews(), walletConnect()] })).toThrow(
      expect.objectContaining({
        name: 'PluginLifecycleError',
        cause: expect.objectContaining({ name: 'InvalidWalletConnectOptionsError' }),
      }),
    )
  })
})
