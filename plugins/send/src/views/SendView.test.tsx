import type { TransferParameters } from '@portico/kernel'
import { identityFixture } from '@portico/testkit/services/api/fixtures/identity'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { localServices, RECEIVER, renderWithSend } from '../test/renderWithSend.js'
import { sendPluginTokens } from '../tokens.js'
import SendView from './SendView.js'

// The view against the real Blockchain API emulator (renderWithSend starts it with a local anvil
// chain whose gas price is 1 gwei); the wallet is the kernel's mock chain plugin.
const hash = `0x${'cd'.repeat(32)}`

async function renderSendView(setup: Parameters<typeof renderWithSend>[1] = {}) {
  const rendered = await renderWithSend(<SendView />, setup)
  await screen.findByRole('form', { name: 'Send tokens' })
  await screen.findByRole('button', { name: /ETH/ })
  return rendered
}

const amountInput = () => screen.getByRole('textbox', { name: 'Amount' })
const receiverInput = () => screen.getByRole('textbox', { name: 'To' })
const previewButton = () => screen.getByRole('button', { name: 'Preview send' })

/** The token row: the network's own token comes preselected; it opens the list of the others. */
const pickedToken = () =>
  within(screen.getByRole('group', { name: 'Token' })).getByRole('button', { expanded: false })

function pickToken(symbol: string) {
  fireEvent.click(pickedToken())
  const list = screen.getByRole('list', { name: 'Your tokens' })
  fireEvent.click(within(list).getByRole('button', { name: new RegExp(`^${symbol}`) }))
}

async function fillForm(symbol = 'ETH', amount = '0.1') {
  if (symbol !== 'ETH') pickToken(symbol)
  fireEvent.change(amountInput(), { target: { value: amount } })
  fireEvent.change(receiverInput(), { target: { value: RECEIVER } })
}

