import type { ComponentType } from 'react'
import Connect from '../views/Connect.js'
import { loadViewsBundle } from '../views/shared/loadViewsBundle.js'

/** The core views ui's bundles hold (AllWallets has a chunk of its own, requested here too). */
export type CoreViewName =
  | 'Connect'
  | 'AllWallets'
  | 'Account'
  | 'ConnectingExternal'
  | 'ProfileWallets'
  | 'SwitchActiveChain'
  | 'SwitchNetwork'
  | 'UnsupportedChain'

/**
 * A core view's module: Connect is in the modal's bundle with this loader; the others load with
 * the second bundle, requested here (at idle after the first open, or when one is shown first).
 * AllWallets' chunk is requested here as well: its import, with the list of files the bundler
 * preloads for it (about twenty), then sits in the modal's bundle instead of the page's code.
 * AllWallets shown first therefore waits for the modal's bundle before its own request.
 */
export function loadCoreView(name: CoreViewName): Promise<{ default: ComponentType<never> }> {
  if (name === 'Connect') return Promise.resolve({ default: Connect })
  if (name === 'AllWallets')
    return import('./allWalletsBundle.js').then((bundle) => ({ default: bundle.AllWallets }))
  return loadViewsBundle().then((bundle) => ({ default: bundle[name] as ComponentType<never> }))
}
