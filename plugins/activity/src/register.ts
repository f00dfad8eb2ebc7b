import type { DeferredPluginParts, Portico } from '@portico/kernel'
import type { ActivityServiceOptions } from './core/createActivityService.js'
import { en } from './locales/en.js'
import { isActivityEnabled } from './plugin.js'

/** The activity plugin's deferred parts: the Activity tab and the plugin's texts. */
export function activityParts(order: number): DeferredPluginParts {
  return {
    register(ctx) {
      // History comes only from a Blockchain API: the hosted one needs a project id, a self-hosted
      // one a base URL. With neither there is nothing to show, so the tab stays hidden.
      const hasHistorySource = ctx.hosted.blockchainApi
      ctx.extensions.contribute('account.tabs', {
        id: 'activity',
        label: 'activity.tab.label',
        order,
        enabled: (context) => hasHistorySource && isActivityEnabled(context),
        load: () => import('./views/ActivityTab.js'),
      })
      ctx.i18n.add('en', en)
      ctx.i18n.add('de', () => import('./locales/de.js').then((module) => module.de))
    },
  }
}

/** Loads the history service (the plugin's service handle calls it on first use). */
export async function createActivityService(portico: Portico, options: ActivityServiceOptions) {
  const { createActivityService: create } = await import('./core/createActivityService.js')
  return create(portico, options)
}
