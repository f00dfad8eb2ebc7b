import type { ViewDefinition } from '@portico/kernel'

/**
 * The views the ui() plugin registers; their ids are the spec's names, their titles catalogue keys.
 *
 * @example
 * const portico = createPortico({ plugins: [ui({ views: { Account: () => import('./MyAccount.js') } })] })
 */
export const coreViews = [
  { id: 'Connect', title: 'ui.connect.title', load: () => import('./views/Connect.js') },
  { id: 'AllWallets', title: 'ui.allWallets.title', load: () => import('./views/AllWallets.js') },
  {
    id: 'ConnectingExternal',
    title: 'ui.connectingExternal.title',
    load: () => import('./views/ConnectingExternal.js'),
  },
  { id: 'Account', title: 'ui.account.title', load: () => import('./views/Account.js') },
  {
    id: 'ProfileWallets',
    title: 'ui.profileWallets.title',
    load: () => import('./views/ProfileWallets.js'),
  },
  { id: 'SwitchNetwork', title: 'ui.switchNetwork.title', load: () => import('./views/SwitchNetwork.js') },
  {
    id: 'SwitchActiveChain',
    title: 'ui.switchActiveChain.title',
    load: () => import('./views/SwitchActiveChain.js'),
  },
  {
    id: 'UnsupportedChain',
    title: 'ui.unsupportedChain.title',
    load: () => import('./views/UnsupportedChain.js'),
  },
] as const satisfies readonly ViewDefinition[]

export type CoreViewId = (typeof coreViews)[number]['id']
