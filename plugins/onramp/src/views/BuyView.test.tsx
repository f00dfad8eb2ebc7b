import { createTestPortico } from '@portico/kernel/testing'
import { balances } from '@portico/plugin-balances'
import { ui } from '@portico/ui'
import { screen } from '@testing-library/react'
import { it } from 'vitest'
import { expectViewWaitsForService } from '../../../../ui/test/serviceLoad.js'
import { onramp } from '../plugin.js'
import { onrampPluginTokens } from '../tokens.js'
import BuyView from './BuyView.js'

it("shows the shell's loading state while the on-ramp service loads, then itself (no Suspense)", async () => {
  await expectViewWaitsForService({
    portico: createTestPortico({
      projectId: 'test-project',
      api: { blockchainApi: 'http://127.0.0.1:9' },
      plugins: [ui(), balances({ source: 'rpc' }), onramp()],
    }),
    view: 'onramp/Buy',
    View: BuyView,
    service: onrampPluginTokens.service,
    shows: () => screen.findByRole('form', { name: 'Buy crypto' }, { timeout: 10_000 }),
  })
}, 30_000)
