import { definePlugin, type Portico, type PorticoOptions, type ViewDefinition } from '@portico/kernel'
import { createTestPortico, type MockChainParameters, mockChain } from '@portico/kernel/testing'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import type { CoreViewId } from '../src/coreViews.js'
import { useRouter } from '../src/hooks/useRouter.js'
import { addModalTexts } from '../src/locales/modalTexts.js'
import { ui } from '../src/plugin.js'
import { PorticoProvider } from '../src/provider/PorticoProvider.js'

const instances: Portico[] = []

afterEach(async () => {
  await Promise.all(instances.splice(0).map((p) => p.dispose()))
})

/** A stand-in view: its id as a heading and one button, so focus and navigation can be tested. */
export function StubView() {
  const { view, push } = useRouter()
  return (
    <div data-testid={`view-${view}`}>
      <p>{`${view} view`}</p>
      <button type="button" onClick={() => push('AllWallets')}>
        {`Next from ${view}`}
      </button>
    </div>
  )
}

const stub = async () => ({ default: StubView })

/** Stand-ins for every core view, so shell tests do not depend on the real views. */
export const stubCoreViews: Record<CoreViewId, () => Promise<{ default: unknown }>> = {
  Connect: stub,
  AllWallets: stub,
  ConnectingExternal: stub,
  Account: stub,
  ProfileWallets: stub,
  SwitchNetwork: stub,
  SwitchActiveChain: stub,
  UnsupportedChain: stub,
}

/** A plugin registering extra views (a failing one, one that forbids closing, …). */
export function extraViews(views: ViewDefinition[], id = 'test-views') {
  return definePlugin({
    id,
    version: '1.0.0',
    kernel: '^1',
    register(ctx) {
      for (const view of views) ctx.views.register(view)
    },
  })
}

export type SetupOptions = Partial<PorticoOptions> & {
  chain?: MockChainParameters
  /** Use the real core views instead of stand-ins. */
  realViews?: boolean
  /** Loaders replacing some of the stand-ins (to watch when a view's code is asked for). */
  views?: Partial<typeof stubCoreViews>
  extra?: ViewDefinition[]
  /**
   * Adds the modal's English texts at once, as the modal's code does when it loads: for its parts
   * a test renders outside the modal (WhenLoaded, primitives).
   */
  shellTexts?: boolean
}

/** A test kernel with the ui plugin and a mock chain; disposed after the test. */
export function createPorticoForTest({
  chain: chainParameters,
  realViews,
  views,
  extra,
  shellTexts,
  ...options
}: SetupOptions = {}) {
  const chain = mockChain(chainParameters)
  const portico = createTestPortico({
    ...options,
    plugins: [
      ui(realViews ? { views } : { views: { ...stubCoreViews, ...views } }),
      chain.plugin,
      extra ? extraViews(extra) : null,
      ...(options.plugins ?? []),
    ],
  })
  instances.push(portico)
  if (shellTexts) addModalTexts(portico.i18n)
  return { portico, chain }
}

/** Renders `children` inside a provider for a fresh test kernel, started. */
export async function renderWithPortico(children: ReactNode, options: SetupOptions = {}) {
  const { portico, chain } = createPorticoForTest(options)
  const result = render(<PorticoProvider portico={portico}>{children}</PorticoProvider>)
  await portico.start()
  return { ...result, portico, chain }
}
