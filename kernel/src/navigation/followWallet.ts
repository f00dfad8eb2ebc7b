import type { EventBus } from '../events/createEventBus.js'
import type { ModalController } from '../modal/createModal.js'
import type { Router } from '../views/createRouter.js'
import { VIEW_ROLES, type ViewRole } from '../views/roles.js'
import { followsConnection } from './rules.js'

export type FollowWalletParameters = {
  events: EventBus
  modal: ModalController
  router: Router
  /** The view that plays a role, or undefined when no composed view claims it. */
  forRole: (role: ViewRole) => string | undefined
  allowUnsupportedChain: boolean
}

/**
 * The navigation that follows what the wallet reports (spec 2): a routed network switch shows
 * its view, a failed switch goes back one view, an unsupported network opens its view unless the
 * app allows it; a connection completing while a wallet list shows moves on to Account. The wallet
 * flows only announce; they never touch the router. Returns the unsubscribe function.
 */
export function followWallet({
  events,
  modal,
  router,
  forRole,
  allowUnsupportedChain,
}: FollowWalletParameters) {
  const viewFor = (role: ViewRole) => forRole(role) ?? role
  const offs = [
    events.on('wallet:network-switch-routed', ({ network, route }) => {
      if (route === 'confirm') router.push(viewFor(VIEW_ROLES.switchNetwork), { network })
      if (route === 'switch-active-chain')
        router.replace(viewFor(VIEW_ROLES.switchActiveChain), {
          network,
          navigateTo: viewFor(VIEW_ROLES.connect),
        })
    }),
    events.on('wallet:connected', () => {
      if (modal.getState().open && followsConnection(router.current.view, forRole))
        router.reset(viewFor(VIEW_ROLES.account))
    }),
    events.on('wallet:network-switch-failed', () => {
      if (modal.getState().open) router.back()
    }),
    events.on('wallet:network-changed', ({ supported }) => {
      const view = forRole(VIEW_ROLES.unsupportedNetwork)
      if (supported || allowUnsupportedChain || !view) return
      void modal.open({ view }).catch(() => undefined)
    }),
  ]
  return () => {
    for (const off of offs) off()
  }
}
