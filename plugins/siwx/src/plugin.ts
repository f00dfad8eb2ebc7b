import { coreTokens, definePlugin, developmentChecks, loadOnce } from '@portico/kernel'
import type {} from '@portico/ui'
import './events.js'
import { checkSiwxOptions, type SiwxOptions } from './options.js'
import { type SiwxServiceHandle, siwxTokens } from './tokens.js'

/**
 * Sign in with X: after a wallet connects (or changes account or network), when the app's
 * sessions hold none for that account on that network, the SIWXSignMessage view asks the wallet to
 * sign a CAIP-122 / EIP-4361 message; the session is verified and kept by the chosen `sessions`
 * (this browser, a sign-in server, or the app's own `SIWXConfig`). Only this registration loads
 * with the page; the flow, zod and viem load on the first connection.
 *
 * @example
 * createPortico({ plugins: [ui(), eip155(), siwx({ required: true })], networks: [mainnet] })
 */
export function siwx(options: SiwxOptions = {}) {
  // The app's own options: checked in development and test builds, dropped from production ones.
  if (developmentChecks) checkSiwxOptions(options)
  const sessions = options.sessions
  // Closing is decided synchronously; a config given as an object answers itself, otherwise the option does.
  const required = () =>
    (typeof sessions === 'object' ? sessions.getRequired?.() : undefined) ?? options.required ?? false
  return definePlugin({
    id: 'siwx',
    version: '0.1.0',
    kernel: '^1',
    register(ctx) {
      ctx.services.provide(
        siwxTokens.service,
        (r): SiwxServiceHandle =>
          loadOnce(async () => {
            const { createSiwxService } = await import('./core/createSiwxService.js')
            return createSiwxService(r.resolve(coreTokens.portico), options)
          }),
      )
      ctx.views.register({
        id: 'SIWXSignMessage',
        title: 'siwx.view.title',
        // The English texts come with the view: nothing shows them before it.
        load: () =>
          import('./views/SIWXSignMessage.js').then((view) => {
            ctx.i18n.add('en', view.englishTexts, { defaults: true })
            return view
          }),
        // Spec 4: no closing while sign-in is required and the account has no session (the view
        // only shows without one).
        closable: () => !required(),
      })
      ctx.i18n.add('de', () => import('./locales/de.js'))
      // Connectors that sign in while connecting (WalletConnect one-step, the embedded wallet).
      ctx.extensions.contribute('siwx.connect', {
        id: 'siwx',
        hook: (portico) => {
          const load = () => portico.resolve(siwxTokens.service).load()
          return {
            createMessage: (input) => load().then((service) => service.connectHook.createMessage(input)),
            addSessions: (sessions) => load().then((service) => service.connectHook.addSessions(sessions)),
          }
        },
      })
    },
    setup(ctx) {
      const handle = ctx.resolve(siwxTokens.service)
      const log = (error: unknown) => ctx.log.warn('Sign-in check failed', error)
      const check = () =>
        void handle
          .load()
          .then((service) => service.check())
          .catch(log)
      const offs = [
        ctx.portico.events.on('wallet:connected', check),
        ctx.portico.events.on('wallet:accounts-changed', check),
        ctx.portico.events.on('wallet:network-changed', ({ supported }) => supported && check()),
        ctx.portico.events.on(
          'wallet:disconnected',
          ({ namespace }) =>
            void handle
              .load()
              .then((service) => service.signOut(namespace))
              .catch(log),
        ),
      ]
      return () => {
        for (const off of offs) off()
      }
    },
  })
}
