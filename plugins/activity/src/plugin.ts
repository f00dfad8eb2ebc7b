import {
  booleanFlag,
  coreTokens,
  definePlugin,
  developmentChecks,
  type EnabledContext,
  loadOnce,
} from '@portico/kernel'
import type { ActivityServiceOptions } from './core/createActivityService.js'
import { InvalidActivityOptionsError } from './optionsError.js'
import { activityTokens } from './tokens.js'
import './events.js'

declare module '@portico/kernel' {
  interface FeatureFlags {
    /** The Activity tab (spec 6; remote feature `activity`). Default on. */
    activity: boolean
  }
}

export type ActivityParameters = ActivityServiceOptions & {
  /** Position among the Account tabs (Tokens, NFTs, Activity); lower comes first. Default 30. */
  order?: number
}

/** Spec 6: Activity is EVM only and a remote feature (`activity`, on by default). */
export function isActivityEnabled({ flag, namespace }: EnabledContext): boolean {
  return flag('activity') === true && namespace === 'eip155'
}

/**
 * The Activity tab of the Account view: the connected account's history on its chain, grouped by
 * year and month, paged on scroll. The history comes from the Blockchain API, so the tab shows only
 * when the app gives a `projectId` (hosted API) or its own `api.blockchainApi` URL. The tab and the
 * plugin's texts (register.ts) load on the first intent to open the modal or the first connection.
 *
 * @example
 * const portico = createPortico({ plugins: [ui(), eip155(), activity()], projectId, networks })
 */
export function activity({ order = 30, ...options }: ActivityParameters = {}) {
  // The app's own options: checked in development and test builds, dropped from production ones.
  if (developmentChecks) checkOptions({ order, ...options })
  return definePlugin({
    id: 'activity',
    version: '0.1.0',
    kernel: '^1',
    flags: { activity: booleanFlag(true, { remote: 'activity' }) },
    register(ctx) {
      // The handle is there from the start: an app may load the history before the tab loads.
      // Its loader is in register.ts too, so the list of files the service needs stays off the page.
      ctx.services.provide(activityTokens.service, (resolver) =>
        loadOnce(() =>
          import('./register.js').then((parts) =>
            parts.createActivityService(resolver.resolve(coreTokens.portico), options),
          ),
        ),
      )
    },
    setup(ctx) {
      const service = ctx.resolve(activityTokens.service)
      return () => service.peek()?.dispose()
    },
    load: () => import('./register.js').then((parts) => parts.activityParts(order)),
  })
}

/** Fails at composition time, not on the first click. */
function checkOptions({ order, timeoutMs }: ActivityParameters): void {
  if (typeof order !== 'number' || !Number.isFinite(order))
    throw new InvalidActivityOptionsError('order', order, 'a finite number')
  if (
    timeoutMs !== undefined &&
    !(typeof timeoutMs === 'number' && timeoutMs > 0 && Number.isFinite(timeoutMs))
  )
    throw new InvalidActivityOptionsError('timeoutMs', timeoutMs, 'a positive number of milliseconds')
}
