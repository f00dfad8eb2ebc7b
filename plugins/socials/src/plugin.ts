import {
  definePlugin,
  type EnabledContext,
  type FlagDeclaration,
  type FlagDeriveContext,
  listFlag,
  type Platform,
} from '@portico/kernel'
import { emailAuthTokens } from '@portico/plugin-email-auth'
import type {} from '@portico/ui'
import en from './locales/en.js'
import { isSocial, type PopupSocial, RESULT_URI_PARAM, SOCIALS, type Social } from './providers.js'
import { socialsTokens } from './tokens.js'

/** The social login flow's steps (analytics SOCIAL_LOGIN_* of API-FACTS 6). */
export type SocialLoginEvent = { provider: Social } & (
  | { stage: 'started' | 'success' | 'canceled' }
  | { stage: 'error'; message: string }
)

declare module '@portico/kernel' {
  interface FeatureFlags {
    /** Social login providers (spec 6: on by default, off with `pay`, remote `social_login`, Telegram rules). */
    socials: readonly Social[] | false
  }
  interface PorticoViewData {
    ConnectingSocial: { provider: PopupSocial }
    ConnectingFarcaster: undefined
  }
  interface PorticoEvents {
    /** Each step of a social or Farcaster login; a forged popup result reports 'Untrusted Origin'. */
    'socials:login': SocialLoginEvent
  }
}

/** Spec 6: inside a Telegram mini app, iOS hides google, Mac hides x, Android hides facebook and x. */
const TELEGRAM_HIDDEN: Partial<Record<Platform['os'], readonly Social[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
}

const socialsFlag: FlagDeclaration = {
  ...listFlag<Social>(SOCIALS, {
    item: { describe: SOCIALS.join(', '), is: isSocial },
    remote: 'social_login',
  }),
  derive(value: unknown, { values, platform }: FlagDeriveContext) {
    // Spec 6: the pay feature turns social login off.
    if (values.pay === true || !Array.isArray(value)) return values.pay === true ? false : value
    if (!platform.telegram) return value
    const hidden = TELEGRAM_HIDDEN[platform.os] ?? []
    const kept = (value as readonly Social[]).filter((item) => !hidden.includes(item))
    return kept.length ? Object.freeze(kept) : false
  },
}

const socialsOn = ({ flag }: EnabledContext) => {
  const value = flag('socials')
  return Array.isArray(value) && value.length > 0
}

/**
 * Social and Farcaster login for the embedded wallet (needs `emailAuth()`, whose AUTH connector and
 * secure-site frame it uses): the provider buttons in Connect's social section, the 600x800 popup
 * round trip (or, in a Telegram mini app, a top-level redirect), ConnectingSocial and
 * ConnectingFarcaster. Only this registration loads with the page; the rest on first use.
 *
 * @example
 * createPortico({ plugins: [ui(), eip155(), emailAuth({ secureSiteUrl }), socials()] })
 */
export function socials() {
  // Set in setup from emailAuth(): false when its secure site is the hosted one and there is no
  // project id. Nothing shows the social section before setup has run.
  const secureSite = { available: true }
  const offered = (context: EnabledContext) => secureSite.available && socialsOn(context)
  return definePlugin({
    id: 'socials',
    version: '0.1.0',
    kernel: '^1',
    kind: 'feature',
    dependencies: ['email-auth'],
    flags: { socials: socialsFlag },
    register(ctx) {
      // The English texts come with the section and the views: nothing shows them before.
      const withTexts = <T extends { englishTexts: Record<string, string> }>(module: T) => {
        ctx.i18n.add('en', module.englishTexts, { defaults: true })
        return module
      }
      ctx.services.provide(socialsTokens.popup, () => ({ current: undefined }))
      ctx.extensions.contribute('connect.sections', {
        id: 'socials',
        method: 'social',
        load: () => import('./views/SocialSection.js').then(withTexts),
        enabled: offered,
      })
      ctx.views.register({
        id: 'ConnectingSocial',
        title: 'socials.view.connecting',
        load: () => import('./views/ConnectingSocial.js').then(withTexts),
        enabled: offered,
      })
      ctx.views.register({
        id: 'ConnectingFarcaster',
        title: 'socials.view.farcaster',
        load: () => import('./views/ConnectingFarcaster.js').then(withTexts),
        enabled: offered,
      })
      ctx.i18n.add('en', en)
    },
    setup({ portico, resolve }) {
      secureSite.available = resolve(emailAuthTokens.handle).available
      if (!secureSite.available) return
      // A Telegram mini-app login comes back as a page load with `?result_uri=` (API-FACTS 6).
      const search = typeof location === 'undefined' ? '' : location.search
      if (search.includes(`${RESULT_URI_PARAM}=`))
        void import('./core/telegram.js').then(({ finishRedirectLogin }) => finishRedirectLogin(portico))
    },
  })
}
