import type { ViewDefinition } from '@portico/kernel'
import { loadModalBundle } from './shell/lazyShell.js'

type BundledView = keyof Awaited<ReturnType<typeof loadModalBundle>>['bundledViews']

/** A core view that loads with the modal's shell (see shell/modalBundle.ts). */
const bundled = (id: BundledView) => () =>
  loadModalBundle().then((bundle) => ({ default: bundle.bundledViews[id] }))

/**
 * The views the ui() plugin registers; their ids are the spec's names, their titles catalogue keys.
 *
 * @example
 * const portico = createPortico({ plugins: [ui({ views: { Account: () => import('./MyAccount.js') } })] })
 */
export const coreViews = [
  { id: 'Connect', title: 'ui.connect.title', load: bundled('Connect') },
  {
    id: 'AllWallets',
    title: 'ui.allWallets.title',
    load: () => import('./shell/allWalletsBundle.js').then((bundle) => ({ default: bundle.AllWallets })),
  },
  {
    id: 'ConnectingExternal',
    title: 'ui.connectingExternal.title',
    load: bundled('ConnectingExternal'),
  },
  { id: 'Account', title: 'ui.account.title', load: bundled('Account') },
  {
    id: 'ProfileWallets',
    title: 'ui.profileWallets.title',
    load: bundled('ProfileWallets'),
  },
  { id: 'SwitchNetwork', title: 'ui.switchNetwork.title', load: bundled('SwitchNetwork') },
  {
    id: 'SwitchActiveChain',
    title: 'ui.switchActiveChain.title',
    load: bundled('SwitchActiveChain'),
  },
  {
    id: 'UnsupportedChain',
    title: 'ui.unsupportedChain.title',
    load: bundled('UnsupportedChain'),
  },
] as const satisfies readonly ViewDefinition[]

export type CoreViewId = (typeof coreViews)[number]['id']
