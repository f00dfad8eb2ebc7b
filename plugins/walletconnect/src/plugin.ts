import { coreTokens, definePlugin, developmentChecks, loadOnce, VIEW_ROLES } from '@portico/kernel'
import { WALLETCONNECT_ICON, WALLETCONNECT_PLUGIN_ID, WALLETCONNECT_VIEWS } from './constants.js'
import { createWalletConnectConnector, type WalletConnectConnector } from './core/connector.js'
import { SignClientNotInitializedError } from './core/errors.js'
import { validateOptions, type WalletConnectOptions, withProjectId } from './core/options.js'
import { walletConnectToken } from './core/token.js'

/**
 * WalletConnect for Portico: connect a mobile wallet by QR code or link.
 *
 * Adds the `walletConnect` connector (type WALLET_CONNECT), whose `provider` is an EIP-1193
 * provider over the WalletConnect session, so the eip155 chain plugin connects, signs and
 * switches through it like through any wallet. Registers the ConnectingWalletConnect and
 * ConnectingWalletConnectBasic views and a 'WalletConnect' entry in the Connect list.
 * Only this registration and the connector load with the page: the service (`walletConnectToken`)
 * loads when a visitor picks WalletConnect or a stored session is restored, and
 * `@walletconnect/universal-provider` with its first connect or restore.
 *
 * @example
 * createPortico({
 *   projectId: 'my-project', // walletConnect() takes the kernel's unless given its own
 *   plugins: [ui(), eip155(), walletConnect({ relayUrl: 'ws://127.0.0.1:4400' })],
 *   networks: [mainnet],
 * })
 */
export function walletConnect(options: WalletConnectOptions = {}) {
  // The app's own options: checked in development and test builds, dropped from production ones.
  if (developmentChecks) validateOptions(options)
  return definePlugin({
    id: WALLETCONNECT_PLUGIN_ID,
    version: '0.1.0',
    kernel: '^1',
    // Chain plugins set up first, so the connector is added after theirs and their adapters exist.
    after: ['chain'],
    register(ctx) {
      const resolved = withProjectId(options, ctx.hosted.projectId)
      ctx.services.provide(walletConnectToken, (r) => {
        const portico = r.resolve(coreTokens.portico)
        const service = loadOnce(async () => {
          const { createWalletConnectService } = await import('./core/createWalletConnectService.js')
          if (portico.status === 'disposed')
            throw new SignClientNotInitializedError({ details: 'The kernel was disposed.' })
          const created = createWalletConnectService(portico, resolved, connector)
          connector.attach(created)
          return created
        })
        const connector: WalletConnectConnector = createWalletConnectConnector(portico, service)
        return { ...service, connector }
      })
      // A view's module brings its English texts; the title shows in the header before it loads.
      const withTexts = <TView extends { englishTexts: Record<string, string> }>(view: Promise<TView>) =>
        view.then((loaded) => {
          ctx.i18n.add('en', loaded.englishTexts, { defaults: true })
          return loaded
        })
      ctx.views.register({
        id: WALLETCONNECT_VIEWS.connecting,
        title: 'walletconnect.title',
        load: () => withTexts(import('./views/ConnectingWalletConnect.js')),
      })
      ctx.views.register({
        id: WALLETCONNECT_VIEWS.basic,
        // The first view on desktop when no chain plugin is composed or in manual control (spec 2).
        roles: [VIEW_ROLES.basicConnecting],
        title: 'walletconnect.title',
        load: () => withTexts(import('./views/ConnectingWalletConnectBasic.js')),
      })
      ctx.extensions.contribute('connect.wallets', {
        id: WALLETCONNECT_PLUGIN_ID,
        kind: 'walletConnect',
        name: 'WalletConnect',
        imageUrl: WALLETCONNECT_ICON,
        view: WALLETCONNECT_VIEWS.connecting,
      })
      ctx.i18n.add('en', { 'walletconnect.title': 'WalletConnect' })
      ctx.i18n.add('de', () => import('./locales/de.js'))
    },
    setup({ portico }) {
      const handle = portico.resolve(walletConnectToken)
      portico.wallet.addConnector(handle.connector)
      return async () => {
        portico.wallet.removeConnector(handle.connector.id)
        // A service still loading sees the kernel disposed and does not start.
        await handle.peek()?.dispose()
      }
    },
  })
}
