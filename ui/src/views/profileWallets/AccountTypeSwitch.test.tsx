// @vitest-environment happy-dom
import type { Portico } from '@portico/kernel'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import Account from '../Account.js'
import ProfileWallets from '../ProfileWallets.js'
import { renderView } from '../testing/renderView.js'

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'

/** An embedded-wallet connector whose switch answers like the e-mail runtime: it sets the type itself. */
function embedded(options: { smart?: boolean; fail?: boolean } = {}) {
  const portico: { current?: Portico } = {}
  const setAccountType = vi.fn(async (type: 'eoa' | 'smartAccount') => {
    if (options.fail) throw new Error('The frame did not answer')
    portico.current?.wallet.updateAccount('eip155', { preferredAccountType: type })
  })
  const prepare = async (p: Portico) => {
    portico.current = p
    await p.wallet.connect({ connectorId: 'AUTH' })
    p.wallet.updateAccount('eip155', {
      preferredAccountType: 'eoa',
      user: {
        address: EOA,
        chainId: 'eip155:1',
        accounts: [
          { address: EOA, type: 'eoa' },
          ...(options.smart === false ? [] : [{ address: SMART, type: 'smartAccount' as const }]),
        ],
      },
    })
  }
  return {
    setAccountType,
    chain: { connectors: [{ id: 'AUTH', name: 'Email', type: 'AUTH' as const, setAccountType }] },
    prepare,
  }
}

describe('AccountTypeSwitch', { timeout: 30_000 }, () => {
  it('switches the embedded wallet to its smart account from Account, and back', async () => {
    const wallet = embedded()
    await renderView(Account, { chain: wallet.chain, prepare: wallet.prepare })
    expect(screen.getByText('Using your EOA')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Switch to smart account/ }))
    await waitFor(() => expect(screen.getByText('Using your smart account')).toBeTruthy())
    expect(wallet.setAccountType).toHaveBeenCalledWith('smartAccount')
    fireEvent.click(screen.getByRole('button', { name: /Switch to EOA/ }))
    await waitFor(() => expect(screen.getByText('Using your EOA')).toBeTruthy())
    expect(wallet.setAccountType).toHaveBeenLastCalledWith('eoa')
  })

  it('is offered in ProfileWallets too, and shows a failed switch as an error toast', async () => {
    const wallet = embedded({ fail: true })
    const { portico } = await renderView(ProfileWallets, { chain: wallet.chain, prepare: wallet.prepare })
    fireEvent.click(screen.getByRole('button', { name: /Switch to smart account/ }))
    await waitFor(() => expect(wallet.setAccountType).toHaveBeenCalledWith('smartAccount'))
    await waitFor(() =>
      expect(JSON.stringify(portico.notifications.getState())).toContain('The frame did not answer'),
    )
    expect(screen.getByText('Using your EOA')).toBeTruthy()
  })

  it('is not offered where the network has no smart account, nor for other wallets', async () => {
    const wallet = embedded({ smart: false })
    await renderView(Account, { chain: wallet.chain, prepare: wallet.prepare })
    expect(screen.queryByTestId('account-type-switch')).toBeNull()
  })
})
