// @vitest-environment happy-dom
import { createStore, definePlugin, loadOnce, type Portico } from '@portico/kernel'
import { createTestPortico, mockChain, testNetworks } from '@portico/kernel/testing'
import { PorticoProvider } from '@portico/ui'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { en } from '../locales/en.js'
import { emptyBalancesState } from '../state.js'
import { balancesTokens } from '../tokens.js'
import type { BalancesService, BalancesState } from '../types.js'
import NftsTab from './NftsTab.js'
import TokensTab from './TokensTab.js'

const kernels: Portico[] = []
afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
})

const account = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A service that knows the account holds nothing. */
function emptyService(): BalancesService {
  const empty = emptyBalancesState()
  const ready = { status: 'ready' as const, account, items: [], retryAt: undefined }
  const state = createStore<BalancesState>({
    tokens: { ...empty.tokens, ...ready },
    nfts: { ...empty.nfts, ...ready },
  })
  return {
    state,
    getTokenBalances: async () => [],
    refresh: async () => [],
    getNfts: async () => [],
    now: Date.now,
  }
}

/**
 * The balances plugin's id and texts with a service whose first load waits for `release()` and
 * then fails (a chunk the network dropped); the next load succeeds.
 */
async function kernelWithSlowService() {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  let attempts = 0
  const handle = loadOnce(async () => {
    attempts += 1
    if (attempts === 1) {
      await gate
      throw new Error('Failed to fetch dynamically imported module')
    }
    return emptyService()
  })
  const standIn = definePlugin({
    id: 'balances',
    version: '1.0.0',
    kernel: '^1',
    register(ctx) {
      ctx.services.provideValue(balancesTokens.service, handle)
      ctx.i18n.add('en', en)
    },
  })
  const kernel = createTestPortico({ plugins: [mockChain().plugin, standIn] })
  kernels.push(kernel)
  await kernel.start()
  await kernel.wallet.connect({ connectorId: 'mock.injected', network: testNetworks.ethereum })
  return { kernel, release }
}

describe('the tabs while the balances service loads', () => {
  it.each([
    ['Tokens', TokensTab, 'Loading token balances', 'Token balances are unavailable', 'No tokens yet'],
    ['NFTs', NftsTab, 'Loading NFTs', 'NFTs are unavailable', 'No NFTs yet'],
  ] as Array<[string, ComponentType, string, string, string]>)(
    'the %s tab shows its loading state, its error state with a retry when the load fails, then the list',
    async (_name, Tab, loading, unavailable, empty) => {
      const { kernel, release } = await kernelWithSlowService()
      render(
        <PorticoProvider portico={kernel}>
          <Tab />
        </PorticoProvider>,
      )
      // The list's own loading state (the skeleton, labelled), not a Suspense fallback.
      expect(screen.getByRole('status').textContent).toContain(loading)
      release()
      expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(unavailable)
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect((await screen.findByText(empty, {}, { timeout: 10_000 })).textContent).toBe(empty)
      expect(screen.queryByRole('alert')).toBeNull()
    },
    30_000,
  )
})
