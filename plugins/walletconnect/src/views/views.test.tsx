// @vitest-environment happy-dom
import { ConnectionRejectedError, FailedToConnectError, type Portico } from '@portico/kernel'
import { createTestPortico } from '@portico/kernel/testing'
import { PorticoProvider, ui } from '@portico/ui'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { type ComponentType, StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WALLETCONNECT_VIEWS } from '../constants.js'
import type { WalletConnectService } from '../core/createWalletConnectService.js'
import { getWalletConnect } from '../core/token.js'
import { walletConnect } from '../plugin.js'
import ConnectingWalletConnect from './ConnectingWalletConnect.js'
import ConnectingWalletConnectBasic from './ConnectingWalletConnectBasic.js'

const URI =
  'wc:5b7a1c7f0e0b7fd0a3d0f5e3c1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2@2?relay-protocol=irn&symKey=0f'

const kernels: Portico[] = []
afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
  vi.restoreAllMocks()
})

/**
 * A kernel with the ui and this plugin, whose connect flow is stubbed: the tests drive the client
 * state and the flow by hand, as the WalletConnect client and the kernel would.
 */
async function setup(options: { mobile?: boolean; locale?: string } = {}) {
  const portico = createTestPortico({
    plugins: [ui(), walletConnect({ projectId: 'p' })],
    platform: { mobile: options.mobile ?? false },
    ...(options.locale ? { locale: options.locale } : {}),
  })
  kernels.push(portico)
  await portico.start()
  // The views' English texts come with their modules, as when the modal shows them.
  await portico.views.get(WALLETCONNECT_VIEWS.connecting)?.load()
  const service = await getWalletConnect(portico)
  const startConnect = vi.spyOn(service, 'startConnect').mockImplementation(() => {
    service.flow.setState({ phase: 'connecting', error: undefined })
  })
  const cancel = vi.spyOn(service.client, 'cancel')
  return { portico, service, startConnect, cancel }
}

function show(portico: Portico, View: ComponentType) {
  return render(
    <StrictMode>
      <PorticoProvider portico={portico}>
        <View />
      </PorticoProvider>
    </StrictMode>,
  )
}

const offerUri = (service: WalletConnectService, uri = URI) =>
  act(() => service.client.state.setState({ status: 'pairing', uri, uriStaleAt: Date.now() + 230_000 }))

describe('ConnectingWalletConnect', () => {
  it('starts connecting once, shows a spinner, then the QR code and a copy-link button', async () => {
    const { portico, service, startConnect } = await setup()
    portico.router.reset(WALLETCONNECT_VIEWS.connecting)
    show(portico, ConnectingWalletConnect)

    expect(screen.getByRole('status').textContent).toContain('Preparing a connection')
    await offerUri(service)
    expect(screen.getByRole('img', { name: 'QR code to connect with a mobile wallet' })).toBeTruthy()
    expect(screen.getByText('Scan this QR code with your phone')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    // Strict mode mounts twice; the running connect is not started again.
    expect(startConnect.mock.calls.length).toBeGreaterThanOrEqual(1)
    expect(service.flow.getState().phase).toBe('connecting')
  })

  it('copies the pairing URI', async () => {
    const { portico, service } = await setup()
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    show(portico, ConnectingWalletConnect)
    await offerUri(service)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URI))
  })

  it('draws a new code when the URI is replaced', async () => {
    const { portico, service } = await setup()
    show(portico, ConnectingWalletConnect)
    await offerUri(service)
    const first = screen.getByRole('img', { name: 'QR code to connect with a mobile wallet' }).innerHTML
    await offerUri(service, URI.replace('5b7a', '6c8b'))
    expect(screen.getByRole('img', { name: 'QR code to connect with a mobile wallet' }).innerHTML).not.toBe(
      first,
    )
  })

  it("shows 'Connection rejected' with a retry that starts a new attempt", async () => {
    const { portico, service, startConnect } = await setup()
    show(portico, ConnectingWalletConnect)
    await offerUri(service)
    act(() => service.flow.setState({ phase: 'failed', error: new ConnectionRejectedError() }))

    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Connection rejected')
    expect(alert.textContent).toContain('The wallet declined the connection')
    const calls = startConnect.mock.calls.length
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(startConnect.mock.calls.length).toBe(calls + 1)
  })

  it("shows 'Failed to connect' for other failures", async () => {
    const { portico, service } = await setup()
    show(portico, ConnectingWalletConnect)
    act(() =>
      service.flow.setState({ phase: 'failed', error: new FailedToConnectError({ cause: new Error('x') }) }),
    )
    expect(screen.getByRole('alert').textContent).toContain('Failed to connect')
  })

  it('names the picked wallet and, on a phone, links to its app with the pairing URI', async () => {
    const { portico, service } = await setup({ mobile: true })
    portico.router.reset(WALLETCONNECT_VIEWS.connecting, {
      wallet: { id: 'w', name: 'Rainbow', record: { id: 'w', name: 'Rainbow', mobile_link: 'rainbow://' } },
    })
    show(portico, ConnectingWalletConnect)
    await offerUri(service)
    expect(screen.getByText('Continue in Rainbow')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Open Rainbow' })
    expect(link.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(URI)}`)
  })

  it('offers no app link on a desktop', async () => {
    const { portico, service } = await setup()
    portico.router.reset(WALLETCONNECT_VIEWS.connecting, {
      wallet: { id: 'w', name: 'Rainbow', record: { id: 'w', name: 'Rainbow', mobile_link: 'rainbow://' } },
    })
    show(portico, ConnectingWalletConnect)
    await offerUri(service)
    expect(screen.queryByRole('link', { name: 'Open Rainbow' })).toBeNull()
  })

  it('closes the modal once connected', async () => {
    const { portico, service } = await setup()
    await portico.modal.open({ view: WALLETCONNECT_VIEWS.connecting })
    show(portico, ConnectingWalletConnect)
    act(() => service.flow.setState({ phase: 'connected', error: undefined }))
    await waitFor(() => expect(portico.modal.getState().open).toBe(false))
  })

  it('drops the pairing when the visitor leaves the view', async () => {
    const { portico, cancel } = await setup()
    const view = show(portico, ConnectingWalletConnect)
    await act(async () => undefined)
    expect(cancel).not.toHaveBeenCalled()
    view.unmount()
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1))
  })

  it('speaks German', async () => {
    const { portico, service } = await setup({ locale: 'de' })
    show(portico, ConnectingWalletConnect)
    await offerUri(service)
    expect(screen.getByRole('button', { name: 'Link kopieren' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'QR-Code zum Verbinden mit einer mobilen Wallet' })).toBeTruthy()
  })
})

describe('ConnectingWalletConnectBasic', () => {
  it('shows the QR code and a way to all wallets', async () => {
    const { portico, service } = await setup()
    // Rendered on its own: opening the modal would render it a second time inside the dialog.
    portico.router.reset(WALLETCONNECT_VIEWS.basic)
    show(portico, ConnectingWalletConnectBasic)
    await offerUri(service)
    expect(screen.getByRole('img', { name: 'QR code to connect with a mobile wallet' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'All wallets' }))
    expect(portico.router.current.view).toBe('AllWallets')
  })
})
