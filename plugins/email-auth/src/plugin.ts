import {
  booleanFlag,
  coreTokens,
  definePlugin,
  type EnabledContext,
  type FlagDeriveContext,
  type Portico,
  type RemoteFeatureEntry,
} from '@portico/kernel'
import type {} from '@portico/ui'
import { createEmailAuthHandle } from './handle.js'
import en from './locales/en.js'
import { emailAuthTokens } from './tokens.js'

declare module '@portico/kernel' {
  interface FeatureFlags {
    /** E-mail login (spec 6: on by default, off with `pay`, remote `social_login` lists 'email'). */
    email: boolean
  }
  interface PorticoViewData {
    EmailLogin: { email?: string } | undefined
    UpdateEmailWallet: undefined
    ApproveTransaction: undefined
  }
}

export type EmailAuthOptions = {
  /**
   * The secure site serving the frame page (`/sdk`). Default: the hosted one, which is used only
   * with a project id (`createPortico({ projectId })`); without one, e-mail login is not offered.
   */
  secureSiteUrl?: string
  /**
   * The account type a login starts with until the visitor switches (spec 9: smartAccount; the
   * EOA where the network has no smart accounts). The visitor's pick is kept across reloads.
   */
  defaultAccountType?: 'eoa' | 'smartAccount'
}

/** The hosted secure site (API-FACTS 5): it hears from an app only when the app gave a project id. */
const HOSTED_SECURE_SITE = 'https://secure.walletconnect.org'

/** The AUTH connector's id (one per kernel). */
export const EMAIL_AUTH_CONNECTOR_ID = 'AUTH'
/** Where a stored login is kept (see core/loginData.ts); its presence creates the frame at start. */
const LOGIN_DATA_KEY = 'email-auth.login'

/** Spec 6: the pay feature turns e-mail login off (the kernel derives `email` from it). */
const emailOn = ({ flag }: EnabledContext) => flag('email') === true

/**
 * The embedded wallet by e-mail (EVM for now): an AUTH connector whose wallet lives in the secure
 * site's frame, the e-mail section of Connect, EmailLogin, UpdateEmailWallet and
 * ApproveTransaction. Nothing of the frame loads before the visitor picks e-mail, unless a login
 * was used before (then the frame is created at start to restore it without a code).
 *
 * @example
 * createPortico({ plugins: [ui(), eip155(), emailAuth({ secureSiteUrl: 'http://127.0.0.1:4600' })] })
 */
export function emailAuth(options: EmailAuthOptions = {}) {
  const secureSiteUrl = options.secureSiteUrl ?? HOSTED_SECURE_SITE
  const hostedSecureSite = new URL(secureSiteUrl).host === new URL(HOSTED_SECURE_SITE).host
  // The kernel this instance is set up in: the Account entry asks it who is connected.
  const kernel: { portico?: Portico } = {}
  /** Spec 2: the Account view's entry to UpdateEmailWallet, for an embedded wallet with an e-mail. */
  const emailWalletConnected = () =>
    kernel.portico?.wallet.getActiveConnector()?.id === EMAIL_AUTH_CONNECTOR_ID &&
    Boolean(kernel.portico.wallet.getAccount('eip155').user?.email)
  return definePlugin({
    id: 'email-auth',
    version: '0.1.0',
    kernel: '^1',
    kind: 'feature',
    dependencies: ['eip155'],
    flags: {
      email: {
        ...booleanFlag(true),
        remote: {
          feature: 'social_login',
          read: (entry: RemoteFeatureEntry) => entry.isEnabled && entry.config.includes('email'),
        },
        derive: (value: unknown, { values }: FlagDeriveContext) => (values.pay === true ? false : value),
      },
    },
    register(ctx) {
      // The hosted secure site without a project id is off, like the kernel's hosted HTTP clients:
      // nothing offers e-mail and no frame is ever created. A self-hosted (local) secure site works.
      const available = !hostedSecureSite || ctx.hosted.enabled
      const offered = (context: EnabledContext) => available && emailOn(context)
      ctx.services.provide(emailAuthTokens.handle, (r) =>
        createEmailAuthHandle(
          async (emit) => {
            const { createEmailAuthRuntime } = await import('./core/runtime.js')
            return createEmailAuthRuntime({
              portico: r.resolve(coreTokens.portico),
              connectorId: EMAIL_AUTH_CONNECTOR_ID,
              secureSiteUrl,
              available,
              emit,
              defaultAccountType: options.defaultAccountType,
            })
          },
          secureSiteUrl,
          available,
        ),
      )
      ctx.views.register({
        id: 'EmailLogin',
        title: 'emailAuth.view.login',
        load: () => import('./views/EmailLogin.js'),
        enabled: offered,
      })
      ctx.views.register({
        id: 'UpdateEmailWallet',
        title: 'emailAuth.view.update',
        load: () => import('./views/UpdateEmailWallet.js'),
      })
      ctx.views.register({
        id: 'ApproveTransaction',
        title: 'emailAuth.view.approve',
        load: () => import('./views/ApproveTransaction.js'),
      })
      ctx.extensions.contribute('account.features', {
        id: 'updateEmail',
        feature: 'updateEmail',
        label: 'emailAuth.view.update',
        view: 'UpdateEmailWallet',
        enabled: emailWalletConnected,
      })
      ctx.extensions.contribute('connect.sections', {
        id: 'email',
        method: 'email',
        load: () => import('./views/EmailSection.js'),
        enabled: offered,
      })
      ctx.i18n.add('en', en)
      ctx.i18n.add('de', () => import('./locales/de.js'))
    },
    async setup({ portico, resolve, log }) {
      const handle = resolve(emailAuthTokens.handle)
      kernel.portico = portico
      if (!handle.available) return log.info('E-mail login needs a project id')
      portico.wallet.addConnector({
        id: EMAIL_AUTH_CONNECTOR_ID,
        type: 'AUTH',
        name: 'Email',
        chain: 'eip155',
        chains: ['eip155'],
        provider: handle.provider,
        setAccountType: async (type) => (await handle.load()).setAccountType(type),
      })
      // A login used before: the frame starts loading now, so the restore needs no click; the
      // kernel's restore waits for the runtime (it adds the connector's Solana session).
      if (portico.storage.has(LOGIN_DATA_KEY))
        await handle.load().then((runtime) => runtime.preload(), log.warn)
      return () => handle.peek()?.dispose()
    },
  })
}
