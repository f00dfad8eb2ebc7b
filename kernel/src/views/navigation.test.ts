import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Portico } from '../createPortico.js'
import { definePlugin } from '../plugin/definePlugin.js'
import { createTestPortico, placeholderViews, testNetworks } from '../testing/createTestPortico.js'
import { mockChain } from '../testing/mockChain.js'

const solanaMainnet = testNetworks.solana

let instances: Portico[] = []
afterEach(async () => {
  await Promise.all(instances.map((p) => p.dispose()))
  instances = []
  vi.useRealTimers()
})

async function setup(options: Parameters<typeof createTestPortico>[0] = {}, chain = mockChain()) {
  const portico = createTestPortico({ plugins: [placeholderViews(), chain.plugin], ...options })
  instances.push(portico)
  await portico.start()
  return { portico, chain }
}

const view = (portico: Portico) => portico.router.current.view
const connect = (portico: Portico, id = 'mock.injected') => portico.wallet.connect({ connectorId: id })

describe('navigation rules of spec section 2', () => {
  it('going back from the first view closes the modal', async () => {
    const { portico } = await setup()
    await portico.modal.open()
    expect(portico.modal.getState().open).toBe(true)
    portico.router.back()
    expect(portico.modal.getState().open).toBe(false)
  })

  it('going back to Connect while connected shows Account instead', async () => {
    const { portico } = await setup()
    await portico.modal.open()
    portico.router.push('ConnectingExternal', { connectorId: 'mock.injected' })
    await connect(portico)
    portico.router.back()
    expect(view(portico)).toBe('Account')
    expect(portico.router.getState().history).toHaveLength(1)
  })

  it('with no chain adapters the modal opens ConnectingWalletConnectBasic on desktop', async () => {
    const portico = createTestPortico({ plugins: [placeholderViews()] })
    instances.push(portico)
    await portico.modal.open()
    expect(view(portico)).toBe('ConnectingWalletConnectBasic')
  })

  it('with no chain adapters the modal opens AllWallets on mobile', async () => {
    const portico = createTestPortico({ plugins: [placeholderViews()], platform: { mobile: true } })
    instances.push(portico)
    await portico.modal.open()
    expect(view(portico)).toBe('AllWallets')
  })

  it('manual control without a connected account opens the basic connecting view', async () => {
    const { portico } = await setup({ manualControl: true })
    await portico.modal.open()
    expect(view(portico)).toBe('ConnectingWalletConnectBasic')
  })

  it('opens Connect when disconnected and Account when connected', async () => {
    const { portico } = await setup()
    await portico.modal.open()
    expect(view(portico)).toBe('Connect')
    portico.modal.close()
    await connect(portico)
    await portico.modal.open()
    expect(view(portico)).toBe('Account')
  })

  it('opening with an explicit view and data goes straight there', async () => {
    const { portico } = await setup()
    await portico.modal.open({ view: 'SwitchNetwork', data: { network: testNetworks.base } })
    expect(portico.router.current).toEqual({ view: 'SwitchNetwork', data: { network: testNetworks.base } })
    expect(portico.router.getState().history).toHaveLength(1)
  })

  it('closing resets the view to Connect', async () => {
    const { portico } = await setup()
    await portico.modal.open({ view: 'AllWallets' })
    portico.modal.close()
    expect(portico.modal.getState().open).toBe(false)
    expect(view(portico)).toBe('Connect')
  })

  it('closing in embedded mode keeps the modal on screen and shows Account or Connect', async () => {
    const { portico } = await setup({ embedded: true })
    expect(portico.modal.getState().open).toBe(true)
    portico.router.push('AllWallets')
    portico.modal.close()
    expect(portico.modal.getState().open).toBe(true)
    expect(view(portico)).toBe('Connect')
    await connect(portico)
    portico.router.push('ProfileWallets')
    portico.modal.close()
    expect(view(portico)).toBe('Account')
  })

  it('a shake lasts 500 ms', async () => {
    vi.useFakeTimers()
    const { portico } = await setup()
    portico.modal.shake()
    expect(portico.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(portico.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(portico.modal.getState().shake).toBe(false)
  })

  it('a network switch goes to SwitchNetwork when confirmation is forced', async () => {
    const { portico, chain } = await setup({ enableNetworkSwitchConfirmation: true })
    await connect(portico)
    await portico.modal.open()
    expect(await portico.wallet.requestNetworkSwitch(testNetworks.base)).toBe('confirm')
    expect(portico.router.current).toEqual({ view: 'SwitchNetwork', data: { network: testNetworks.base } })
    expect(chain.calls.some((c) => c.capability === 'switchNetwork')).toBe(false)
  })

  it('a network switch goes to SwitchNetwork when the auth connector is used on a supported chain', async () => {
    const chain = mockChain({ connectors: [{ id: 'auth', name: 'E-mail', type: 'AUTH' }] })
    const { portico } = await setup({}, chain)
    await connect(portico, 'auth')
    await portico.modal.open()
    expect(await portico.wallet.requestNetworkSwitch(testNetworks.base)).toBe('confirm')
    expect(view(portico)).toBe('SwitchNetwork')
  })

  it('otherwise a network switch happens at once', async () => {
    const { portico, chain } = await setup()
    await connect(portico)
    expect(await portico.wallet.requestNetworkSwitch(testNetworks.base)).toBe('switched')
    expect(chain.calls.filter((c) => c.capability === 'switchNetwork')).toHaveLength(1)
    expect(portico.wallet.getActiveNetwork()?.caipNetworkId).toBe('eip155:8453')
    expect(portico.wallet.getAccount().caipAddress).toMatch(/^eip155:8453:0x/)
  })

  it('another namespace requested while the active one is connected goes to SwitchActiveChain', async () => {
    const { portico } = await setup({ networks: [testNetworks.ethereum, solanaMainnet] })
    await connect(portico)
    await portico.modal.open()
    expect(await portico.wallet.requestNetworkSwitch(solanaMainnet)).toBe('switch-active-chain')
    expect(portico.router.current).toEqual({
      view: 'SwitchActiveChain',
      data: { network: solanaMainnet, navigateTo: 'Connect' },
    })
  })

  it('opening for another namespace that is not connected shows SwitchActiveChain', async () => {
    const { portico } = await setup({ networks: [testNetworks.ethereum, solanaMainnet] })
    await connect(portico)
    await portico.modal.open({ namespace: 'solana' })
    expect(view(portico)).toBe('SwitchActiveChain')
  })

  it('opening with another namespace whose wallet is connected switches to its network at once, setting the switching flag', async () => {
    const solanaChain = mockChain({
      namespace: 'solana',
      accounts: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
      caipNetworkId: solanaMainnet.caipNetworkId,
      connectors: [{ id: 'mock.solana', name: 'Mock Solana' }],
    })
    const { portico, chain } = await setup({
      plugins: [placeholderViews(), mockChain().plugin, solanaChain.plugin],
      networks: [testNetworks.ethereum, solanaMainnet],
    })
    await connect(portico, 'mock.solana')
    await connect(portico)
    expect(portico.wallet.getState().activeNamespace).toBe('eip155')
    const switching: unknown[] = []
    const flags: boolean[] = []
    portico.events.on('wallet:namespace-switching', (event) => switching.push(event))
    portico.wallet.subscribe((state) => flags.push(state.switchingNamespace))

    await portico.modal.open({ namespace: 'solana' })
    expect(portico.wallet.getState().activeNamespace).toBe('solana')
    expect(portico.wallet.getActiveNetwork()?.caipNetworkId).toBe(solanaMainnet.caipNetworkId)
    // No confirmation: neither SwitchActiveChain nor SwitchNetwork, and no wallet asked to switch.
    expect(view(portico)).toBe('Account')
    expect(portico.router.getState().history).toHaveLength(1)
    expect([...chain.calls, ...solanaChain.calls].map((c) => c.capability)).not.toContain('switchNetwork')
    expect(switching).toEqual([{ from: 'eip155', to: 'solana' }])
    expect(flags).toContain(true)
    expect(portico.wallet.getState().switchingNamespace).toBe(false)
  })

  it('opening with another namespace while nothing is connected selects it without a confirmation', async () => {
    const { portico } = await setup({ networks: [testNetworks.ethereum, solanaMainnet] })
    await portico.modal.open({ namespace: 'solana' })
    expect(portico.wallet.getState().activeNamespace).toBe('solana')
    expect(portico.wallet.getActiveNetwork()?.caipNetworkId).toBe(solanaMainnet.caipNetworkId)
    expect(view(portico)).toBe('Connect')
  })

  it('a failed network switch goes back one view', async () => {
    const { portico, chain } = await setup()
    await connect(portico)
    await portico.modal.open()
    portico.router.push('SwitchNetwork')
    chain.behave({ rejectSwitch: true })
    await expect(portico.wallet.switchNetwork(testNetworks.base)).rejects.toMatchObject({
      name: 'NetworkSwitchRejectedError',
      shortMessage: 'The wallet rejected the switch to Base',
    })
    expect(view(portico)).toBe('Account')
    expect(portico.wallet.getActiveNetwork()?.caipNetworkId).toBe('eip155:1')
  })

  it('a connection completing while Connect shows moves the modal on to Account', async () => {
    const { portico } = await setup()
    await portico.modal.open()
    expect(view(portico)).toBe('Connect')
    await connect(portico)
    expect(view(portico)).toBe('Account')
    expect(portico.router.getState().history).toHaveLength(1)
    expect(portico.modal.getState().open).toBe(true)
  })

  it('a connection completing while a connecting view shows leaves that view to finish', async () => {
    const { portico } = await setup()
    await portico.modal.open()
    portico.router.push('ConnectingExternal', { connectorId: 'mock.injected' })
    await connect(portico)
    expect(view(portico)).toBe('ConnectingExternal')
  })

  it('a connection completing while the modal is closed opens nothing', async () => {
    const { portico } = await setup()
    await connect(portico)
    expect(portico.modal.getState().open).toBe(false)
    expect(view(portico)).toBe('Connect')
  })
})

describe('modal open and close (spec section 4)', () => {
  it('emits modal:open with the connected flag and modal:close only when it was open', async () => {
    const { portico } = await setup()
    const seen: string[] = []
    portico.events.on('modal:open', ({ connected }) => seen.push(`open:${connected}`))
    portico.events.on('modal:close', () => seen.push('close'))
    portico.modal.close()
    expect(seen).toEqual([])
    await portico.modal.open()
    portico.modal.close()
    await connect(portico)
    await portico.modal.open()
    portico.modal.close()
    portico.modal.close()
    expect(seen).toEqual(['open:false', 'close', 'open:true', 'close'])
  })

  it('sets loading while opening and clears it on close', async () => {
    const { portico } = await setup()
    const opening = portico.modal.open()
    expect(portico.modal.getState().loading).toBe(true)
    await opening
    portico.modal.setLoading(true, 'eip155')
    portico.modal.close()
    expect(portico.modal.getState()).toMatchObject({ loading: false, loadingNamespaces: {} })
  })

  it('refuses to close and shakes while the view forbids closing', async () => {
    const locked = placeholderViews(['Locked'], { closable: () => false }, 'locked-views')
    const portico = createTestPortico({ plugins: [placeholderViews(), locked] })
    instances.push(portico)
    await portico.modal.open({ view: 'Locked' })
    portico.modal.close()
    expect(portico.modal.getState()).toMatchObject({ open: true, shake: true })
    portico.modal.close({ force: true })
    expect(portico.modal.getState().open).toBe(false)
  })

  it('prepares on intent and on opening; a failing item is logged and stops neither the others nor open', async () => {
    const runs: string[] = []
    const slots = definePlugin({
      id: 'prepare-items',
      version: '1.0.0',
      kernel: '^1',
      register(ctx) {
        ctx.extensions.contribute('modal.prepare', {
          id: 'broken',
          run: () => Promise.reject(new Error('boom')),
        })
        ctx.extensions.contribute('modal.prepare', { id: 'ok', run: () => void runs.push('prepare') })
        ctx.extensions.contribute('modal.prefetch', { id: 'prefetch', run: () => void runs.push('prefetch') })
      },
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { portico } = await setup({
      plugins: [placeholderViews(), mockChain().plugin, slots],
      logLevel: 'warn',
    })
    portico.modal.prepare()
    await vi.waitFor(() => expect(runs).toEqual(['prepare']))
    expect(portico.modal.getState().open).toBe(false)
    await portico.modal.open()
    await vi.waitFor(() => expect(runs).toEqual(['prepare', 'prepare', 'prefetch']))
    expect(portico.modal.getState().open).toBe(true)
    const failures = () => portico.log.entries().filter((e) => e.message === 'Preparing the modal failed')
    await vi.waitFor(() => expect(failures()).toHaveLength(2))
  })

  it("starts the modal's prefetch work once the opening's preparation has settled", async () => {
    const runs: string[] = []
    let finishPreparing = () => {}
    const slots = definePlugin({
      id: 'slow-prepare',
      version: '1.0.0',
      kernel: '^1',
      register(ctx) {
        ctx.extensions.contribute('modal.prepare', {
          id: 'slow',
          run: () => new Promise<void>((resolve) => (finishPreparing = resolve)),
        })
        ctx.extensions.contribute('modal.prefetch', { id: 'prefetch', run: () => void runs.push('prefetch') })
      },
    })
    const { portico } = await setup({ plugins: [placeholderViews(), mockChain().plugin, slots] })
    await portico.modal.open()
    expect(portico.modal.getState()).toMatchObject({ open: true, loading: true })
    // Several turns for the prefetch chain to run, if it did not wait.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0))
    expect(runs).toEqual([])
    finishPreparing()
    await vi.waitFor(() => expect(runs).toEqual(['prefetch']))
    await vi.waitFor(() => expect(portico.modal.getState().loading).toBe(false))
  })

  it('names the view open() would show, so a button can load its code on intent', async () => {
    const { portico } = await setup()
    expect(portico.modal.defaultView()).toBe('Connect')
    await connect(portico)
    expect(portico.modal.defaultView()).toBe('Account')
  })
})
