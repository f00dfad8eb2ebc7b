import type { ConnectResult, Portico, PorticoOptions } from '@portico/kernel'
import { createTestPortico } from '@portico/kernel/testing'
import type { MobileWalletParameters } from '@portico/testkit/mobile-wallet/src/wallet/createMobileWallet'
import { type Relay, startRelay } from '@portico/testkit/services/relay/server'
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest'
import { WALLETCONNECT_CONNECTOR_ID } from '../constants.js'
import { getWalletConnect } from '../core/token.js'
import { createTestWallet, type TestWallet, waitFor } from './walletHarness.js'

export type RelayKernels = {
  /** The file's relay (started before the first test). */
  relay(): Relay
  /**
   * A started kernel, disposed after the test. Unless the test says otherwise, the Blockchain API
   * points at a closed port and every HTTP call answers `{}`; `fetched` records the URLs.
   */
  startKernel(options: Partial<PorticoOptions> & { fetched?: string[] }): Promise<Portico>
  /** The mobile wallet on the file's relay (or `relayUrl`), closed after the test. */
  startWallet(overrides?: Partial<MobileWalletParameters>, relayUrl?: string): Promise<TestWallet>
  /** `portico.wallet.connect` through WalletConnect; the wallet pairs with the URI. Resolves with the connection. */
  connect(portico: Portico, wallet: TestWallet, uriTimeoutMs?: number): Promise<ConnectResult>
  /** Connects the way the WalletConnect view does (startConnect); the flow must end connected. */
  connectFromView(portico: Portico, wallet: TestWallet): Promise<void>
  /** Disposes the kernels and closes the wallets started so far (after each test, or earlier). */
  cleanUp(): Promise<void>
}

/**
 * The set-up of the tests that connect kernels to the mobile wallet through a real relay: the
 * WalletConnect library kept off its hosted telemetry and verify services and from sharing one
 * core between kernels (a reload builds a fresh one, as a new page would), a relay for the file,
 * and the kernels and wallets of each test cleaned up after it. Tests of the file may take a minute.
 *
 * @example
 * const relays = registerRelayKernels()
 * const portico = await relays.startKernel({ plugins: [eip155(), walletConnect({ projectId, relayUrl: relays.relay().url })] })
 * await relays.connect(portico, await relays.startWallet())
 */
export function registerRelayKernels(): RelayKernels {
  process.env.IS_VITEST = 'true'
  process.env.DISABLE_GLOBAL_CORE = 'true'
  // A pairing goes through a real relay and the wallet's own client: seconds on a loaded machine.
  vi.setConfig({ testTimeout: 60_000 })
  let relay: Relay | undefined
  const kernels: Portico[] = []
  const wallets: TestWallet[] = []
  const cleanUp = async () => {
    await Promise.allSettled(kernels.splice(0).map((kernel) => kernel.dispose()))
    await Promise.allSettled(wallets.splice(0).map((wallet) => wallet.close()))
  }
  beforeAll(async () => {
    relay = await startRelay({ port: 0 })
  })
  afterEach(cleanUp)
  afterAll(async () => {
    await relay?.close()
  })
  const started = () => {
    if (!relay) throw new Error('The relay is not started yet: start kernels inside a test.')
    return relay
  }
  return {
    relay: started,
    async startKernel({ fetched = [], ...options }) {
      const portico = createTestPortico({
        api: { blockchainApi: 'http://127.0.0.1:9' },
        fetch: async (input) => {
          fetched.push(String(input))
          return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })
        },
        ...options,
      })
      kernels.push(portico)
      await portico.start()
      return portico
    },
    async startWallet(overrides = {}, relayUrl = started().url) {
      const wallet = await createTestWallet(relayUrl, overrides)
      wallets.push(wallet)
      return wallet
    },
    async connect(portico, wallet, uriTimeoutMs) {
      const { client } = await getWalletConnect(portico)
      const connected = portico.wallet.connect({ connectorId: WALLETCONNECT_CONNECTOR_ID })
      connected.catch(() => undefined)
      const uri = await waitFor(() => client.state.getState().uri, Boolean, 'a pairing URI', uriTimeoutMs)
      await wallet.pair(uri as string)
      return connected
    },
    async connectFromView(portico, wallet) {
      const service = await getWalletConnect(portico)
      service.startConnect()
      const uri = await waitFor(() => service.client.state.getState().uri, Boolean, 'a pairing URI')
      await wallet.pair(uri as string)
      await waitFor(
        () => service.flow.getState().phase,
        (phase) => phase !== 'connecting',
        'the connect flow',
        20_000,
      )
      expect(service.flow.getState()).toMatchObject({ phase: 'connected' })
    },
    cleanUp,
  }
}
