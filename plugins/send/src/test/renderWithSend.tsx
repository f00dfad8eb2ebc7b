import { definePlugin, type Portico, type TokenBalance } from '@portico/kernel'
import { createTestPortico, mockChain } from '@portico/kernel/testing'
import { type BalancesService, balancesTokens } from '@portico/plugin-balances'
import type { ApiEmulator } from '@portico/testkit/services/api/index'
import { PorticoProvider, ui } from '@portico/ui'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import type { SendOptions } from '../options.js'
import { send } from '../plugin.js'
import { fakeBalances, sampleTokens } from './balances.js'
import { type LocalServices, RECEIVER, SENDER, startLocalServices } from './localServices.js'

export { RECEIVER, SENDER }

// Every test file rendering with this helper gets its own anvil chain and API emulator: started once,
// reset after each test (faults, request log), stopped after the file.
let services: LocalServices | undefined
const instances: Portico[] = []
beforeAll(async () => {
  services = await startLocalServices()
}, 120_000)
afterAll(async () => {
  await services?.stop()
})
afterEach(async () => {
  const running = services
  if (running) await act(() => requestsSettled(running.api))
  await Promise.all(instances.splice(0).map((portico) => portico.dispose()))
  services?.api.reset()
})

/**
 * Resolves once the emulator has answered every request and none arrived for 20 ms, so the kernel is
 * disposed with nothing in flight: a request cut off (a gas price takes the emulator a few chain
 * reads; a GET follows its CORS preflight) would be noise, or land in the next test's request log.
 */
async function requestsSettled(api: ApiEmulator) {
  let seen = -1
  await vi.waitFor(
    () => {
      const requests = api.requests()
      const quiet = requests.length === seen && requests.every((request) => request.status !== null)
      seen = requests.length
      if (!quiet) throw new Error(`The emulator is still busy (${requests.length} requests)`)
    },
    { interval: 20, timeout: 5000 },
  )
}

/** The running local services of this test file, e.g. to set a fault before rendering. */
export function localServices(): LocalServices {
  if (!services) throw new Error('The local services start in beforeAll; use them inside a test')
  return services
}

/**
 * A balances plugin stand-in: the real one's id and service token, serving a fixed token list. Only
 * what the send form reads is implemented.
 */
function fixedBalances(tokens: readonly TokenBalance[]) {
  const { source } = fakeBalances(tokens)
  const service = { ...source, getNfts: async () => [] } as unknown as BalancesService
  const plugin = definePlugin({
    id: 'balances',
    version: '1.0.0',
    kernel: '^1',
    register(ctx) {
      ctx.services.provideValue(balancesTokens.service, { load: async () => service, peek: () => service })
    },
  })
  return { plugin, source }
}

export type RenderWithSendOptions = {
  tokens?: readonly TokenBalance[]
  options?: SendOptions
  namespace?: 'eip155' | 'solana'
}

/**
 * Renders `children` in a provider for a kernel with ui, a connected mock wallet (dev account 0 on the
 * local chain), fixed balances and send; the Blockchain API is the emulator of this test file.
 */
export async function renderWithSend(children: ReactNode, setup: RenderWithSendOptions = {}) {
  const { api, network, kernelOptions } = localServices()
  const chain = mockChain({ accounts: [SENDER], caipNetworkId: network.caipNetworkId })
  const balances = fixedBalances(setup.tokens ?? [sampleTokens.eth, sampleTokens.ptt])
  const portico = createTestPortico({
    plugins: [
      ui(),
      chain.plugin,
      balances.plugin,
      send({ profileLookupDebounceMs: 0, settleRefreshDelayMs: 10, ...setup.options }),
    ],
    ...kernelOptions,
    projectId: 'test-project',
  })
  instances.push(portico)
  await portico.start()
  // The views (and their English texts, with their modules) as when the modal shows them.
  await portico.loadPlugins()
  // The modal's own texts (shell, primitives) come with its code, which a core view loads.
  await Promise.all(['send/Send', 'send/Receive', 'Connect'].map((id) => portico.views.get(id)?.load()))
  await portico.wallet.connect({ connectorId: 'mock.injected' })
  let result!: ReturnType<typeof render>
  await act(async () => {
    result = render(<PorticoProvider portico={portico}>{children}</PorticoProvider>)
  })
  return { ...result, portico, chain, api, balances: balances.source }
}

export { sampleTokens }
