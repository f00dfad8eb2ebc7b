import type { Portico } from '@portico/kernel'
import { createTestPortico } from '@portico/kernel/testing'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { type ReactNode, Suspense, useEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPorticoForTest } from '../../test/portico.js'
import { AccountButton } from '../buttons/AccountButton.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import type { PorticoLoader } from '../context/PendingPortico.js'
import { useAccount } from '../hooks/useAccount.js'
import { PorticoModal } from '../shell/PorticoModal.js'
import { PorticoProvider } from './PorticoProvider.js'

/** A loader the test resolves (or fails) when it wants, counting its calls. */
function controlledLoader() {
  let settle:
    | { resolve(value: Portico | { default: Portico }): void; reject(error: unknown): void }
    | undefined
  const load = vi.fn<PorticoLoader>(
    () =>
      new Promise((resolve, reject) => {
        settle = { resolve, reject }
      }),
  )
  return {
    load,
    resolve: (value: Portico | { default: Portico }) => act(async () => settle?.resolve(value)),
    reject: (error: unknown) => act(async () => settle?.reject(error)),
  }
}

const connectButton = () => screen.getByRole('button', { name: 'Connect Wallet' })

/** Renders `children` (a ConnectButton by default) under a provider that loads its instance with `load`. */
const renderLoading = (load: PorticoLoader, children: ReactNode = <ConnectButton />) =>
  render(<PorticoProvider portico={load}>{children}</PorticoProvider>)

function Address() {
  const { address } = useAccount()
  return <span data-testid="address">{address ?? 'none'}</span>
}

afterEach(() => vi.restoreAllMocks())

describe('PorticoProvider with a loader', () => {
  it('shows the connect button at once and loads the instance after the first paint', async () => {
    const { portico } = createPorticoForTest()
    const loader = vi.fn(async () => ({ default: portico }))
    renderLoading(loader)
    const placeholder = connectButton()
    expect(placeholder.className).toContain('portico-connect-button')
    expect(placeholder.getAttribute('data-portico')).toMatch(/^p/)
    expect(loader).not.toHaveBeenCalled()
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1))
    // The live button replaces it, and the instance is started as with a given instance.
    await waitFor(() => expect(connectButton()).not.toBe(placeholder))
    await waitFor(() => expect(portico.status).toBe('ready'))
    await act(async () => connectButton().click())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
  })

  it('opens the modal for a click that came before the instance, once it has loaded', async () => {
    const { portico } = createPorticoForTest()
    const loader = controlledLoader()
    renderLoading(loader.load)
    fireEvent.click(connectButton())
    expect(loader.load).toHaveBeenCalledTimes(1)
    const busy = screen.getByRole('button', { name: 'Connecting…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    await loader.resolve(portico)
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(portico.modal.getState().open).toBe(true)
  })

  it('starts loading as soon as the pointer or focus reaches the button', async () => {
    const loader = controlledLoader()
    renderLoading(loader.load)
    fireEvent.pointerEnter(connectButton())
    expect(loader.load).toHaveBeenCalledTimes(1)
    fireEvent.focus(connectButton())
    expect(loader.load).toHaveBeenCalledTimes(1)
  })

  it('hands focus from the placeholder to the live button', async () => {
    const { portico } = createPorticoForTest()
    const loader = controlledLoader()
    renderLoading(loader.load)
    const placeholder = connectButton()
    placeholder.focus()
    await loader.resolve({ default: portico })
    const live = connectButton()
    expect(live).not.toBe(placeholder)
    expect(document.activeElement).toBe(live)
  })

  it("keeps the app's own tree when the instance arrives, and suspends the hooks until then", async () => {
    const { portico } = createPorticoForTest()
    const loader = controlledLoader()
    const mounts = vi.fn()
    function Page() {
      useEffect(() => mounts(), [])
      return (
        <>
          <ConnectButton />
          <Suspense fallback={<span data-testid="address">loading</span>}>
            <Address />
          </Suspense>
        </>
      )
    }
    renderLoading(loader.load, <Page />)
    expect(screen.getByTestId('address').textContent).toBe('loading')
    // A suspended hook starts the load itself: nothing else may be there to start it.
    expect(loader.load).toHaveBeenCalledTimes(1)
    await loader.resolve(portico)
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('none'))
    expect(mounts).toHaveBeenCalledTimes(1)
  })

  it('renders no account or network button and no embedded modal before the instance is there', async () => {
    const { portico } = createPorticoForTest()
    const loader = controlledLoader()
    const { container } = render(
      <PorticoProvider portico={loader.load}>
        <AccountButton />
        <NetworkButton />
        <PorticoModal />
      </PorticoProvider>,
    )
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(container.innerHTML).toBe('')
    expect(loader.load).not.toHaveBeenCalled()
    await waitFor(() => expect(loader.load).toHaveBeenCalledTimes(1))
    await loader.resolve(portico)
    await screen.findByRole('button', { name: /Ethereum|Select Network/ })
  })

  it('calls the loader once, whatever later renders pass', async () => {
    const { portico } = createPorticoForTest()
    const first = vi.fn(async () => portico)
    const second = vi.fn(async () => portico)
    const { rerender } = renderLoading(first)
    rerender(
      <PorticoProvider portico={second}>
        <ConnectButton />
      </PorticoProvider>,
    )
    await waitFor(() => expect(portico.status).toBe('ready'))
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).not.toHaveBeenCalled()
  })

  it('reports a failed load, keeps hook users waiting, and tries again on the next press', async () => {
    const { portico } = createPorticoForTest()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let online = false
    const loader = vi.fn<PorticoLoader>(async () => {
      if (!online) throw new Error('offline')
      return { default: portico }
    })
    const tree = () => (
      <PorticoProvider portico={loader}>
        <ConnectButton />
        <Suspense fallback={<span data-testid="address">loading</span>}>
          <Address />
        </Suspense>
      </PorticoProvider>
    )
    const { rerender } = render(tree())
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), expect.any(Error)),
    )
    // Waiting components neither throw to the app nor load again on their own when they render.
    rerender(tree())
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(loader).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('address').textContent).toBe('loading')
    expect(connectButton().className).toContain('portico-connect-button')
    online = true
    fireEvent.click(connectButton())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(loader).toHaveBeenCalledTimes(2)
    expect(screen.getByTestId('address').textContent).toBe('none')
  })

  it('refuses a module that is not an instance', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const notAnInstance = vi.fn(async () => ({ default: {} }) as unknown as { default: Portico })
    renderLoading(notAnInstance)
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        expect.any(String),
        expect.objectContaining({ name: 'PorticoLoaderError' }),
      ),
    )
    // The button stays, usable once the app is fixed; nothing crashed.
    expect(connectButton()).toBeTruthy()
  })

  it('gives a headless instance (no ui() plugin) to the hooks, and no modal or theme', async () => {
    const bare = createTestPortico({ plugins: [] })
    render(
      <PorticoProvider portico={async () => bare}>
        <Suspense fallback={<span data-testid="address">loading</span>}>
          <Address />
        </Suspense>
      </PorticoProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('none'))
    expect(document.head.querySelector('style[data-href*="portico-theme"]')).toBeNull()
    await bare.dispose()
  })

  it('names the missing ui() plugin when a headless instance gets a connect button', async () => {
    const bare = createTestPortico({ plugins: [] })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() =>
      render(
        <PorticoProvider portico={bare}>
          <ConnectButton />
        </PorticoProvider>,
      ),
    ).toThrow(expect.objectContaining({ name: 'PorticoUiPluginMissingError', component: 'ConnectButton' }))
    await bare.dispose()
  })
})
