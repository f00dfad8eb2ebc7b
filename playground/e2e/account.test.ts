// The Account features end to end (issue 6): Tokens, Send and Activity in the demo dapp, against
// real anvil chains read by the Blockchain API emulator, with the test browser wallet signing, and
// every fault the emulator can inject on the balance, history and identity routes.
import type { Page } from 'playwright-core'
import { parseEther, parseUnits } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../testkit/src/services/chains/constants.js'
import {
  answerWallet,
  chooseSendToken,
  connectTestWallet,
  emulatorAdmin,
  type FaultKind,
  headerAccountButton,
  localChains,
  modal,
  openAccount,
  registerDappSessions,
  saveScreenshotsLightAndDark,
  sendTokenButton,
  setDappTheme,
  truncatedEther,
} from './support/index.js'

const services = inject('services')
const chains = localChains(services)
const api = emulatorAdmin(inject('apiUrl'))
const CHAIN_A = services.chains[0]!.chainId
const SENDER = DEV_ACCOUNTS[0]!.address
/** Dev account 1: the emulator knows it as alice.portico.eth. */
const RECEIVER = DEV_ACCOUNTS[1]!.address
const THIS_MONTH = new Date().toLocaleString('en-US', { month: 'long' })
/** The kernel's HTTP time-out (10 s) and the balances' retry gap after a failure (30 s), passed. */
const PAST_HTTP_TIMEOUT_MS = 10_500
const PAST_RETRY_GAP_MS = 31_000

const dapps = registerDappSessions({ chains, api })

/** The dapp, connected with the test wallet, its Account view open. */
async function connectedAccount({ fakeClock = false } = {}): Promise<Page> {
  const session = await dapps.open({ fakeClock })
  await connectTestWallet(session.page)
  await openAccount(session.page)
  return session.page
}

const account = (page: Page) => modal(page, 'Account')
const tab = (page: Page, name: string) => account(page).getByRole('tab', { name })
/** A token row of the Tokens tab, e.g. 'Ether' or 'Portico Test Token'. */
const tokenRow = (page: Page, name: string) => account(page).getByRole('listitem').filter({ hasText: name })
const activityRows = (page: Page) => account(page).getByTestId('activity-row')
/** The month group of the Activity tab (its heading names the month). */
const monthGroup = (page: Page, month: string) =>
  account(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: month }) })
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** Account → Send → token, amount, receiver → Preview → Send → approve in the wallet → back on Account. */
async function sendFromAccount(page: Page, { token, amount }: { token: string; amount: string }) {
  await account(page).getByRole('button', { name: 'Send', exact: true }).click()
  const send = modal(page, 'Send')
  // The network's own token comes preselected; another one is picked from the list the row opens.
  await chooseSendToken(send, { token, native: 'ETH' })
  await send.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await send.getByRole('textbox', { name: 'To' }).fill(RECEIVER)
  // The receiver's name from the identity endpoint.
  await send.getByText('alice.portico.eth').waitFor()
  await send.getByRole('button', { name: 'Preview send' }).click()
  await send.getByText(`${amount} ${token}`).first().waitFor()
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await answerWallet(page, 'eth_sendTransaction', 'approve')
  await account(page).waitFor()
  await toast(page, `Sent ${amount} ${token}`).waitFor()
}

