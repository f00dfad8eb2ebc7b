// @vitest-environment happy-dom
import { defineNetwork } from '@portico/kernel'
import { testNetworks } from '@portico/kernel/testing'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import SwitchActiveChain from './SwitchActiveChain.js'
import { currentView, renderView } from './testing/renderView.js'

const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})

const networks = [testNetworks.ethereum, testNetworks.base, solana]

describe('SwitchActiveChain', () => {
  it('explains the target namespace and continues to Connect in it, replacing this view', async () => {
    const { portico } = await renderView(SwitchActiveChain, {
      networks,
      connected: true,
      prepare: async (kernel) => {
        await kernel.modal.open()
        // The kernel's routing of spec 2: another namespace asked for while eip155 is connected.
        await kernel.wallet.requestNetworkSwitch(solana)
      },
    })
    expect(currentView(portico)).toBe('SwitchActiveChain')
    expect(screen.getByText('Switch to Solana')).toBeTruthy()
    expect(
      screen.getByText('Your wallet is connected on Ethereum (EVM). To use Solana, connect a Solana wallet.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Solana' }))
    expect(portico.wallet.getState().activeNamespace).toBe('solana')
    expect(portico.router.getState().history).toEqual([{ view: 'Connect' }])
  })

  it('goes back when the visitor stays', async () => {
    const { portico } = await renderView(SwitchActiveChain, {
      networks,
      connected: true,
      prepare: async (kernel) => {
        await kernel.modal.open()
        kernel.router.push('SwitchActiveChain', { network: solana, navigateTo: 'Connect' })
      },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Stay on the current network' }))
    expect(currentView(portico)).toBe('Account')
    expect(portico.wallet.getState().activeNamespace).toBe('eip155')
  })

  it('reports a missing target network', async () => {
    await renderView(SwitchActiveChain, { route: { view: 'SwitchActiveChain' } })
    expect(screen.getByRole('alert').textContent).toContain('No network to switch to was given.')
  })
})
