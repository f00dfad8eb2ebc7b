import { createTestPortico } from '@portico/kernel/testing'
import { PorticoProvider, ui } from '@portico/ui'
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { siwx } from '../plugin.js'
import { siwxTokens } from '../tokens.js'
import SIWXSignMessage from './SIWXSignMessage.js'

it("shows the shell's loading state while the sign-in service loads, then the request to sign (no Suspense)", async () => {
  const portico = createTestPortico({
    metadata: { name: 'Test App', description: '', url: 'http://localhost', icons: [] },
    plugins: [ui(), siwx()],
  })
  await portico.start()
  await portico.views.get('SIWXSignMessage')?.load()
  expect(portico.resolve(siwxTokens.service).peek()).toBeUndefined()
  render(
    <PorticoProvider portico={portico}>
      <SIWXSignMessage />
    </PorticoProvider>,
  )
  expect(screen.getByRole('status').textContent).toBe('Loading…')
  expect(await screen.findByText('Test App wants you to sign in', {}, { timeout: 10_000 })).toBeTruthy()
  expect(portico.resolve(siwxTokens.service).peek()).toBeDefined()
  await portico.dispose()
}, 30_000)