describe('Tokens, Send and Activity on anvil through the emulator', () => {
  it('the Tokens tab shows the real ETH and PTT balances with their worth', async () => {
    await chains.setBalance(CHAIN_A, SENDER, '250.5')
    const page = await connectedAccount()

    await tokenRow(page, 'Ether').getByText('250.500 ETH').waitFor()
    expect(await tokenRow(page, 'Ether').textContent()).toContain('$751,500.00')
    expect(await chains.tokenBalance(CHAIN_A, SENDER)).toBe(parseUnits('1000000', 18))
    const token = await tokenRow(page, 'Portico Test Token').textContent()
    expect(token).toContain('1,000,000.000 PTT')
    expect(token).toContain('$1,250,000.00')
    expect(await account(page).getByText('Total balance').locator('..').textContent()).toContain(
      '$2,001,500.00',
    )
    // Under the ETH balance: what that balance is worth, not the whole portfolio.
    await expect.poll(() => account(page).getByTestId('account-fiat').textContent()).toBe('$751,500.00')

    // Switching tabs moves nothing sideways (the scrollbar's room is always kept), and the NFT
    // cards show their names whole.
    const body = page.locator('.portico-shell-body')
    expect(await body.evaluate((element) => getComputedStyle(element).scrollbarGutter)).toBe('stable')
    const tabsBox = () => account(page).getByRole('tablist').boundingBox()
    const onTokens = await tabsBox()
    await tab(page, 'NFTs').click()
    const names = account(page).locator('.portico-nft-name')
    await names.first().waitFor()
    expect(
      await names.evaluateAll((elements) =>
        elements.map(
          (name) => name.scrollHeight <= name.clientHeight + 1 && name.scrollWidth <= name.clientWidth,
        ),
      ),
    ).not.toContain(false)
    expect(await tabsBox()).toEqual(onTokens)
    await tab(page, 'Activity').click()
    expect(await tabsBox()).toEqual(onTokens)

    // The NFT cards in light and dark (axe-core clean in both), the modal's body scrolled down to them.
    await tab(page, 'NFTs').click()
    await names.last().scrollIntoViewIfNeeded()
    await page.waitForFunction(() => [...document.images].every((image) => image.complete))
    await saveScreenshotsLightAndDark(account(page), 'Account-NFTs', (mode) => setDappTheme(page, mode), {
      axe: '.portico-shell-modal',
    })
  })

  it('writes the numbers as the active locale does: German grouping, decimal comma, dollar after', async () => {
    await chains.setBalance(CHAIN_A, SENDER, '250.5')
    const page = await connectedAccount()
    await tokenRow(page, 'Ether').getByText('250.500 ETH').waitFor()
    await page.evaluate(() => window.porticoDapp!.portico.i18n.setLocale('de'))
    // The dialog is named in German now ('Konto'); Intl writes a no-break space before the dollar.
    const dialog = page.getByRole('dialog')
    const ptt = dialog.getByRole('listitem').filter({ hasText: 'Portico Test Token' })
    await ptt.getByText('1.000.000,000 PTT').waitFor()
    expect(await ptt.textContent()).toContain('1.250.000,00\u00a0$')
    await expect.poll(() => dialog.getByTestId('account-fiat').textContent()).toBe('751.500,00\u00a0$')
    expect(await dialog.getByTestId('account-balance').textContent()).toContain('250,500 ETH')
    expect(await dialog.getByTestId('balances-total').textContent()).toBe('2.001.500,00\u00a0$')
    // Send in German: the picked token's balance is written whole, not cut by the longer words.
    await dialog.getByRole('button', { name: 'Senden', exact: true }).click()
    const balance = sendTokenButton(dialog).locator('.portico-list-item-description')
    await expect.poll(() => balance.textContent()).toBe('Guthaben: 250,500 ETH')
    expect(await balance.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  })

  it('sends 0.1 ETH and 5 PTT through the modal and the wallet; chain, Tokens and Activity follow', async () => {
    const page = await connectedAccount()
    const before = {
      senderEth: await chains.balance(CHAIN_A, SENDER),
      receiverEth: await chains.balance(CHAIN_A, RECEIVER),
      senderPtt: await chains.tokenBalance(CHAIN_A, SENDER),
      receiverPtt: await chains.tokenBalance(CHAIN_A, RECEIVER),
    }
    await tokenRow(page, 'Portico Test Token').getByText('1,000,000.000 PTT').waitFor()

    await sendFromAccount(page, { token: 'ETH', amount: '0.1' })
    await sendFromAccount(page, { token: 'PTT', amount: '5' })

    expect(await chains.balance(CHAIN_A, RECEIVER)).toBe(before.receiverEth + parseEther('0.1'))
    expect(await chains.tokenBalance(CHAIN_A, RECEIVER)).toBe(before.receiverPtt + parseUnits('5', 18))
    expect(await chains.tokenBalance(CHAIN_A, SENDER)).toBe(before.senderPtt - parseUnits('5', 18))
    const senderEth = await chains.balance(CHAIN_A, SENDER)
    const spent = before.senderEth - senderEth
    // 0.1 ETH plus two network fees, well under 0.001 ETH on anvil.
    expect(spent > parseEther('0.1') && spent < parseEther('0.101')).toBe(true)

    await tokenRow(page, 'Portico Test Token').getByText('999,995.000 PTT').waitFor()
    await tokenRow(page, 'Ether')
      .getByText(`${truncatedEther(senderEth)} ETH`)
      .waitFor()
    await expect
      .poll(() => headerAccountButton(page).textContent())
      .toContain(`${truncatedEther(senderEth)} ETH`)

    // Spec 3: a send has no sign; '+' belongs to receive, deposit, borrow and claim.
    await tab(page, 'Activity').click()
    const sent = monthGroup(page, THIS_MONTH)
    await sent.getByText('5.000 PTT').waitFor()
    // Newest first: the token send, then the ether send.
    const [newest, second] = await activityRows(page).allTextContents()
    expect(newest).toMatch(/^Send5\.000 PTT\d+ sec agoConfirmed$/)
    expect(second).toMatch(/^Send0\.100 ETH\d+ sec agoConfirmed$/)

    // The receiver's side, in the second test wallet: both transfers with '+'.
    await account(page).getByRole('button', { name: 'Disconnect' }).click()
    await connectTestWallet(page, 'Portico Test Wallet Two')
    await openAccount(page)
    await tab(page, 'Activity').click()
    const received = monthGroup(page, THIS_MONTH)
    await received.getByText('+5.000 PTT').waitFor()
    await received.getByText('+0.100 ETH').waitFor()
    const [first, next] = await activityRows(page).allTextContents()
    expect(first).toMatch(/^Receive\+5\.000 PTT/)
    expect(next).toMatch(/^Receive\+0\.100 ETH/)
  })

  it("Activity shows the account's own send and a transfer arriving while the tab is open, without a reload", async () => {
    const page = await connectedAccount({ fakeClock: true })
    await tab(page, 'Activity').click()
    await expect.poll(() => activityRows(page).count()).toBeGreaterThan(0)
    const before = await activityRows(page).count()

    // The modal's own transaction: back on Account, the Activity tab lists it.
    // A small amount keeps its significant digits (not '0.012').
    await sendFromAccount(page, { token: 'ETH', amount: '0.0123' })
    await tab(page, 'Activity').click()
    await expect.poll(() => activityRows(page).first().textContent()).toMatch(/^Send0\.0123 ETH/)
    expect(await activityRows(page).count()).toBe(before + 1)

    // Another account's transfer, mined while the visitor watches the tab: it shows within 15 s.
    await chains.sendTransfers(CHAIN_A, 5, SENDER, 1)
    await page.clock.fastForward(15_500)
    await expect
      .poll(() => activityRows(page).first().textContent())
      .toMatch(/^Receive\+0\.000000000000000001 ETH/)
    expect(await activityRows(page).count()).toBe(before + 2)
  })

  it('a send the visitor rejects in the wallet says the send was rejected', async () => {
    const page = await connectedAccount()
    await account(page).getByRole('button', { name: 'Send', exact: true }).click()
    const send = modal(page, 'Send')
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.1')
    await send.getByRole('textbox', { name: 'To' }).fill(RECEIVER)
    await send.getByRole('button', { name: 'Preview send' }).click()
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await answerWallet(page, 'eth_sendTransaction', 'reject')
    await toast(page, 'The wallet rejected the send').waitFor()
    expect(await page.getByText('The request was rejected in the wallet.').count()).toBe(0)
  })

  it('refuses a receiver with a wrong EIP-55 checksum and says so; all lower case is taken', async () => {
    const page = await connectedAccount()
    await account(page).getByRole('button', { name: 'Send', exact: true }).click()
    const send = modal(page, 'Send')
    const to = send.getByRole('textbox', { name: 'To' })
    // The network fee with three significant digits, not the wei-exact 14 decimals.
    await expect
      .poll(() => send.getByText('Network fee').locator('..').textContent())
      .toMatch(/^Network fee0\.0000\d{1,3} ETH ≈/)
    // Over the balance: the balance as the list shows it (3 decimals), not 18.
    const amount = send.getByRole('textbox', { name: 'Amount' })
    await amount.fill('100000')
    await amount.blur()
    await send.getByText(/^The amount is more than your balance of [\d,]+\.\d{3} ETH$/).waitFor()
    await amount.fill('0.1')
    // The last letter of the checksummed RECEIVER in the other case: a typo the checksum catches.
    const at = RECEIVER.search(/[a-fA-F][0-9]*$/)
    const letter = RECEIVER[at]!
    const flipped = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase()
    const typo = `${RECEIVER.slice(0, at)}${flipped}${RECEIVER.slice(at + 1)}`
    await to.fill(typo)
    await to.blur()
    await send.getByText('This address has a wrong checksum').waitFor()
    expect(await to.getAttribute('aria-invalid')).toBe('true')
    await send.getByRole('button', { name: 'Preview send' }).click()
    expect(await send.getByRole('button', { name: 'Preview send' }).count()).toBe(1)

    await to.fill(RECEIVER.toLowerCase())
    await send.getByRole('button', { name: 'Preview send' }).click()
    await send
      .getByText(/^0x7099/)
      .first()
      .waitFor()
    expect(await send.getByText('This address has a wrong checksum').count()).toBe(0)
  })

  it('pages a history of more than 50 transactions when the list scrolls to its end', async () => {
    // Account 0's history: the 10 seeding transactions and 55 transfers from dev account 5.
    await chains.sendTransfers(CHAIN_A, 5, SENDER, 55)
    const page = await connectedAccount()
    await tab(page, 'Activity').click()

    await expect.poll(() => activityRows(page).count()).toBe(50)
    expect(await api.requests('history')).toHaveLength(1)
    await account(page).getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded()

    await expect.poll(() => activityRows(page).count()).toBe(65)
    const history = await api.requests('history')
    expect(history).toHaveLength(2)
    expect(history[1]?.query?.cursor).toBeTruthy()
    expect(await account(page).getByRole('button', { name: 'Load more' }).count()).toBe(0)
  })
})

/** Every fault the emulator injects, as a test names it. */
const FAULTS: { name: string; kind: FaultKind; status?: number }[] = [
  { name: 'HTTP 500 (plain text)', kind: 'status' },
  { name: 'HTTP 503 (error envelope)', kind: 'status', status: 503 },
  { name: 'HTTP 429', kind: 'rate-limit' },
  { name: 'a delay past the time-out', kind: 'delay' },
  { name: 'a malformed body', kind: 'malformed' },
  { name: 'an empty body', kind: 'empty' },
]

/** The failed requests and the plugins' warnings these tests cause on purpose. */
const FAULT_NOISE = [
  /^error: Failed to load resource: the server responded with a status of (500|503|429)/,
  /^warning: \[portico:(balances|activity|send)\]/,
]

describe('faults injected by the emulator: the right message, the modal keeps working', () => {
  it('balance: each fault shows the toast and the error state, keeps the account as it was, and recovers', async () => {
    dapps.expectNoise(...FAULT_NOISE)
    const page = await connectedAccount({ fakeClock: true })
    await tokenRow(page, 'Portico Test Token').getByText('1,000,000.000 PTT').waitFor()
    const before = await tokenState(page)
    expect(before.tokenBalance).toHaveLength(2)

    for (const fault of FAULTS) {
      await api.fault('balance', { kind: fault.kind, ...(fault.status ? { status: fault.status } : {}) })
      const asked = (await api.requests('balance')).length
      // Past the 30 s cache and retry gap, the Tokens tab reads again when it shows.
      await page.clock.fastForward(PAST_RETRY_GAP_MS)
      await tab(page, 'NFTs').click()
      await tab(page, 'Tokens').click()
      await expect.poll(async () => (await api.requests('balance')).length).toBeGreaterThan(asked)
      if (fault.kind === 'delay') await page.clock.fastForward(PAST_HTTP_TIMEOUT_MS)

      await account(page).getByText('Token balances are unavailable').waitFor()
      await toast(page, 'Token Balance Unavailable').waitFor()
      // Nothing half-changed: the account keeps its address, native balance and last token list.
      expect({ fault: fault.name, ...(await tokenState(page)) }).toEqual({ fault: fault.name, ...before })
      await api.clearFaults()
    }

    // The modal kept working: Activity lists the history, and the Tokens tab recovers by itself
    // when its refresh comes round while it is open (every 30 s, issue 25), with no error left.
    await tab(page, 'Activity').click()
    await expect.poll(() => activityRows(page).count()).toBeGreaterThan(0)
    await tab(page, 'Tokens').click()
    await account(page).getByText('Token balances are unavailable').waitFor()
    await page.clock.fastForward(PAST_RETRY_GAP_MS)
    await account(page).getByText('Token balances are unavailable').waitFor({ state: 'detached' })
    await tokenRow(page, 'Portico Test Token').getByText('1,000,000.000 PTT').waitFor()
  })

  it('history: each fault shows "Failed to fetch transactions" with no rows, and Try again recovers', async () => {
    dapps.expectNoise(...FAULT_NOISE)
    const page = await connectedAccount({ fakeClock: true })
    await tokenRow(page, 'Portico Test Token').getByText('1,000,000.000 PTT').waitFor()

    for (const [index, fault] of FAULTS.entries()) {
      await api.fault('history', { kind: fault.kind, ...(fault.status ? { status: fault.status } : {}) })
      const asked = (await api.requests('history')).length
      if (index === 0) await tab(page, 'Activity').click()
      else await account(page).getByRole('button', { name: 'Try again' }).click()
      await expect.poll(async () => (await api.requests('history')).length).toBe(asked + 1)
      if (fault.kind === 'delay') await page.clock.fastForward(PAST_HTTP_TIMEOUT_MS)

      await account(page).getByText('Failed to fetch transactions').waitFor()
      // The failed page left nothing behind: no rows, no "Load more".
      expect({ fault: fault.name, rows: await activityRows(page).count() }).toEqual({
        fault: fault.name,
        rows: 0,
      })
      expect(await account(page).getByRole('button', { name: 'Load more' }).count()).toBe(0)
    }

    await api.clearFaults()
    await account(page).getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => activityRows(page).count()).toBeGreaterThan(0)
    expect(await account(page).getByText('Failed to fetch transactions').count()).toBe(0)
    await tab(page, 'Tokens').click()
    await tokenRow(page, 'Portico Test Token').getByText('1,000,000.000 PTT').waitFor()
  })

  it('identity: each fault leaves the receiver without a name, and the send goes through', async () => {
    dapps.expectNoise(...FAULT_NOISE)
    const page = await connectedAccount({ fakeClock: true })
    await tokenRow(page, 'Portico Test Token').getByText('1,000,000.000 PTT').waitFor()
    await account(page).getByRole('button', { name: 'Send', exact: true }).click()
    const send = modal(page, 'Send')
    const receiver = send.getByRole('textbox', { name: 'To' })
    await send.getByRole('button', { name: /^ETH/ }).click()
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.25')

    for (const fault of FAULTS) {
      await api.fault('identity', { kind: fault.kind, ...(fault.status ? { status: fault.status } : {}) })
      const asked = (await api.requests('identity')).length
      await receiver.fill('')
      await receiver.fill(RECEIVER)
      // The lookup starts 500 ms after the last keystroke.
      await page.clock.fastForward(600)
      await expect.poll(async () => (await api.requests('identity')).length).toBe(asked + 1)
      if (fault.kind === 'delay') await page.clock.fastForward(PAST_HTTP_TIMEOUT_MS)
      await expect.poll(() => send.getByText('Looking up the name…').count()).toBe(0)
      expect({ fault: fault.name, named: await send.getByText('alice.portico.eth').count() }).toEqual({
        fault: fault.name,
        named: 0,
      })
    }

    // Without a name the send still goes through, to the address typed.
    const received = await chains.balance(CHAIN_A, RECEIVER)
    await api.clearFaults()
    await send.getByRole('button', { name: 'Preview send' }).click()
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await answerWallet(page, 'eth_sendTransaction', 'approve')
    await toast(page, 'Sent 0.25 ETH').waitFor()
    expect(await chains.balance(CHAIN_A, RECEIVER)).toBe(received + parseEther('0.25'))
  })
})

/** What must not change when a balance read fails. */
function tokenState(page: Page) {
  return page.evaluate(() => {
    const state = window.porticoDapp!.portico.wallet.getAccount('eip155')
    return {
      address: state.address,
      balance: state.balance,
      tokenBalance: state.tokenBalance.map((token) => `${token.symbol} ${token.quantity.numeric}`),
    }
  })
}
