import { createTestPortico, trapBrowserGlobals } from '@portico/kernel/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeWindow, discoverWallets } from '../test/fixtures.js'

let restore = () => {}
afterEach(() => restore())

describe('public API', () => {
  it('exports', async () => {
    const entry = await import('./index.js')
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "ANNOUNCE_PROVIDER_EVENT",
        "CallsStatusNotApprovedError",
        "EIP155_RPC_METHODS",
        "ExecutionRevertedError",
        "FeeCapTooHighError",
        "FeeCapTooLowError",
        "GasTooHighError",
        "GasTooLowError",
        "INJECTED_CONNECTOR_ID",
        "InsufficientFundsError",
        "InvalidRequestParamsError",
        "InvalidSignatureError",
        "InvalidTransactionHashError",
        "InvalidTransferError",
        "InvalidWalletResponseError",
        "MissingCapabilitiesAddressError",
        "NoRpcUrlError",
        "NodeError",
        "NonceMaxValueError",
        "NonceTooHighError",
        "NonceTooLowError",
        "NotConnectedError",
        "ProviderNotFoundError",
        "RECOGNISED_CAPABILITIES",
        "REQUEST_PROVIDER_EVENT",
        "TipAboveFeeCapError",
        "TransactionTypeNotSupportedError",
        "VERSION",
        "connect",
        "disconnect",
        "eip155",
        "getAddChainParameters",
        "getAssets",
        "getCallsStatus",
        "getCapabilities",
        "getChainId",
        "getProvider",
        "getRpcUrls",
        "hasErrorCode",
        "isEip1193Provider",
        "parseAnnouncement",
        "parseAssets",
        "parseCapabilities",
        "parseChainId",
        "reconnect",
        "requestAccounts",
        "requestChainId",
        "requestSignature",
        "requestWallet",
        "sendCalls",
        "sendTransaction",
        "sendTransfer",
        "shouldStopFailover",
        "signMessage",
        "signTypedData",
        "switchNetwork",
        "toAnnouncedConnector",
        "toCaipNetworkId",
        "toConnectResult",
        "toEip155Error",
        "toHexChainId",
        "toInjectedConnector",
        "toNodeError",
        "watchAnnouncedProviders",
        "watchInjectedProvider",
        "watchProviderEvents",
        "withBlockchainApiParameters",
      ]
    `)
  })

  it('networks', async () => {
    const networks = await import('./networks.js')
    expect(Object.keys(networks).sort()).toMatchInlineSnapshot(`
      [
        "arbitrum",
        "arbitrumSepolia",
        "aurora",
        "auroraTestnet",
        "avalanche",
        "avalancheFuji",
        "base",
        "baseSepolia",
        "bsc",
        "bscTestnet",
        "celo",
        "celoAlfajores",
        "gnosis",
        "gnosisChiado",
        "mainnet",
        "optimism",
        "optimismSepolia",
        "polygon",
        "polygonAmoy",
        "sepolia",
        "zksync",
        "zksyncSepolia",
        "zora",
        "zoraSepolia",
      ]
    `)
    for (const network of Object.values(networks)) {
      expect(network.chainNamespace).toBe('eip155')
      expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
      expect(network.rpcUrls.default.http.every((url) => url.startsWith('https://'))).toBe(true)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
      expect(network.assets?.imageUrl).toMatch(/^data:image\/svg\+xml,%3Csvg /)
      expect(network.nativeCurrency.decimals).toBe(18)
    }
    const testnets = Object.values(networks).filter((network) => 'testnet' in network && network.testnet)
    expect(testnets).toHaveLength(12)
    expect(new Set(Object.values(networks).map((network) => network.id)).size).toBe(24)
  })
})

describe('server rendering', () => {
  it('importing the entries touches no browser global; setup only probes `typeof window`', async () => {
    const trap = trapBrowserGlobals()
    restore = trap.restore
    const { touched } = trap
    vi.resetModules()
    const { eip155 } = await import('./index.js')
    const { mainnet, base } = await import('./networks.js')
    expect(touched).toEqual([])
    const portico = createTestPortico({ plugins: [eip155()], networks: [mainnet, base] })
    await portico.start()
    // The discovery guard reads `window` once (undefined here), nothing else.
    expect(touched).toEqual(['window'])
    expect(portico.wallet.getState().connectors).toEqual([])
    await portico.dispose()
    expect(touched).toEqual(['window'])
  })
})

describe('plugin contract', () => {
  it('two kernels on one page share nothing', async () => {
    const { eip155 } = await import('./index.js')
    const win = createFakeWindow()
    const plugin = eip155({ window: win })
    const first = createTestPortico({ plugins: [plugin] })
    const second = createTestPortico({ plugins: [plugin] })
    await Promise.all([first.start(), second.start()])
    await Promise.all([discoverWallets(first), discoverWallets(second)])
    const provider = { request: async () => null }
    win.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: {
          info: { uuid: 'u', name: 'W', icon: 'data:image/png;base64,AA==', rdns: 'dev.w' },
          provider,
        },
      }),
    )
    expect(first.wallet.getState().connectors).toHaveLength(1)
    expect(second.wallet.getState().connectors).toHaveLength(1)
    first.wallet.removeConnector('dev.w')
    expect(second.wallet.getState().connectors).toHaveLength(1)
    await first.dispose()
    win.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(second.status).toBe('ready')
    await second.dispose()
  })

  it('registers its adapter, every RPC method, discovery on modal.prepare and the capabilities on wallet.prepare', async () => {
    const { eip155, EIP155_RPC_METHODS } = await import('./index.js')
    const portico = createTestPortico({ plugins: [eip155()] })
    expect(portico.chains.namespaces()).toEqual(['eip155'])
    const adapter = portico.chains.get('eip155')!
    expect(Object.keys(adapter).sort()).toEqual([
      'connect',
      'disconnect',
      'getNativeBalance',
      'isAddress',
      'namespace',
      'reconnect',
      'sendTransfer',
      'signMessage',
      'switchNetwork',
    ])
    expect(EIP155_RPC_METHODS).toHaveLength(11)
    await portico.start()
    for (const method of EIP155_RPC_METHODS.filter((m) => !['eth_accounts', 'eth_chainId'].includes(m)))
      await expect(portico.request({ namespace: 'eip155', method, params: [] })).rejects.toMatchObject({
        name: expect.stringMatching(/NotConnectedError|InvalidRequestParamsError/),
      })
    await expect(portico.request({ namespace: 'eip155', method: 'eth_accounts' })).resolves.toEqual([])
    await expect(portico.request({ namespace: 'eip155', method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4200,
    })
    expect(portico.extensions.list('modal.prepare').map((item) => item.id)).toEqual(['eip155.discovery'])
    expect(portico.extensions.list('modal.prefetch')).toEqual([])
    const [prepare] = portico.extensions.list('wallet.prepare')
    expect(prepare).toMatchObject({ id: 'eip155.capabilities', namespace: 'eip155' })
    await portico.dispose()
  })
})
