import {
  booleanFlag,
  coreTokens,
  definePlugin,
  type EnabledContext,
  loadOnce,
  type TokenBalance,
} from '@portico/kernel'
import { balancesTokens } from '@portico/plugin-balances'
import type {} from '@portico/ui'
import { receiveIcon, sendIcon } from './icons.js'
import { isSendNamespace } from './namespaces.js'
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

/** Spec 6: send is on by its flag and only for EVM and Solana accounts. */
const canSend = ({ flag, namespace }: EnabledContext) => flag('send') === true && isSendNamespace(namespace)
/** Any connected account can show its address. */
const canReceive = ({ flag }: EnabledContext) => flag('receive') === true

/**
 * Send and receive for the Account view: the Send form (token, amount with max, receiver with its
 * name and avatar, network fee) and the Receive view (address, QR code, copy, networks). Needs the
 * balances plugin for the token list and a chain plugin with `sendTransfer` (eip155, solana).
 *
 * @example
 * createPortico({ plugins: [ui(), eip155(), balances(), send()], networks: [mainnet] })
 */
export function send(options: SendOptions = {}) {
  const checked = checkSendOptions(options)
  return definePlugin({
    id: 'send',
    version: '0.1.0',
    kernel: '^1',
    dependencies: ['balances'],
    flags: { send: booleanFlag(true) },
    register(ctx) {
      ctx.services.provide(sendPluginTokens.service, (r) =>
        loadOnce(async () => {
          // The service's toasts and errors speak the plugin's texts: they come with it.
          const [{ createSendService }, { default: english }, balances] = await Promise.all([
            import('./core/createSendService.js'),
            import('./locales/en.js'),
            r.resolve(balancesTokens.service).load(),
          ])
          ctx.i18n.add('en', english)
          return createSendService({
            portico: r.resolve(coreTokens.portico),
            balances,
            options: checked,
          })
        }),
      )
      // A view's module brings the plugin's English texts; the labels and titles show before it loads.
      const withTexts = <TView extends { englishTexts: Record<string, string> }>(view: Promise<TView>) =>
        view.then((loaded) => {
          ctx.i18n.add('en', loaded.englishTexts)
          return loaded
        })
      ctx.views.register({
        id: 'send/Send',
        title: 'send.view.send.title',
        load: () => withTexts(import('./views/SendView.js')),
        enabled: canSend,
      })
      ctx.views.register({
        id: 'send/Receive',
        title: 'send.view.receive.title',
        load: () => withTexts(import('./views/ReceiveView.js')),
        enabled: canReceive,
      })
      ctx.extensions.contribute('account.features', {
        id: 'send',
        feature: 'send',
        label: 'send.feature.send',
        view: 'send/Send',
        icon: sendIcon,
        enabled: canSend,
      })
      ctx.extensions.contribute('account.features', {
        id: 'receive',
        feature: 'receive',
        label: 'send.feature.receive',
        view: 'send/Receive',
        icon: receiveIcon,
        enabled: canReceive,
      })
      ctx.i18n.add('en', {
        'send.feature.send': 'Send',
        'send.feature.receive': 'Receive',
        'send.view.send.title': 'Send',
        'send.view.receive.title': 'Receive',
      })
      ctx.i18n.add('de', () => import('./locales/de.js'))
    },
    setup(ctx) {
      const handle = ctx.resolve(sendPluginTokens.service)
      // The service listens to the wallet itself once loaded; before that there is no form to reset.
      return () => handle.peek()?.dispose()
    },
  })
}
