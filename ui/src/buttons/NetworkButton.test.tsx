import { defineNetwork } from '@portico/kernel'
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithPortico } from '../../test/portico.js'
import { NetworkButton } from './NetworkButton.js'

describe('NetworkButton', () => {
  it('shows the active network with a letter badge and opens SwitchNetwork', async () => {
    const { portico } = await renderWithPortico(<NetworkButton />)
    const button = screen.getByRole('button', { name: /Ethereum/ })
    expect(button.querySelector('.portico-entry-image')?.textContent).toBe('E')
    await act(async () => button.click())
    expect(portico.modal.getState().open).toBe(true)
    expect(portico.router.current.view).toBe('SwitchNetwork')
  })

  it("shows the network's image when it has one", async () => {
    const optimism = defineNetwork({
      id: 10,
      name: 'OP Mainnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
      assets: { imageUrl: 'https://example.test/op.svg' },
    })
    await renderWithPortico(<NetworkButton />, { networks: [optimism] })
    const button = screen.getByRole('button', { name: /OP Mainnet/ })
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://example.test/op.svg')
  })

  it('marks a network the app does not support', async () => {
    const { portico } = await renderWithPortico(<NetworkButton />, { allowUnsupportedChain: true })
    await act(() => portico.wallet.connect({ connectorId: 'mock.injected' }).then(() => undefined))
    act(() =>
      portico.wallet.reportNetwork({
        namespace: 'eip155',
        connectorId: 'mock.injected',
        caipNetworkId: 'eip155:999',
      }),
    )
    const button = screen.getByRole('button', { name: /Unsupported Network/ })
    expect(button.hasAttribute('data-unsupported')).toBe(true)
  })

  it('asks to select a network when none is configured', async () => {
    await renderWithPortico(<NetworkButton />, { networks: [] })
    expect(screen.getByRole('button', { name: /Select Network/ })).toBeTruthy()
  })
})
