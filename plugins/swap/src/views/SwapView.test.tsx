import { createTestPortico } from '@portico/kernel/testing'
import { balances } from '@portico/plugin-balances'
import { ui } from '@portico/ui'
import { screen } from '@testing-library/react'
import { it } from 'vitest'
import { expectViewWaitsForService } from '../../../../ui/test/serviceLoad.js'
import { swap } from '../plugin.js'
import { swapPluginTokens } from '../tokens.js'
import SwapView from './SwapView.js'

it("shows the shell's loading state while the swap service loads, then itself (no Suspense)", async () => {
  await expectViewWaitsForService({
    portico: createTestPortico({
      projectId: 'test-project',
      api: { blockchainApi: 'http://127.0.0.1:9' },
      plugins: [ui(), balances({ source: 'rpc' }), swap()],
    }),
    view: 'Swap',
    View: SwapView,
    service: swapPluginTokens.service,
    shows: () => screen.findByRole('form', { name: 'Swap tokens' }, { timeout: 10_000 }),
  })
}, 30_000)