describe('the Send view', () => {
  it("shows the shell's loading state while the send service loads, then the form (no Suspense)", async () => {
    const { portico } = await renderWithSend(<SendView />)
    expect(portico.resolve(sendPluginTokens.service).peek()).toBeUndefined()
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    expect(await screen.findByRole('form', { name: 'Send tokens' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  }, 30_000)

  it('preselects the native token, lists the tokens of the balances plugin and shows the network fee', async () => {
    await renderSendView()
    expect(pickedToken().textContent).toBe('ETHBalance: 10.000 ETHChange')
    fireEvent.click(pickedToken())
    const list = screen.getByRole('list', { name: 'Your tokens' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('ETH'), expect.stringContaining('PTT')])
    expect(await screen.findByText('0.000021 ETH ≈ 0.06 USD')).toBeTruthy()
  })

  it('shows the spec text when continuing with an empty form, and focuses the first problem', async () => {
    await renderSendView()
    fireEvent.click(previewButton())
    expect(screen.getByRole('alert').textContent).toBe('An amount and receiver address are required')
    // The token is preselected, so the amount is the first problem.
    expect(screen.queryByText('A token is required')).toBeNull()
    expect(document.activeElement).toBe(amountInput())
  })

  it('tells a wrong receiver and an amount over the balance once the field is left', async () => {
    await renderSendView()
    pickToken('PTT')
    fireEvent.change(amountInput(), { target: { value: '1000,5' } })
    expect(amountInput()).toHaveProperty('value', '1000.5')
    fireEvent.blur(amountInput())
    expect(screen.getByText('The amount is more than your balance of 1,000.000 PTT')).toBeTruthy()
    expect(amountInput().getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(receiverInput(), { target: { value: '0x1234' } })
    expect(screen.queryByText('Enter a valid EVM address')).toBeNull()
    fireEvent.blur(receiverInput())
    expect(screen.getByText('Enter a valid EVM address')).toBeTruthy()
  })

  it('moves focus to the amount after a token is picked, and fills the maximum', async () => {
    await renderSendView()
    pickToken('PTT')
    await waitFor(() => expect(document.activeElement).toBe(amountInput()))
    fireEvent.click(screen.getByRole('button', { name: 'Max (use the maximum amount)' }))
    expect(amountInput()).toHaveProperty('value', '1000')
    expect(screen.getByText('≈ 1,250.00 USD')).toBeTruthy()
  })

  it("shows the receiver's name and avatar", async () => {
    await renderSendView()
    fireEvent.change(receiverInput(), { target: { value: RECEIVER } })
    expect(await screen.findByText('alice.portico.eth')).toBeTruthy()
    expect(document.querySelector('.portico-avatar img')?.getAttribute('src')).toBe(
      identityFixture().get(RECEIVER.toLowerCase())?.avatar,
    )
  })

  it('reviews, is loading while sending, then returns to Account with a toast', async () => {
    const { portico, chain } = await renderSendView()
    let finish!: (hash: string) => void
    const sendTransfer = vi.fn(
      (_: TransferParameters) => new Promise<string>((resolve) => (finish = resolve)),
    )
    chain.adapter.sendTransfer = sendTransfer
    act(() => portico.router.push('send/Send'))
    await fillForm('PTT', '5')
    // Enter in a field submits the form: the review step takes focus on its Send button.
    fireEvent.submit(screen.getByRole('form', { name: 'Send tokens' }))
    const sendButton = await screen.findByRole('button', { name: 'Send' })
    await waitFor(() => expect(document.activeElement).toBe(sendButton))
    expect(screen.getByText('5 PTT ≈ 6.25 USD')).toBeTruthy()
    // The name comes from the identity API once the debounced lookup answers.
    expect(await screen.findByText(`alice.portico.eth (0x7099…79C8)`)).toBeTruthy()

    fireEvent.click(sendButton)
    const busy = await screen.findByRole('button', { name: 'Sending…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Approve the transaction in your wallet.')
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true)
    expect(sendTransfer.mock.calls[0]?.[0]).toMatchObject({ to: RECEIVER, amount: '5' })

    await act(async () => finish(hash))
    expect(portico.router.getState().history).toEqual([{ view: 'Account' }])
    expect(portico.notifications.getState().toasts.at(-1)).toMatchObject({
      variant: 'success',
      message: 'Sent 5 PTT',
    })
  })

  it('keeps the review on a failed send, to retry or edit', async () => {
    const { chain, portico } = await renderSendView()
    chain.adapter.sendTransfer = async () => {
      throw new Error('User rejected the request.')
    }
    await fillForm()
    fireEvent.click(previewButton())
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(portico.notifications.getState().toasts.at(-1)).toMatchObject({
        variant: 'error',
        message: 'User rejected the request.',
      }),
    )
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false)
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    expect(amountInput()).toHaveProperty('value', '0.1')
    expect(receiverInput()).toHaveProperty('value', RECEIVER)
  })

  it('says the fee is up to the wallet when the gas price is unavailable', async () => {
    const { api } = localServices()
    api.faults.set('gas-price', { kind: 'status', status: 503 })
    const { portico } = await renderSendView()
    // The view's loading is shared (prepare): waiting for it waits until the failed answer is handled.
    const service = await portico.resolve(sendPluginTokens.service).load()
    await act(() => service.prepare())
    expect(await screen.findByText('Estimated by your wallet')).toBeTruthy()
    const statuses = api.requests('gas-price').map((request) => request.status)
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses.every((status) => status === 503)).toBe(true)
  })

  it('speaks German', async () => {
    const { portico } = await renderSendView()
    await act(() => portico.i18n.setLocale('de'))
    expect(screen.getByRole('textbox', { name: 'Betrag' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Vorschau' }))
    expect(screen.getByRole('alert').textContent).toBe('Betrag und Empfängeradresse sind erforderlich')
  })

  it('writes the balance of the over-balance message with German separators', async () => {
    const { portico } = await renderSendView()
    pickToken('PTT')
    await act(() => portico.i18n.setLocale('de'))
    const amount = screen.getByRole('textbox', { name: 'Betrag' })
    fireEvent.change(amount, { target: { value: '1000,5' } })
    fireEvent.blur(amount)
    expect(screen.getByText('Der Betrag übersteigt dein Guthaben von 1.000,000 PTT')).toBeTruthy()
  })
})
