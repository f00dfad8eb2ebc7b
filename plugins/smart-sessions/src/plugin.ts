import { coreTokens, definePlugin, type EnabledContext, loadOnce } from '@portico/kernel'
import type {} from '@portico/ui'
import { smartSessionsTokens } from './tokens.js'

declare module '@portico/kernel' {
  interface PorticoViewData {
    SmartSessions: undefined
  }
}

/** Spec 6: smart sessions are off by default (the `smartSessions` flag); EVM accounts only. */
const enabled = ({ flag, namespace }: EnabledContext) =>
  flag('smartSessions') === true && namespace === 'eip155'

/** A key with a clock: the Account view's "Sessions" button. */
const sessionsIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#667dff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="8" cy="15" r="4"/><path d="M11 12l9-9M17 6l3 3M15 8l2 2"/></svg>'

/**
 * Smart-account sessions (spec 1, "manage smart-account sessions"): the Sessions view from Account
 * (behind the `smartSessions` flag, off by default) lists the account's granted permissions from
 * `/v1/sessions/{caip10}` and revokes them with the wallet's signature; the service grants and
 * revokes ERC-7715 permissions through the connected wallet. Only this registration loads with
 * the page; the service, zod and the view load when used.
 *
 * @example
 * createPortico({ plugins: [ui(), eip155(), smartSessions()], features: { smartSessions: true }, projectId })
 * const sessions = await portico.resolve(smartSessionsTokens.service).load()
 * await sessions.grantPermissions(permissionRequest({ ... }))
 */
export function smartSessions() {
  return definePlugin({
    id: 'smart-sessions',
    version: '0.1.0',
    kernel: '^1',
    register(ctx) {
      ctx.services.provide(smartSessionsTokens.service, (r) =>
        loadOnce(async () => {
          const { createSmartSessionsService } = await import('./core/createSmartSessionsService.js')
          return createSmartSessionsService(r.resolve(coreTokens.portico))
        }),
      )
      ctx.views.register({
        id: 'SmartSessions',
        title: 'smartSessions.view.title',
        load: () =>
          import('./views/SmartSessions.js').then((view) => {
            ctx.i18n.add('en', view.englishTexts, { defaults: true })
            return view
          }),
        enabled,
      })
      ctx.extensions.contribute('account.features', {
        id: 'smart-sessions',
        feature: 'smartSessions',
        label: 'smartSessions.feature',
        view: 'SmartSessions',
        icon: sessionsIcon,
        enabled,
      })
      ctx.i18n.add('en', { 'smartSessions.feature': 'Sessions', 'smartSessions.view.title': 'Sessions' })
      ctx.i18n.add('de', () => import('./locales/de.js'))
    },
  })
}
