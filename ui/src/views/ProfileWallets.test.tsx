import { alerts } from '@portico/kernel'
// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import ProfileWallets from './ProfileWallets.js'
import { currentView, renderView } from './testing/renderView.js'

const twoWallets = {
  connectors: [
    { id: 'wallet.a', name: 'Wallet A', rdns: 'wallet.a' },
    { id: 'wallet.b', name: 'Wallet B', rdns: 'wallet.b' },
  ],
}

/** Both mock wallets connected; B (connected last) is the active one. */
const connectBoth = async (portico: {
  wallet: { connect(p: { connectorId: string }): Promise<unknown> }
}) => {
  await portico.wallet.connect({ connectorId: 'wallet.a' })
  await portico.wallet.connect({ connectorId: 'wallet.b' })
}

const walletRows = () =>
  within(screen.getByRole('region', { name: 'Ethereum (EVM)' })).getAllByRole('listitem')

describe('ProfileWallets', () => {
  it('offers to connect when nothing is connected', async () => {
    const { portico } = await renderView(ProfileWallets)
    expect(screen.getByText('No wallets connected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }))
    expect(currentView(portico)).toBe('Connect')
  })

  it('shows only the active wallet while the multiWallet flag is off; adding one shows the alert', async () => {
    const { portico } = await renderView(ProfileWallets, { chain: twoWallets, prepare: connectBoth })
    expect(walletRows()).toHaveLength(1)
    expect(walletRows()[0]!.textContent).toContain('Wallet B')
    expect(walletRows()[0]!.textContent).toContain('Active')
    const history = portico.router.getState().history.length
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }))
    expect(portico.notifications.getState().alert).toEqual(alerts.MULTI_WALLET_NOT_ENABLED)
    expect(alerts.MULTI_WALLET_NOT_ENABLED.shortMessage).toBe('Multi-wallet not enabled')
    expect(portico.router.getState().history.length).toBe(history)
  })

  it('lists every connection with the multiWallet flag, switches and disconnects each', async () => {
    const { portico } = await renderView(ProfileWallets, {
      chain: twoWallets,
      features: { multiWallet: true },
      prepare: connectBoth,
    })
    expect(walletRows().map((row) => row.textContent?.includes('Active'))).toEqual([true, false])
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Wallet A' }))
    await waitFor(() => expect(portico.wallet.getState().activeConnectorIds.eip155).toBe('wallet.a'))
    await waitFor(() => expect(walletRows()[0]!.textContent).toContain('Wallet A'))

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Wallet B' }))
    await waitFor(() => expect(walletRows()).toHaveLength(1))
    expect(portico.wallet.isConnected()).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Wallet A' }))
    await waitFor(() => expect(screen.getByText('No wallets connected')).toBeTruthy())
    expect(portico.wallet.isConnected()).toBe(false)
  })

  it('keeps the next wallet active when the active one is disconnected', async () => {
    const { portico } = await renderView(ProfileWallets, {
      chain: twoWallets,
      features: { multiWallet: true },
      prepare: connectBoth,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Wallet B' }))
    await waitFor(() => expect(portico.wallet.getState().activeConnectorIds.eip155).toBe('wallet.a'))
    expect(walletRows()[0]!.textContent).toContain('Active')
  })

  it('shows the error when switching fails', async () => {
    const { chain } = await renderView(ProfileWallets, {
      chain: twoWallets,
      features: { multiWallet: true },
      prepare: connectBoth,
    })
    chain!.behave({ rejectConnect: true })
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Wallet A' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Connection rejected')
  })

  it('adds another wallet from Connect when multiWallet is on', async () => {
    const { portico } = await renderView(ProfileWallets, {
      chain: twoWallets,
      features: { multiWallet: true },
      prepare: connectBoth,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }))
    expect(currentView(portico)).toBe('Connect')
  })
})
