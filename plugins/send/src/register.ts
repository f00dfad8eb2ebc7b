import type { DeferredPluginParts, EnabledContext, RegisterContext } from '@portico/kernel'
import type {} from '@portico/ui'
import type { CreateSendServiceParameters } from './core/createSendService.js'
import { receiveIcon, sendIcon } from './icons.js'
import { isSendNamespace } from './namespaces.js'

/** Spec 6: send is on by its flag and only for EVM and Solana accounts. */
const canSend = ({ flag, namespace }: EnabledContext) => flag('send') === true && isSendNamespace(namespace)
/** Any connected account can show its address. */
const canReceive = ({ flag }: EnabledContext) => flag('receive') === true

/**
 * The send plugin's deferred parts: the Send and Receive views, their buttons in the Account view
 * and their labels.
 */
export const sendParts: DeferredPluginParts = {
  register(ctx) {
    // A view's module brings the plugin's English texts; the labels and titles show before it loads.
    const withTexts = <TView extends { englishTexts: Record<string, string> }>(view: Promise<TView>) =>
      view.then((loaded) => {
        ctx.i18n.add('en', loaded.englishTexts, { defaults: true })
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
}

/**
 * Loads the send service (the plugin's service handle calls it on first use). The service's
 * toasts and errors speak the plugin's texts: they come with it.
 */
export async function createSendService(
  ctx: Pick<RegisterContext, 'i18n'>,
  parameters: CreateSendServiceParameters,
) {
  const [{ createSendService: create }, { default: english }] = await Promise.all([
    import('./core/createSendService.js'),
    import('./locales/en.js'),
  ])
  ctx.i18n.add('en', english)
  return create(parameters)
}
