import {
  booleanFlag,
  coreTokens,
  definePlugin,
  developmentChecks,
  loadOnce,
  type TokenBalance,
} from '@portico/kernel'
import { balancesTokens } from '@portico/plugin-balances'
import { checkSendOptions, type SendOptions } from './options.js'
import { sendPluginTokens } from './tokens.js'

declare module '@portico/kernel' {
  interface FeatureFlags {
    /** The Send button of the Account view (spec 6, local feature). Default on. */
    send: boolean
  }
  interface PorticoViewData {
    /** Opens the form with a token picked (e.g. from a row of the Tokens tab). */
    'send/Send': { token?: TokenBalance } | undefined
    'send/Receive': undefined
  }
}

/**
 * Send and receive for the Account view: the Send form (token, amount with max, receiver with its
 * name and avatar, network fee) and the Receive view (address, QR code, copy, networks). Needs the
 * balances plugin for the token list and a chain plugin with `sendTransfer` (eip155, solana). The
 * views and their buttons (register.ts) load on the first intent to open the modal or the first
 * connection; the send logic when the Send view opens.
 *
 * @example
 * createPortico({ plugins: [ui(), eip155(), balances(), send()], networks: [mainnet] })
 */
export function send(options: SendOptions = {}) {
  // The app's own options: checked in development and test builds, dropped from production ones.
  if (developmentChecks) checkSendOptions(options)
  return definePlugin({
    id: 'send',
    version: '0.1.0',
    kernel: '^1',
    dependencies: ['balances'],
    flags: { send: booleanFlag(true) },
    register(ctx) {
      ctx.services.provide(sendPluginTokens.service, (r) =>
        // Through register.ts, so the list of files the service needs stays off the page.
        loadOnce(async () => {
          const [parts, balances] = await Promise.all([
            import('./register.js'),
            r.resolve(balancesTokens.service).load(),
          ])
          return parts.createSendService(ctx, {
            portico: r.resolve(coreTokens.portico),
            balances,
            options,
          })
        }),
      )
    },
    setup(ctx) {
      const handle = ctx.resolve(sendPluginTokens.service)
      // The service listens to the wallet itself once loaded; before that there is no form to reset.
      return () => handle.peek()?.dispose()
    },
    load: () => import('./register.js').then((parts) => parts.sendParts),
  })
}
