// @vitest-environment happy-dom

import { createApprovalPrompt } from '@portico/testkit/test-wallet/index'
import { describe, expect, it } from 'vitest'

const request = (method: string) => ({
  wallet: 'Portico Test Wallet',
  method,
  params: [{ chainId: '0x7a6a' }],
  chainId: 31337,
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const,
})

const button = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)

describe('createApprovalPrompt', () => {
  it('shows one request at a time with labelled approve and reject buttons', async () => {
    const prompt = createApprovalPrompt(document)
    const first = prompt.approve(request('wallet_switchEthereumChain'))
    const second = prompt.approve(request('personal_sign'))

    const dialog = document.querySelector('[role="dialog"]')!
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1)
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Portico Test Wallet asks to switch network')
    expect(dialog.textContent).toContain('0x7a6a')
    expect(button('Approve request')?.textContent).toBe('Approve')

    button('Approve request')!.click()
    await expect(first).resolves.toBe(true)
    expect(document.querySelector('[role="dialog"]')?.getAttribute('data-method')).toBe('personal_sign')
    button('Reject request')!.click()
    await expect(second).resolves.toBe(false)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('rejects on Escape and on dispose', async () => {
    const prompt = createApprovalPrompt(document)
    const escaped = prompt.approve(request('eth_requestAccounts'))
    document
      .querySelector('[role="dialog"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await expect(escaped).resolves.toBe(false)

    const pending = prompt.approve(request('eth_sendTransaction'))
    prompt.dispose()
    await expect(pending).resolves.toBe(false)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })
})
