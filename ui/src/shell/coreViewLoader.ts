import type { ComponentType } from 'react'
import Connect from '../views/Connect.js'
import { loadViewsBundle } from '../views/shared/loadViewsBundle.js'

/** The core views ui's two bundles hold (AllWallets has a chunk of its own). */
export type CoreViewName =
  | 'Connect'
  | 'Account'
  | 'ConnectingExternal'
  | 'ProfileWallets'
  | 'SwitchActiveChain'
  | 'SwitchNetwork'
  | 'UnsupportedChain'

/**
 * A core view's module: Connect is in the modal's bundle with this loader; the others load with
 * the second bundle, requested here (at idle after the first open, or when one is shown first).
 */
export function loadCoreView(name: CoreViewName): Promise<{ default: ComponentType<never> }> {
  if (name === 'Connect') return Promise.resolve({ default: Connect })
  return loadViewsBundle().then((bundle) => ({ default: bundle[name] as ComponentType<never> }))
}
