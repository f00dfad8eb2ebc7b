import { act, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createPorticoForTest } from '../../test/portico.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { useAccount } from '../hooks/useAccount.js'
import { usePortico } from '../hooks/usePortico.js'
import { PorticoProvider } from './PorticoProvider.js'

function Address({ testId }: { testId: string }) {
  const { address } = useAccount()
  return <span data-testid={testId}>{address ?? 'none'}</span>
}

function Probe({ onRender }: { onRender: (portico: unknown) => void }) {
  onRender(usePortico())
  return null
}

function Orphan() {
  usePortico()
  return null
}

describe('PorticoProvider', () => {
  it('starts the instance on the client once the first frame has painted', async () => {
    const { portico } = createPorticoForTest()
    expect(portico.status).toBe('registered')
    await act(async () => {
      render(<PorticoProvider portico={portico} />)
    })
    // Reading stored state and reconnecting wait for the first paint.
    expect(portico.status).toBe('registered')
    await waitFor(() => expect(portico.status).toBe('ready'))
  })

  it('gives hooks the instance through context', async () => {
    const { portico } = createPorticoForTest()
    const seen: unknown[] = []
    render(
      <PorticoProvider portico={portico}>
        <Probe onRender={(value) => seen.push(value)} />
      </PorticoProvider>,
    )
    expect(seen[0]).toBe(portico)
  })

  it('throws a named error for a hook outside a provider', () => {
    const original = console.error
    console.error = () => {}
    try {
      expect(() => render(<Orphan />)).toThrow(
        expect.objectContaining({ name: 'PorticoProviderMissingError' }),
      )
    } finally {
      console.error = original
    }
  })

  it('keeps two instances on one page apart: state, scope and modal', async () => {
    const first = createPorticoForTest({ storagePrefix: 'a/' })
    const second = createPorticoForTest({ storagePrefix: 'b/' })
    render(
      <>
        <div data-testid="first">
          <PorticoProvider portico={first.portico}>
            <Address testId="address" />
            <ConnectButton showAccountWhenConnected={false} />
          </PorticoProvider>
        </div>
        <div data-testid="second">
          <PorticoProvider portico={second.portico}>
            <Address testId="address" />
            <ConnectButton showAccountWhenConnected={false} />
          </PorticoProvider>
        </div>
      </>,
    )
    await act(() => Promise.all([first.portico.start(), second.portico.start()]).then(() => undefined))
    await act(() => first.portico.wallet.connect({ connectorId: 'mock.injected' }).then(() => undefined))

    const inFirst = within(screen.getByTestId('first'))
    const inSecond = within(screen.getByTestId('second'))
    expect(inFirst.getByTestId('address').textContent).toMatch(/^0x/)
    expect(inSecond.getByTestId('address').textContent).toBe('none')

    const scopeOf = (scope: typeof inFirst) => scope.getByRole('button').getAttribute('data-portico')
    expect(scopeOf(inFirst)).toBeTruthy()
    expect(scopeOf(inFirst)).not.toBe(scopeOf(inSecond))

    await act(async () => inSecond.getByRole('button').click())
    expect(second.portico.modal.getState().open).toBe(true)
    expect(first.portico.modal.getState().open).toBe(false)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.closest('[data-portico]')?.getAttribute('data-portico')).toBe(scopeOf(inSecond))
  })
})
