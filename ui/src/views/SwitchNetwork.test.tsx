// @vitest-environment happy-dom
import { testNetworks } from '@portico/kernel/testing'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import SwitchNetwork from './SwitchNetwork.js'
import { currentView, renderView } from './testing/renderView.js'

const networkList = () => screen.getByRole('list', { name: 'Networks' })
const networkButton = (name: string) => within(networkList()).getByRole('button', { name: new RegExp(name) })

/** Makes the mock wallet take `ms` to switch, so the pending state can be seen. */
/** Holds the wallet's switch until the test calls `release()`: the pending state lasts as long as the test needs. */
function heldSwitch(chain: { adapter: { switchNetwork?: (...args: never[]) => Promise<void> } }) {
  const original = chain.adapter.switchNetwork!.bind(chain.adapter)
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  chain.adapter.switchNetwork = async (...args: never[]) => {
    await released
    return original(...args)
  }
  return { release: () => release() }
}

describe('SwitchNetwork', () => {
  it('lists the networks with the current one marked', async () => {
    await renderView(SwitchNetwork, { connected: true })
    expect(
      within(networkList())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-current')),
    ).toEqual(['true', null])
    expect(networkButton('Ethereum').textContent).toContain('(current network)')
  })

  it('switches the wallet, shows it pending meanwhile, then goes back', async () => {
    const { portico, chain } = await renderView(SwitchNetwork, {
      connected: true,
      prepare: async (kernel) => {
        await kernel.modal.open()
        kernel.router.push('SwitchNetwork')
      },
    })
    const wallet = heldSwitch(chain!)
    fireEvent.click(networkButton('Base'))
    await waitFor(() => expect(networkButton('Base').getAttribute('aria-busy')).toBe('true'))
    expect((networkButton('Ethereum') as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Accept the switch to Base in your wallet.')).toBeTruthy()
    wallet.release()
    await waitFor(() => expect(currentView(portico)).toBe('Account'))
    expect(portico.wallet.getActiveNetwork()?.name).toBe('Base')
  })

  it('selects the network of a namespace without a wallet and goes back', async () => {
    const { portico, chain } = await renderView(SwitchNetwork, {
      prepare: (kernel) => kernel.modal.open({ view: 'SwitchNetwork' }),
    })
    fireEvent.click(networkButton('Base'))
    await waitFor(() => expect(portico.modal.getState().open).toBe(false))
    expect(portico.wallet.getActiveNetwork()?.name).toBe('Base')
    expect(chain!.calls.some((call) => call.capability === 'switchNetwork')).toBe(false)
  })

  it('shows the error when the wallet refuses and the view is still showing', async () => {
    await renderView(SwitchNetwork, { connected: true, chain: { behaviour: { rejectSwitch: true } } })
    fireEvent.click(networkButton('Base'))
    expect((await screen.findByRole('alert')).textContent).toBe('The wallet rejected the switch to Base')
    expect(networkButton('Ethereum').getAttribute('aria-current')).toBe('true')
  })

  it('tells the error as a toast when the failed switch went back one view (spec 2)', async () => {
    const { portico } = await renderView(SwitchNetwork, {
      connected: true,
      chain: { behaviour: { rejectSwitch: true } },
      prepare: async (kernel) => {
        await kernel.modal.open()
        kernel.router.push('SwitchNetwork')
      },
    })
    fireEvent.click(networkButton('Base'))
    await waitFor(() =>
      expect(portico.notifications.getState().toasts.at(-1)?.message).toBe(
        'The wallet rejected the switch to Base',
      ),
    )
    expect(currentView(portico)).toBe('Account')
  })

  it('goes to the confirmation step when confirmation is forced, which switches at once', async () => {
    const { portico, chain } = await renderView(SwitchNetwork, {
      connected: true,
      enableNetworkSwitchConfirmation: true,
      prepare: async (kernel) => {
        await kernel.modal.open()
        kernel.router.push('SwitchNetwork')
      },
    })
    fireEvent.click(networkButton('Base'))
    // The kernel routes to SwitchNetwork { network } instead of switching…
    expect(portico.router.getState().history.at(-1)).toEqual({
      view: 'SwitchNetwork',
      data: { network: testNetworks.base },
    })
    // …and that step (here the same component, now with data) asks the wallet at once.
    await waitFor(() => expect(chain!.calls.some((call) => call.capability === 'switchNetwork')).toBe(true))
    await waitFor(() => expect(currentView(portico)).toBe('Account'))
  })

  it('with data.network it asks the wallet at once and waits, then returns to Account', async () => {
    const { portico, chain } = await renderView(SwitchNetwork, {
      connected: true,
      prepare: async (kernel) => {
        await kernel.modal.open()
        kernel.router.push('SwitchNetwork')
        kernel.router.push('SwitchNetwork', { network: testNetworks.base })
      },
    })
    const wallet = heldSwitch(chain!)
    expect(screen.getByText('Approve in your wallet')).toBeTruthy()
    wallet.release()
    await waitFor(() => expect(currentView(portico)).toBe('Account'))
    expect(portico.router.getState().history).toHaveLength(1)
    expect(portico.wallet.getActiveNetwork()?.name).toBe('Base')
  })

  it('with data.network shows a failure with a retry when the view stays', async () => {
    const { portico, chain } = await renderView(SwitchNetwork, {
      connected: true,
      chain: { behaviour: { rejectSwitch: true } },
      route: { view: 'SwitchNetwork', data: { network: testNetworks.base } },
    })
    expect((await screen.findByRole('alert')).textContent).toBe('The wallet rejected the switch to Base')
    chain!.behave({ rejectSwitch: false })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(portico.wallet.getActiveNetwork()?.name).toBe('Base'))
  })

  it('says so when the app has no networks', async () => {
    await renderView(SwitchNetwork, { networks: [] })
    expect(screen.getByText('This app has no networks configured.')).toBeTruthy()
  })
})
