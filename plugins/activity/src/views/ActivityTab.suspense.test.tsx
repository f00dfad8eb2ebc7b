import { createTestPortico } from '@portico/kernel/testing'
import { PorticoProvider, ui } from '@portico/ui'
import { screen } from '@testing-library/react'
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { activity } from '../plugin.js'
import ActivityTab from './ActivityTab.js'

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

afterEach(() => {
  vi.restoreAllMocks()
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
})

// As in a browser (no act()): the first render suspends on the lazily loaded service, React
// shows the fallback, and retries once the service is there. The retry must call `use()` again,
// or React reports "called use() to suspend in a previous render but did not call use() when it
// finished" (seen in Chromium on the demo dapp's first Activity tab).
it('suspends for the lazy service without a conditional use()', async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const portico = createTestPortico({
    plugins: [ui(), activity()],
    api: { blockchainApi: 'http://127.0.0.1:9' },
  })
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <PorticoProvider portico={portico}>
        <Suspense fallback={<p>suspended</p>}>
          <ActivityTab />
        </Suspense>
      </PorticoProvider>
    </StrictMode>,
  )
  // The tab rendered past its fallback (not connected: it keeps loading).
  expect(await screen.findByText('Loading transactions', {}, { timeout: 5_000 })).toBeTruthy()
  expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([])
  root.unmount()
  container.remove()
  await portico.dispose()
})
