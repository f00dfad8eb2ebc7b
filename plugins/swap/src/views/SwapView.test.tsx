import { createTestPortico } from '@portico/kernel/testing'
import { balances } from '@portico/plugin-balances'
import { PorticoProvider, ui } from '@portico/ui'
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { swap } from '../plugin.js'
import { swapPluginTokens } from '../tokens.js'
import SwapView from './SwapView.js'

it("shows the shell's loading state while the swap service loads, then itself (no Suspense)", async () => {
  const portico = createTestPortico({
    projectId: 'test-project',
    api: { blockchainApi: 'http://127.0.0.1:9' },
    plugins: [ui(), balances({ source: 'rpc' }), swap()],
  })
  await portico.start()
  await portico.views.get('Swap')?.load()
  expect(portico.resolve(swapPluginTokens.service).peek()).toBeUndefined()
  render(
    <PorticoProvider portico={portico}>
      <SwapView />
    </PorticoProvider>,
  )
  expect(screen.getByRole('status').textContent).toBe('Loading…')
  expect(await screen.findByRole('form', { name: 'Swap tokens' }, { timeout: 10_000 })).toBeTruthy()
  expect(screen.queryByText('Loading…')).toBeNull()
  expect(portico.resolve(swapPluginTokens.service).peek()).toBeDefined()
  await portico.dispose()
}, 30_000)
