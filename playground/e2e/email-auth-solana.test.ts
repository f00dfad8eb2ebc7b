// The e-mail wallet on Solana (issue 15): one e-mail login connects EVM and Solana through the
// AUTH connector; the secure site holds the Solana key. A message signed and a SOL transfer sent,
// each approved inside the frame, checked against the local validator.
import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { PLAYGROUND_FAUCET_LAMPORTS } from '../../testkit/src/services/secure-site/forPlayground.js'
import { emailWallet } from './support/emailWallet.js'
import {
  formatViolations,
  loadDapp,
  modal,
  registerDappSessions,
  runAxe,
  seriousViolations,
} from './support/index.js'

const services = inject('services')
const SITE = services.secureSiteUrl as string
const SOLANA = services.solana as { rpcUrl: string; caipNetworkId: string }
const wallet = emailWallet(SITE)

const dapps = registerDappSessions()

async function dapp(theme: 'light' | 'dark' = 'light') {
  const session = await dapps.open({
    settings: { emailWallet: true, theme },
    colorScheme: theme,
  })
  return session
}

async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(SOLANA.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}
const lamportsOf = async (address: string) =>
  (await solanaRpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value

const solanaState = (page: Page) =>
  page.evaluate(() => {
    const { portico } = window.porticoDapp!
    return {
      connected: portico.wallet.isConnected('solana'),
      connector: portico.wallet.getActiveConnector('solana')?.id,
      address: portico.wallet.getAccount('solana').address as string | undefined,
      activeNamespace: portico.wallet.getState().activeNamespace,
    }
  })

async function approveInFrame(page: Page, heading: string, theme: 'light' | 'dark') {
  await modal(page, 'Approve transaction').waitFor()
  await wallet.frame(page).getByRole('heading', { name: heading }).waitFor()
  expect(
    formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] }))),
    `ApproveTransaction (${heading}, ${theme})`,
  ).toEqual([])
  await wallet.frame(page).getByRole('button', { name: 'Approve' }).click()
}

describe('the e-mail wallet on Solana', () => {
  it('one login connects EVM and Solana; a message is signed and SOL is sent after approval in the frame; a reload keeps both', async () => {
    const { page } = await dapp('dark')
    await wallet.login(page, wallet.newEmail())
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('solana') === true)
    const state = await solanaState(page)
    expect(state).toMatchObject({ connected: true, connector: 'AUTH', activeNamespace: 'eip155' })
    const address = state.address as string
    expect(bs58.decode(address)).toHaveLength(32)
    expect(await lamportsOf(address)).toBe(Number(PLAYGROUND_FAUCET_LAMPORTS))

    const text = 'Hello Solana from the embedded wallet'
    const signing = page.evaluate(
      ({ message, pubkey }) =>
        window.porticoDapp!.portico.request({
          namespace: 'solana',
          method: 'solana_signMessage',
          params: { message, pubkey },
        }),
      { message: bs58.encode(new TextEncoder().encode(text)), pubkey: address },
    )
    await approveInFrame(page, 'Sign message', 'dark')
    const { signature } = (await signing) as { signature: string }
    expect(ed25519.verify(bs58.decode(signature), new TextEncoder().encode(text), bs58.decode(address))).toBe(
      true,
    )
    await modal(page).waitFor({ state: 'detached' })

    const receiver = 'Gd8DtXJL1WKHwoncdRvUDxk9XASmEGGCMZzVoNCmUzWa'
    const before = await lamportsOf(receiver)
    const sending = page.evaluate(
      async ({ to }) => {
        const { portico } = window.porticoDapp!
        const adapter = portico.chains.get('solana')!
        return adapter.sendTransfer!({
          connector: portico.wallet.getActiveConnector('solana')!,
          network: portico.wallet.getActiveNetwork('solana')!,
          from: portico.wallet.getAccount('solana').address!,
          to,
          amount: '0.25',
        })
      },
      { to: receiver },
    )
    await modal(page, 'Approve transaction').waitFor()
    await wallet.frame(page).getByText(`Transfer: 0.25 SOL to ${receiver}`).waitFor()
    await approveInFrame(page, 'Approve transaction', 'dark')
    expect(bs58.decode((await sending) as string)).toHaveLength(64)
    await expect.poll(() => lamportsOf(receiver)).toBe(before + 250_000_000)

    await loadDapp(page)
    await page.waitForFunction(
      () =>
        window.porticoDapp?.portico.wallet.isConnected('solana') === true &&
        window.porticoDapp.portico.wallet.isConnected('eip155') === true,
    )
    expect((await solanaState(page)).address).toBe(address)
  })

  it('a rejected Solana signature fails the request and signs nothing; signing out ends both namespaces', async () => {
    const { page } = await dapp()
    await wallet.login(page, wallet.newEmail())
    await page.waitForFunction(() => window.porticoDapp?.portico.wallet.isConnected('solana') === true)
    const { address } = await solanaState(page)
    const signing = page.evaluate(
      ({ message, pubkey }) =>
        window
          .porticoDapp!.portico.request({
            namespace: 'solana',
            method: 'solana_signMessage',
            params: { message, pubkey },
          })
          .then(
            () => 'signed',
            (error: Error) => error.message,
          ),
      { message: bs58.encode(new TextEncoder().encode('no')), pubkey: address },
    )
    await modal(page, 'Approve transaction').waitFor()
    await wallet.frame(page).getByRole('heading', { name: 'Sign message' }).waitFor()
    expect(formatViolations(seriousViolations(await runAxe(page, { include: ['[role="dialog"]'] })))).toEqual(
      [],
    )
    await wallet.frame(page).getByRole('button', { name: 'Reject' }).click()
    expect(await signing).not.toBe('signed')
    await modal(page).waitFor({ state: 'detached' })

    await page.evaluate(() => window.porticoDapp!.portico.wallet.disconnect())
    expect(await solanaState(page)).toMatchObject({ connected: false })
    expect(await page.evaluate(() => localStorage.getItem('@portico-playground/email-auth.login'))).toBeNull()
  })
})
