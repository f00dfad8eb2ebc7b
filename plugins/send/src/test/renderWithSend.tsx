import { definePlugin, type Portico, type TokenBalance } from '@portico/kernel'
import { createTestPortico, mockChain } from '@portico/kernel/testing'
import { type BalancesService, balancesTokens } from '@portico/plugin-balances'
import { PorticoProvider, ui } from '@portico/ui'
import { act, render } from '@testing-library/react'
import { type ReactNode, Suspense } from 'react'
import { afterEach } from 'vitest'
import type { SendOptions } from '../options.js'
import { send } from '../plugin.js'
import { FAKE_API_URL, fakeBalances, fakeBlockchainApi, sampleTokens } from './fakeBlockchainApi.js'

export const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const instances: Portico[] = []
afterEach(async () => {
  await Promise.all(instances.splice(0).map((portico) => portico.dispose()))
})

/**
 * A balances plugin stand-in: the real one's id and service token, serving a fixed token list, so
 * view tests need no emulator. Only what the send form reads is implemented.
 */
function fixedBalances(tokens: readonly TokenBalance[]) {
  const { source } = fakeBalances(tokens)
  const service = { ...source, getNfts: async () => [] } as unknown as BalancesService
  const plugin = definePlugin({
    id: 'balances',
    version: '1.0.0',
    kernel: '^1',
    register(ctx) {
      ctx.services.provideValue(balancesTokens.service, service)
    },
  })
  return { plugin, source }
}

export type RenderWithSendOptions = {
  tokens?: readonly TokenBalance[]
  options?: SendOptions
  namespace?: 'eip155' | 'solana'
  api?: ReturnType<typeof fakeBlockchainApi>
}

/** Renders `children` in a provider for a kernel with ui, a connected mock wallet, fixed balances and send. */
export async function renderWithSend(children: ReactNode, setup: RenderWithSendOptions = {}) {
  const api =
    setup.api ??
    fakeBlockchainApi({
      identity: (address) =>
        address.toLowerCase() === RECEIVER.toLowerCase()
          ? { name: 'alice.portico.eth', avatar: 'data:image/svg+xml;base64,PHN2Zy8+' }
          : { name: null, avatar: null },
      gasPrice: () => ({ standard: '2000000000', fast: '3000000000', instant: '4000000000' }),
    })
  const chain = mockChain({ accounts: [SENDER] })
  const balances = fixedBalances(setup.tokens ?? [sampleTokens.eth, sampleTokens.ptt])
  const portico = createTestPortico({
    plugins: [
      ui(),
      chain.plugin,
      balances.plugin,
      send({ profileLookupDebounceMs: 0, settleRefreshDelayMs: 10, ...setup.options }),
    ],
    projectId: 'test-project',
    api: { blockchainApi: FAKE_API_URL },
    fetch: api.fetch,
  })
  instances.push(portico)
  await portico.start()
  await portico.wallet.connect({ connectorId: 'mock.injected' })
  let result!: ReturnType<typeof render>
  // An async act lets React retry what suspended (the view's `use` of the service) before it returns.
  await act(async () => {
    result = render(
      <PorticoProvider portico={portico}>
        <Suspense fallback={<p>Loading the view</p>}>{children}</Suspense>
      </PorticoProvider>,
    )
  })
  return { ...result, portico, chain, api, balances: balances.source }
}

export { sampleTokens }
