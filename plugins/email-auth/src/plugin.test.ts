// @vitest-environment node
import { eip155 } from '@portico/chain-eip155'
import { HostedServiceOffError, type Portico } from '@portico/kernel'
import { createTestPortico, placeholderViews } from '@portico/kernel/testing'
import { afterEach, describe, expect, it } from 'vitest'
import de from './locales/de.js'
import en from './locales/en.js'
import flowEn from './locales/flowEn.js'
import { EMAIL_AUTH_CONNECTOR_ID, emailAuth } from './plugin.js'
import { emailAuthTokens } from './tokens.js'

let portico: Portico | undefined
afterEach(async () => {
  await portico?.dispose()
  portico = undefined
})

async function start(options: { projectId?: string; secureSiteUrl?: string }) {
  portico = createTestPortico({
    plugins: [
      placeholderViews(),
      eip155(),
      emailAuth(options.secureSiteUrl ? { secureSiteUrl: options.secureSiteUrl } : {}),
    ],
    ...(options.projectId ? { projectId: options.projectId } : {}),
  })
  await portico.start()
  return portico
}

const emailSections = (kernel: Portico) =>
  kernel.extensions.list('connect.sections', kernel.enabledContext()).map((s) => s.id)

describe('the email-auth plugin entry', () => {
  it('offers e-mail with a self-hosted secure site and no project id, and nothing once pay is on', async () => {
    const kernel = await start({ secureSiteUrl: 'http://127.0.0.1:4600' })
    expect(emailSections(kernel)).toEqual(['email'])
    expect(kernel.views.isEnabled('EmailLogin')).toBe(true)
    expect(kernel.wallet.getState().connectors.map((c) => c.id)).toContain(EMAIL_AUTH_CONNECTOR_ID)
    // Spec 6: the pay feature turns e-mail login off.
    kernel.flags.setLocal({ pay: true })
    expect(emailSections(kernel)).toEqual([])
    expect(kernel.views.isEnabled('EmailLogin')).toBe(false)
  })

  it('offers nothing and sends nothing when the secure site is the hosted one and there is no project id', async () => {
    const kernel = await start({})
    expect(emailSections(kernel)).toEqual([])
    expect(kernel.views.isEnabled('EmailLogin')).toBe(false)
    expect(kernel.wallet.getState().connectors.map((c) => c.id)).not.toContain(EMAIL_AUTH_CONNECTOR_ID)
    const handle = kernel.resolve(emailAuthTokens.handle)
    expect(handle.available).toBe(false)
    await expect(handle.load()).rejects.toBeInstanceOf(HostedServiceOffError)
  })

  it('uses the hosted secure site once a project id is given', async () => {
    const kernel = await start({ projectId: 'abc' })
    expect(emailSections(kernel)).toEqual(['email'])
    expect(kernel.resolve(emailAuthTokens.handle).available).toBe(true)
  })

  it('shows the Account entry to UpdateEmailWallet only for an embedded wallet with an e-mail', async () => {
    const kernel = await start({ secureSiteUrl: 'http://127.0.0.1:4600' })
    const entries = () =>
      kernel.extensions.list('account.features', kernel.enabledContext()).map((f) => f.view)
    expect(entries()).toEqual([])
  })

  it('has every English text in German, and German is used when the locale is de', async () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys({ ...en, ...flowEn }).sort())
    for (const [key, text] of Object.entries(de))
      expect(
        [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        key,
      ).toEqual(
        [...({ ...en, ...flowEn } as Record<string, string>)[key]!.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      )
    const kernel = await start({ secureSiteUrl: 'http://127.0.0.1:4600' })
    await kernel.i18n.setLocale('de')
    expect(kernel.i18n.t('emailAuth.view.login')).toBe('Mit E-Mail anmelden')
    expect(kernel.i18n.t('emailAuth.view.update')).toBe('E-Mail ändern')
  })
})
