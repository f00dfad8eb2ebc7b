import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithPortico } from '../../test/portico.js'
import { AccountButton } from './AccountButton.js'

const connect = (portico: Awaited<ReturnType<typeof renderWithPortico>>['portico']) =>
  act(() => portico.wallet.connect({ connectorId: 'mock.injected' }).then(() => undefined))

describe('AccountButton', () => {
  it('renders nothing while disconnected', async () => {
    await renderWithPortico(<AccountButton />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows the shortened address, a generated avatar and the balance truncated to 3 decimals', async () => {
    const { portico } = await renderWithPortico(<AccountButton />, {
      chain: { behaviour: { balance: '12.98765' } },
    })
    await connect(portico)
    const button = await screen.findByRole('button')
    await waitFor(() => expect(button.textContent).toContain('12.987 ETH'))
    expect(button.textContent).toContain('0xf39F…2266')
    expect(button.querySelector('.portico-entry-image')?.getAttribute('style')).toContain('linear-gradient')
  })

  it('prefers the profile name and image, and shows 0.000 before a balance is known', async () => {
    const { portico, chain } = await renderWithPortico(<AccountButton />)
    chain.behave({ balance: 'not a number' })
    await connect(portico)
    act(() =>
      portico.wallet.updateAccount('eip155', {
        profileName: 'alice.portico.eth',
        profileImage: 'https://example.test/alice.png',
        balance: undefined,
      }),
    )
    const button = screen.getByRole('button')
    expect(button.textContent).toContain('alice.portico.eth')
    // The summary (avatar, balance) loads once there is an account; the name shows meanwhile.
    await waitFor(() => expect(button.textContent).toContain('0.000 ETH'))
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://example.test/alice.png')
  })

  it('hides the balance on request and opens Account on click', async () => {
    const { portico } = await renderWithPortico(<AccountButton showBalance={false} />)
    await connect(portico)
    const button = screen.getByRole('button')
    expect(button.textContent).not.toContain('ETH')
    await act(async () => button.click())
    expect(portico.router.current.view).toBe('Account')
  })
})
