import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { modal } from './dapp.js'

/** A mail in the secure site's local inbox. */
export type Mail = { kind: string; code?: string; link?: string }

/**
 * The e-mail wallet's steps in the demo dapp, against the secure site at `site`: the inbox, the
 * login through Connect's e-mail field and the code from the inbox, the frame.
 *
 * @example
 * const wallet = emailWallet(inject('services').secureSiteUrl!)
 * const address = await wallet.login(page, wallet.newEmail())
 */
export function emailWallet(site: string) {
  let mailboxes = 0
  const inbox = async (email: string): Promise<Mail[]> =>
    (await (await fetch(`${site}/inbox?to=${encodeURIComponent(email)}`)).json()) as Mail[]
  /** Waits up to 60 s: the mail is sent once the secure frame is up, which the plugin allows 20 s. */
  async function lastMail(email: string, kind: string): Promise<Mail> {
    const deadline = Date.now() + 60_000
    for (;;) {
      const mail = (await inbox(email)).filter((m) => m.kind === kind).at(-1)
      if (mail) return mail
      if (Date.now() > deadline) throw new Error(`No ${kind} mail for ${email}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  async function startLogin(page: Page, email: string, connectTitle = 'Connect Wallet') {
    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: connectTitle }).click()
    const connect = modal(page, connectTitle)
    await connect.getByRole('textbox', { name: /^(Email|E-Mail)$/ }).fill(email)
    await connect.getByRole('button', { name: /^(Continue|Weiter)$/ }).click()
  }
  return {
    inbox,
    lastMail,
    startLogin,
    /** A fresh address per call: users live as long as the secure site runs. */
    newEmail: () => `visitor-${Date.now().toString(36)}-${++mailboxes}@example.com`,
    /** The secure site's frame in the page. */
    frame: (page: Page) => page.frameLocator('iframe[name="portico-secure-frame"]'),
    /** Logs in through Connect with the code from the inbox; answers the EVM address. */
    async login(page: Page, email: string): Promise<Hex> {
      await startLogin(page, email)
      const view = modal(page, 'Email login')
      await view
        .getByRole('textbox', { name: 'Code' })
        .fill((await lastMail(email, 'login-code')).code as string)
      await view.getByRole('button', { name: 'Verify' }).click()
      await modal(page).waitFor({ state: 'detached' })
      await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('eip155') === true)
      return (await page.evaluate(
        () => window.porticoDapp!.portico.wallet.getAccount('eip155').address,
      )) as Hex
    },
  }
}
