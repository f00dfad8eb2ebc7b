import { createTestPortico } from '@portico/kernel/testing'
import { balances } from '@portico/plugin-balances'
import { PorticoProvider, ui } from '@portico/ui'
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { onramp } from '../plugin.js'
import { onrampPluginTokens } from '../tokens.js'
import BuyView from './BuyView.js'

it("shows the shell's loading state while the on-ramp service loads, then itself (no Suspense)", async () => {
  const portico = createTestPortico({
    projectId: 'test-project',
    api: { blockchainApi: 'http://127.0.0.1:9' },
    plugins: [ui(), balances({ source: 'rpc' }), onramp()],
  })
  await portico.start()
  await portico.views.get('onramp/Buy')?.load()
  expect(portico.resolve(onrampPluginTokens.service).peek()).toBeUndefined()
  render(
    <PorticoProvider portico={portico}>
      <BuyView />
    </PorticoProvider>,
  )
  expect(screen.getByRole('status').textContent).toBe('Loading…')
  expect(await screen.findByRole('form', { name: 'Buy crypto' }, { timeout: 10_000 })).toBeTruthy()
  expect(screen.queryByText('Loading…')).toBeNull()
  expect(portico.resolve(onrampPluginTokens.service).peek()).toBeDefined()
  await portico.dispose()
}, 30_000)
