import { coreTokens, definePlugin, loadOnce } from '@portico/kernel'
import { createTestPortico } from '@portico/kernel/testing'
import { PorticoProvider, ui } from '@portico/ui'
import { fireEvent, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { createActivityService } from '../core/createActivityService.js'
import { en } from '../locales/en.js'
import { activityTokens } from '../tokens.js'
import ActivityTab from './ActivityTab.js'

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

afterEach(() => {
  vi.restoreAllMocks()
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
})

// As in a browser (no act(), StrictMode, no Suspense boundary anywhere): the tab shows its own
// loading state while the service loads, its error state with a retry when the load failed (a
// chunk the network dropped), and the list once the service is there. React reports nothing.
it('shows its own loading and error states while its service loads, without Suspense', async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  let settle = () => {}
  const gate = new Promise<void>((resolve) => {
    settle = resolve
  })
  let attempts = 0
  const standIn = definePlugin({
    id: 'activity',
    version: '1.0.0',
    kernel: '^1',
    register(ctx) {
      ctx.services.provide(activityTokens.service, (r) =>
        loadOnce(async () => {
          attempts += 1
          if (attempts === 1) {
            await gate
            throw new Error('Failed to fetch dynamically imported module')
          }
          return createActivityService(r.resolve(coreTokens.portico))
        }),
      )
      ctx.i18n.add('en', en)
    },
  })
  const portico = createTestPortico({
    plugins: [ui(), standIn],
    api: { blockchainApi: 'http://127.0.0.1:9' },
  })
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <PorticoProvider portico={portico}>
        <ActivityTab />
      </PorticoProvider>
    </StrictMode>,
  )
  expect((await screen.findByRole('status', {}, { timeout: 5_000 })).textContent).toBe('Loading transactions')
  settle()
  const failed = await screen.findByTestId('activity-error', {}, { timeout: 5_000 })
  expect(failed.getAttribute('role')).toBe('alert')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  // The service is there: not connected, the list keeps its loading state (no error any more).
  await vi.waitFor(() => expect(screen.queryByTestId('activity-error')).toBeNull(), { timeout: 5_000 })
  expect(screen.getByRole('status').textContent).toBe('Loading transactions')
  expect(portico.resolve(activityTokens.service).peek()).toBeDefined()
  expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([])
  root.unmount()
  container.remove()
  await portico.dispose()
})
