import { VIEW_ROLES, type ViewDefinition } from '@portico/kernel'
import type { CoreViewName } from './shell/coreViewLoader.js'
import { loadModalBundle } from './shell/lazyShell.js'

/**
 * A core view, through the modal's bundle: Connect is in it, the others in a second bundle that
 * the first bundle loads (see shell/modalBundle.ts).
 */
const bundled = (id: CoreViewName) => () => loadModalBundle().then((bundle) => bundle.loadCoreView(id))

/**
 * The views the ui() plugin registers; their ids are the spec's names, their titles catalogue keys,
 * their roles the places of the modal the kernel routes to them for.
 *
 * @example
 * const portico = createPortico({ plugins: [ui({ views: { Account: () => import('./MyAccount.js') } })] })
 */
export const coreViews = [
  {
    id: 'Connect',
    roles: [VIEW_ROLES.connect],
    title: 'ui.connect.title',
    load: bundled('Connect'),
  },
  {
    id: 'AllWallets',
    roles: [VIEW_ROLES.mobileWalletList],
    title: 'ui.allWallets.title',
    load: bundled('AllWallets'),
  },
  {
    id: 'ConnectingExternal',
    title: 'ui.connectingExternal.title',
    load: bundled('ConnectingExternal'),
  },
  { id: 'Account', roles: [VIEW_ROLES.account], title: 'ui.account.title', load: bundled('Account') },
  {
    id: 'ProfileWallets',
    title: 'ui.profileWallets.title',
    load: bundled('ProfileWallets'),
  },
  {
    id: 'SwitchNetwork',
    roles: [VIEW_ROLES.switchNetwork],
    title: 'ui.switchNetwork.title',
    load: bundled('SwitchNetwork'),
  },
  {
    id: 'SwitchActiveChain',
    roles: [VIEW_ROLES.switchActiveChain],
    title: 'ui.switchActiveChain.title',
    load: bundled('SwitchActiveChain'),
  },
  {
    id: 'UnsupportedChain',
    roles: [VIEW_ROLES.unsupportedNetwork],
    title: 'ui.unsupportedChain.title',
    load: bundled('UnsupportedChain'),
  },
] as const satisfies readonly ViewDefinition[]

export type CoreViewId = (typeof coreViews)[number]['id']
