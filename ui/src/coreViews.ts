import { VIEW_ROLES, type ViewDefinition, type ViewRole } from '@portico/kernel'
import type { CoreViewName } from './shell/coreViewLoader.js'
import { loadModalBundle } from './shell/lazyShell.js'

/**
 * A core view, through the modal's bundle: Connect is in it, the others in a second bundle that
 * the first bundle loads (see shell/modalBundle.ts).
 */
const bundled = (id: CoreViewName) => () => loadModalBundle().then((bundle) => bundle.loadCoreView(id))

/**
 * A core view's definition: its id is the spec's name, its title the catalogue key
 * `ui.<id>.title`, its role (if any) the place of the modal the kernel routes to it for.
 */
const core = <Id extends CoreViewName>(id: Id, role?: ViewRole) => ({
  id,
  roles: role && [role],
  title: `ui.${id[0]?.toLowerCase()}${id.slice(1)}.title` as `ui.${Uncapitalize<Id>}.title`,
  load: bundled(id),
})

/**
 * The views the ui() plugin registers, each loaded when first shown.
 *
 * @example
 * const portico = createPortico({ plugins: [ui({ views: { Account: () => import('./MyAccount.js') } })] })
 */
export const coreViews = [
  core('Connect', VIEW_ROLES.connect),
  core('AllWallets', VIEW_ROLES.mobileWalletList),
  core('ConnectingExternal'),
  core('Account', VIEW_ROLES.account),
  core('ProfileWallets'),
  core('SwitchNetwork', VIEW_ROLES.switchNetwork),
  core('SwitchActiveChain', VIEW_ROLES.switchActiveChain),
  core('UnsupportedChain', VIEW_ROLES.unsupportedNetwork),
] satisfies readonly ViewDefinition[]

export type CoreViewId = (typeof coreViews)[number]['id']
