import { coreTokens, definePlugin, VIEW_ROLES } from '@portico/kernel'
import { WALLETCONNECT_ICON, WALLETCONNECT_PLUGIN_ID, WALLETCONNECT_VIEWS } from './constants.js'
import { createWalletConnectService } from './core/createWalletConnectService.js'
import { followSession } from './core/followSession.js'
import { validateOptions, type WalletConnectOptions, withProjectId } from './core/options.js'
import { walletConnectToken } from './core/token.js'
import en from './locales/en.js'

/**
 * WalletConnect for Portico: connect a mobile wallet by QR code or link.
 *
 * Adds the `walletConnect` connector (type WALLET_CONNECT), whose `provider` is an EIP-1193
 * provider over the WalletConnect session, so the eip155 chain plugin connects, signs and
 * switches through it like through any wallet. Registers the ConnectingWalletConnect and
 * ConnectingWalletConnectBasic views and a 'WalletConnect' entry in the Connect list.
 * `@walletconnect/universal-provider` is loaded only when a visitor picks WalletConnect or a stored
 * session is restored.
 *
 * @example
 * createPortico({
 *   projectId: 'my-project', // walletConnect() takes the kernel's unless given its own
 *   plugins: [ui(), eip155(), walletConnect({ relayUrl: 'ws://127.0.0.1:4400' })],
 *   networks: [mainnet],
 * })
 */
export function walletConnect(options: WalletConnectOptions = {}) {
  const checked = validateOptions(options)
  return definePlugin({
    id: WALLETCONNECT_PLUGIN_ID,
    version: '0.1.0',
    kernel: '^1',
    // Chain plugins set up first, so the connector is added after theirs and their adapters exist.
    after: ['chain'],
    register(ctx) {
      const resolved = withProjectId(checked, ctx.hosted.projectId)
      ctx.services.provide(walletConnectToken, (r) =>
        createWalletConnectService(r.resolve(coreTokens.portico), resolved),
      )
      ctx.views.register({
        id: WALLETCONNECT_VIEWS.connecting,
        title: 'walletconnect.title',
        load: () => import('./views/ConnectingWalletConnect.js'),
      })
      ctx.views.register({
        id: WALLETCONNECT_VIEWS.basic,
        // The first view on desktop when no chain plugin is composed or in manual control (spec 2).
        roles: [VIEW_ROLES.basicConnecting],
        title: 'walletconnect.title',
        load: () => import('./views/ConnectingWalletConnectBasic.js'),
      })
      ctx.extensions.contribute('connect.wallets', {
        id: WALLETCONNECT_PLUGIN_ID,
        kind: 'walletConnect',
        name: 'WalletConnect',
        imageUrl: WALLETCONNECT_ICON,
        view: WALLETCONNECT_VIEWS.connecting,
      })
      ctx.i18n.add('en', en)
      ctx.i18n.add('de', () => import('./locales/de.js'))
    },
    setup({ portico }) {
      const service = portico.resolve(walletConnectToken)
      portico.wallet.addConnector(service.connector)
      const stopFollowing = followSession(portico, service)
      return async () => {
        stopFollowing()
        portico.wallet.removeConnector(service.connector.id)
        await service.dispose()
      }
    },
  })
}
