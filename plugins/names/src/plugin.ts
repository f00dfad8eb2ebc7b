import { coreTokens, definePlugin, type EnabledContext, loadOnce, type Portico } from '@portico/kernel'
import type {} from '@portico/ui'
import { type NamesServiceHandle, namesTokens } from './tokens.js'

declare module '@portico/kernel' {
  interface PorticoViewData {
    RegisterAccountName: undefined
    RegisterAccountNameSuccess: { name: string }
    'names/LookupName': undefined
  }
}

/** Spec 6: names are EVM only. */
const onEvm = ({ namespace }: EnabledContext) => namespace === 'eip155'

/** A tag with a dot: the Account view's "Choose name" button. */
const nameIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#667dff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M3 12V4h8l9 9-8 8zM7.5 7.5h.01"/></svg>'

/** A magnifier: the Account view's "Look up name" button. */
const lookupIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#667dff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/></svg>'

/**
 * Account names (`*.reown.id`): the connected EVM account's name shown in the account button and
 * the Account view with its avatar, the RegisterAccountName form (availability and suggestions as
 * the visitor types, registration signed by the wallet) with its success view, offered while the
 * account has no name, and a lookup of the address a name points to (`names/LookupName`). Only this registration loads
 * with the page; the service and its schemas load on the first connection, the views when opened.
 *
 * @example
 * createPortico({ plugins: [ui(), eip155(), names()], networks: [mainnet], projectId })
 */
export function names() {
  let running: Portico | undefined
  return definePlugin({
    id: 'names',
    version: '0.1.0',
    kernel: '^1',
    register(ctx) {
      // Read by the "Choose name" button's `enabled`, once the kernel runs.
      const named = () => Boolean(running?.wallet.getAccount('eip155').profileName)
      ctx.services.provide(
        namesTokens.service,
        (r): NamesServiceHandle =>
          loadOnce(async () => {
            const { createNamesService } = await import('./core/createNamesService.js')
            return createNamesService(r.resolve(coreTokens.portico))
          }),
      )
      // The English texts come with the views: nothing shows them before.
      const withTexts = <T extends { englishTexts: Record<string, string> }>(view: T) => {
        ctx.i18n.add('en', view.englishTexts, { defaults: true })
        return view
      }
      ctx.views.register({
        id: 'RegisterAccountName',
        title: 'names.view.register.title',
        load: () => import('./views/RegisterAccountName.js').then(withTexts),
        enabled: onEvm,
      })
      ctx.views.register({
        id: 'RegisterAccountNameSuccess',
        title: 'names.view.success.title',
        load: () => import('./views/RegisterAccountNameSuccess.js').then(withTexts),
        enabled: onEvm,
      })
      ctx.views.register({
        id: 'names/LookupName',
        title: 'names.view.lookup.title',
        load: () => import('./views/LookupName.js').then(withTexts),
        enabled: onEvm,
      })
      ctx.extensions.contribute('account.features', {
        id: 'names',
        feature: 'names',
        label: 'names.feature',
        view: 'RegisterAccountName',
        icon: nameIcon,
        // Not for an account that already has a name (registered or ENS).
        enabled: (context) => onEvm(context) && !named(),
      })
      ctx.extensions.contribute('account.features', {
        id: 'names-lookup',
        feature: 'names-lookup',
        label: 'names.feature.lookup',
        view: 'names/LookupName',
        icon: lookupIcon,
        enabled: onEvm,
      })
      // The buttons' labels show with the Account view, before any view of this plugin loads.
      ctx.i18n.add('en', { 'names.feature': 'Choose name', 'names.feature.lookup': 'Look up name' })
      ctx.i18n.add('de', () => import('./locales/de.js'))
    },
    setup(ctx) {
      running = ctx.portico
      const handle = ctx.resolve(namesTokens.service)
      const refresh = ({ namespace }: { namespace: string | undefined }) => {
        if (namespace !== 'eip155') return
        void handle
          .load()
          .then((service) => service.refreshProfile())
          .catch((error: unknown) => ctx.log.warn('Reading the account name failed', error))
      }
      const offs = [
        ctx.portico.events.on('wallet:connected', refresh),
        ctx.portico.events.on('wallet:accounts-changed', refresh),
      ]
      return () => {
        running = undefined
        for (const off of offs) off()
      }
    },
  })
}
