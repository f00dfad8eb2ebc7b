import {
  booleanFlag,
  coreTokens,
  definePlugin,
  type EnabledContext,
  type FlagDeriveContext,
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
  /** The secure site serving the frame page (`/sdk`). Default: the hosted one. */
  secureSiteUrl?: string
  /**
   * The account type a login starts with until the visitor switches (spec 9: smartAccount; the
   * EOA where the network has no smart accounts). The visitor's pick is kept across reloads.
   */
  defaultAccountType?: 'eoa' | 'smartAccount'
}

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
  const secureSiteUrl = options.secureSiteUrl ?? 'https://secure.walletconnect.org'
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
      ctx.services.provide(emailAuthTokens.handle, (r) =>
        createEmailAuthHandle(async (emit) => {
          const { createEmailAuthRuntime } = await import('./core/runtime.js')
          return createEmailAuthRuntime({
            portico: r.resolve(coreTokens.portico),
            connectorId: EMAIL_AUTH_CONNECTOR_ID,
            secureSiteUrl,
            emit,
            defaultAccountType: options.defaultAccountType,
          })
        }, secureSiteUrl),
      )
      ctx.views.register({
        id: 'EmailLogin',
        title: 'emailAuth.view.login',
        load: () => import('./views/EmailLogin.js'),
        enabled: emailOn,
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
      ctx.extensions.contribute('connect.sections', {
        id: 'email',
        method: 'email',
        load: () => import('./views/EmailSection.js'),
        enabled: emailOn,
      })
      ctx.i18n.add('en', en)
    },
    setup({ portico, resolve }) {
      const handle = resolve(emailAuthTokens.handle)
      portico.wallet.addConnector({
        id: EMAIL_AUTH_CONNECTOR_ID,
        type: 'AUTH',
        name: 'Email',
        chain: 'eip155',
        chains: ['eip155'],
        provider: handle.provider,
        setAccountType: async (type) => (await handle.load()).setAccountType(type),
      })
      // A login used before: the frame starts loading now, so the restore needs no click.
      if (portico.storage.has(LOGIN_DATA_KEY)) void handle.load().then((runtime) => runtime.preload())
      return () => handle.peek()?.dispose()
    },
  })
}
