import {
  definePlugin,
  type PluginInput,
  type Portico,
  type PorticoOptions,
  type ViewDefinition,
} from '@portico/kernel'
import { createTestPortico, type MockChainParameters, mockChain } from '@portico/kernel/testing'
import { render } from '@testing-library/react'
import { type ComponentType, StrictMode } from 'react'
import { afterEach } from 'vitest'
import { type CoreViewId, coreViews } from '../../coreViews.js'
import { addModalTexts } from '../../locales/modalTexts.js'
import { type UiPluginOptions, ui } from '../../plugin.js'
import { PorticoProvider } from '../../provider/PorticoProvider.js'

const instances: Portico[] = []
afterEach(async () => {
  await Promise.all(instances.splice(0).map((portico) => portico.dispose()))
})

/** A view that renders nothing: navigation targets exist, and the modal (if opened) shows no second copy. */
const emptyView = async () => ({ default: () => null })
const stubbedCoreViews = Object.fromEntries(coreViews.map((view) => [view.id, emptyView])) as Record<
  CoreViewId,
  typeof emptyView
>

/** Views of other plugins the core views navigate to (the walletconnect plugin's, by default). */
export function otherViews(ids: readonly string[], extra: Partial<ViewDefinition> = {}) {
  return definePlugin({
    id: 'views-test-targets',
    version: '1.0.0',
    kernel: '^1',
    register(ctx) {
      for (const id of ids) ctx.views.register({ id, load: emptyView, ...extra })
    },
  })
}

export type ViewTestOptions = Partial<Omit<PorticoOptions, 'plugins'>> & {
  /** The mock chain's parameters; `false` composes no chain. */
  chain?: MockChainParameters | false
  plugins?: PluginInput[]
  /** Ids of non-core views to register as targets; default the WalletConnect connecting view. */
  targets?: readonly string[]
  /** Connect the mock wallet before rendering. */
  connected?: boolean
  /** The router entry the view is rendered for. */
  route?: { view: string; data?: unknown }
  /** Runs on the started kernel just before rendering (open the modal, build a history…). */
  prepare?: (portico: Portico) => void | Promise<void>
  /** Renders inside React.StrictMode (effects run twice). */
  strict?: boolean
  /** The ui plugin's options besides its views (`legal`, `preload`). */
  uiOptions?: Omit<UiPluginOptions, 'views'>
}

/**
 * A started test kernel (ui plugin with the real catalogues, core views stubbed as navigation
 * targets, a mock chain) and one core view rendered inside `PorticoProvider`, driven only by
 * kernel state.
 */
export async function renderView(View: ComponentType, options: ViewTestOptions = {}) {
  const {
    chain: chainParameters,
    plugins = [],
    targets = ['ConnectingWalletConnect'],
    connected,
    route,
    prepare,
    strict,
    uiOptions,
    ...rest
  } = options
  const chain = chainParameters === false ? undefined : mockChain(chainParameters)
  const portico = createTestPortico({
    ...rest,
    plugins: [ui({ ...uiOptions, views: stubbedCoreViews }), chain?.plugin, otherViews(targets), ...plugins],
  })
  instances.push(portico)
  await portico.start()
  // Rendered directly, not through the registry or the modal: add the texts their code brings.
  addModalTexts(portico.i18n)
  if (connected && chain) await portico.wallet.connect({ connectorId: chain.connectors[0]!.id })
  if (route) portico.router.reset(route.view, route.data)
  await prepare?.(portico)
  const tree = (
    <PorticoProvider portico={portico}>
      <View />
    </PorticoProvider>
  )
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree)
  return { ...result, portico, chain }
}

/** The current view id. */
export const currentView = (portico: Portico) => portico.router.current.view
