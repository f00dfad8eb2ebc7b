// The steps every namespace's browser test repeats: connecting its test wallet from the modal and
// switching between eip155 and it through SwitchActiveChain.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import {
  answerWallet,
  connectTestWallet,
  modal,
  modalSettled,
  pickWallet,
  walletPrompt,
  walletRow,
} from './dapp.js'

/** A namespace's test wallet as the modal shows it. */
export type NamespaceWallet = {
  /** The kernel's namespace (`solana`, `bip122`, `polkadot`, `cosmos`). */
  namespace: string
  /** The wallet's row in the Connect view. */
  wallet: string
  /** The prompt the wallet shows to connect (`standard:connect`, `cosmos:enable`, …). */
  approve: string
}

const isConnected = (page: Page, namespace: string) =>
  page.waitForFunction(
    (name) => window.porticoDapp?.portico.wallet.isConnected(name as 'eip155') === true,
    namespace,
  )

const activeNamespace = (page: Page) =>
  page.evaluate(() => window.porticoDapp!.portico.wallet.getState().activeNamespace)

/** Connect Wallet, the wallet's row, Approve in its prompt; resolves once the namespace is connected. */
export async function connectNamespaceWallet(page: Page, { namespace, wallet, approve }: NamespaceWallet) {
  await pickWallet(page, wallet)
  await answerWallet(page, approve, 'approve')
  await modal(page).waitFor({ state: 'detached' })
  await isConnected(page, namespace)
}

/**
 * With EVM connected, choosing `network` (a network of the namespace, whose wallet is not
 * connected) opens SwitchActiveChain (spec 2); its `chain` button leads to the Connect view, where
 * the wallet connects. Then back to EVM and again to the namespace: both stay connected and no
 * wallet is asked again.
 */
export async function expectSwitchThroughSwitchActiveChain(
  page: Page,
  target: NamespaceWallet & { network: string; chain: RegExp },
) {
  await connectTestWallet(page)
  const chooseNetwork = async (name: string) => {
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /Portico Local/ })
      .click()
    await modal(page, 'Choose Network').waitFor()
    await modalSettled(page)
    await modal(page, 'Choose Network')
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click()
  }
  await chooseNetwork(target.network)
  await expect
    .poll(() => page.evaluate(() => window.porticoDapp!.portico.router.getState().history.at(-1)?.view))
    .toBe('SwitchActiveChain')
  await page
    .getByRole('dialog')
    .filter({ hasText: target.network })
    .getByRole('button', { name: target.chain })
    .first()
    .click()
  await walletRow(page, target.wallet).click()
  await answerWallet(page, target.approve, 'approve')
  await isConnected(page, target.namespace)
  await expect.poll(() => activeNamespace(page)).toBe(target.namespace)
  await page.keyboard.press('Escape')
  await modal(page).waitFor({ state: 'detached' })

  await chooseNetwork('Portico Local A')
  await expect.poll(() => activeNamespace(page)).toBe('eip155')
  await page.keyboard.press('Escape').catch(() => undefined)
  await chooseNetwork(target.network)
  await expect.poll(() => activeNamespace(page)).toBe(target.namespace)
  expect(await walletPrompt(page).count()).toBe(0)
  const both = await page.evaluate(
    (name) => [
      window.porticoDapp!.portico.wallet.isConnected('eip155'),
      window.porticoDapp!.portico.wallet.isConnected(name as 'eip155'),
    ],
    target.namespace,
  )
  expect(both).toEqual([true, true])
}
