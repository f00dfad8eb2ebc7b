// @vitest-environment happy-dom
import type { Portico } from '@portico/kernel'
import { createTestPortico, mockChain } from '@portico/kernel/testing'
import type { ApiEmulator } from '@portico/testkit/services/api/index'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ui } from '../plugin.js'
import { PorticoProvider } from '../provider/PorticoProvider.js'
import { catalogueOptions, startCatalogueEmulator } from './testing/catalogueServer.js'
import { otherViews } from './testing/renderView.js'

let api: ApiEmulator
const kernels: Portico[] = []
beforeAll(async () => {
  api = await startCatalogueEmulator()
})
afterAll(() => api?.close())
afterEach(async () => {
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
})

/** The real ui plugin, shell and core views (loaded lazily by the shell), on a mock chain. */
async function openApp() {
  const chain = mockChain()
  const portico = createTestPortico({
    ...catalogueOptions(api.url),
    plugins: [ui(), chain.plugin, otherViews(['ConnectingWalletConnect'])],
  })
  kernels.push(portico)
  render(<PorticoProvider portico={portico} />)
  await portico.start()
  return { portico, chain }
}

describe('core views inside the modal shell', () => {
  it('connects from Connect through ConnectingExternal, then shows Account on the next open', async () => {
    const { portico } = await openApp()
    await portico.modal.open()
    const dialog = await screen.findByRole('dialog')
    const wallets = await within(dialog).findByRole('region', { name: 'Wallets' })
    fireEvent.click(within(wallets).getByRole('button', { name: /Mock Wallet/ }))
    await waitFor(() => expect(portico.wallet.isConnected()).toBe(true))
    await waitFor(() => expect(portico.modal.getState().open).toBe(false))

    await portico.modal.open()
    expect(await within(await screen.findByRole('dialog')).findByText('0xf39F…2266')).toBeTruthy()
  })

  it('opens AllWallets from Connect and lists the catalogue', async () => {
    const { portico } = await openApp()
    await portico.modal.open()
    const dialog = await screen.findByRole('dialog')
    const wallets = await within(dialog).findByRole('region', { name: 'Wallets' })
    fireEvent.click(await within(wallets).findByRole('button', { name: /All wallets/ }))
    const list = await within(dialog).findByRole('list', { name: 'Wallets' })
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(5))
    expect(within(dialog).getByRole('searchbox', { name: 'Search wallets' })).toBeTruthy()
  })
})
