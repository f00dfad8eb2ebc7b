import { definePlugin } from '@portico/kernel'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { Profiler } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithPortico, StubView } from '../../test/portico.js'
import { ConnectButton } from './ConnectButton.js'

describe('ConnectButton', () => {
  it('opens the modal on Connect', async () => {
    const { portico } = await renderWithPortico(<ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await act(async () => button.click())
    expect(portico.modal.getState().open).toBe(true)
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await screen.findByTestId('view-Connect')
  })

  it('loads the first view and prepares the modal when the pointer or focus arrives, before any click', async () => {
    const loadConnect = vi.fn(async () => ({ default: StubView }))
    const prepared = vi.fn()
    const watcher = definePlugin({
      id: 'prepare-watcher',
      version: '1.0.0',
      kernel: '^1',
      register: (ctx) => ctx.extensions.contribute('modal.prepare', { id: 'watch', run: prepared }),
    })
    const { portico } = await renderWithPortico(<ConnectButton />, {
      views: { Connect: loadConnect },
      plugins: [watcher],
    })
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    fireEvent.pointerEnter(button)
    await waitFor(() => expect(prepared).toHaveBeenCalledTimes(1))
    expect(loadConnect).toHaveBeenCalledTimes(1)
    expect(portico.modal.getState().open).toBe(false)
    // Focus prepares again (cheap by contract), but the view's code is asked for only once.
    fireEvent.focus(button)
    await waitFor(() => expect(prepared).toHaveBeenCalledTimes(2))
    await act(async () => button.click())
    await screen.findByTestId('view-Connect')
    expect(loadConnect).toHaveBeenCalledTimes(1)
  })

  it('spends no render on itself when the click opens the modal', async () => {
    const commits: string[] = []
    const { portico } = await renderWithPortico(
      <Profiler id="button" onRender={(_id, phase) => commits.push(phase)}>
        <ConnectButton />
      </Profiler>,
    )
    const before = commits.length
    await act(async () => screen.getByRole('button', { name: 'Connect Wallet' }).click())
    await screen.findByTestId('view-Connect')
    expect(portico.modal.getState().open).toBe(true)
    expect(commits.slice(before)).toEqual([])
  })

  it('becomes the account button once connected', async () => {
    const { portico } = await renderWithPortico(<ConnectButton />)
    await act(() => portico.wallet.connect({ connectorId: 'mock.injected' }).then(() => undefined))
    // The short address shows at once; the summary (avatar, balance) follows with its chunk.
    await waitFor(() => expect(screen.getByRole('button').textContent).toContain('0xf39F…2266'))
    await waitFor(() => expect(screen.getByRole('button').textContent).toContain('1.234 ETH'))
  })

  it('stays the same element when the account shows, so focus survives connecting', async () => {
    const { portico } = await renderWithPortico(<ConnectButton />)
    const button = screen.getByRole('button')
    button.focus()
    await act(() => portico.wallet.connect({ connectorId: 'mock.injected' }).then(() => undefined))
    expect(screen.getByRole('button')).toBe(button)
    expect(document.activeElement).toBe(button)
    expect(button.className).toContain('portico-account-button')
  })

  it('shows a busy label while connecting and a custom label otherwise', async () => {
    // The wallet takes a second, so the busy label is seen even when a loaded machine polls late.
    const { portico } = await renderWithPortico(<ConnectButton label="Sign in" />, {
      chain: { behaviour: { connectDelayMs: 1_000 } },
    })
    expect(screen.getByRole('button').textContent).toBe('Sign in')
    let connecting: Promise<unknown> = Promise.resolve()
    act(() => {
      connecting = portico.wallet.connect({ connectorId: 'mock.injected' })
    })
    // The connect flow loads on first use, then marks the namespace connecting.
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Connecting…'))
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true')
    await act(() => connecting.then(() => undefined))
  })

  it('keeps the connect label when asked, even connected', async () => {
    const { portico } = await renderWithPortico(<ConnectButton showAccountWhenConnected={false} />)
    await act(() => portico.wallet.connect({ connectorId: 'mock.injected' }).then(() => undefined))
    expect(screen.getByRole('button').textContent).toBe('Connect Wallet')
  })
})
