import type { Network } from '@portico/kernel'
import { createTestPortico, mockChain, testNetworks } from '@portico/kernel/testing'
import { defineChain, http, UserRejectedRequestError, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type Connector, createConfig, createStorage } from 'wagmi'
import { connect, disconnect, getAccount, signMessage, switchChain } from 'wagmi/actions'
import { networksFromWagmi, PORTICO_CONNECTOR_TYPE, wagmiAdapter } from './exports/index.js'

// anvil's first dev key: publicly known, test only.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a4b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/** A minimal EIP-1193 wallet that really signs (personal_sign) with the dev key. */
const signingProvider = {
  async request({ method, params }: { method: string; params?: unknown }) {
    if (method === 'personal_sign') {
      const [message] = params as [`0x${string}`]
      return account.signMessage({ message: { raw: message } })
    }
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account.address]
    if (method === 'eth_chainId') return '0x1'
    throw new Error(`unexpected ${method}`)
  },
  on() {},
  removeListener() {},
}

const chain = (network: Network) =>
  defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
  })
const ethereum = chain(testNetworks.ethereum)
const base = chain(testNetworks.base)

async function setup(behaviour: Parameters<typeof mockChain>[0] = {}) {
  const config = createConfig({
    chains: [ethereum, base],
    transports: { [ethereum.id]: http('http://127.0.0.1:9545/app-rpc'), [base.id]: http() },
    storage: createStorage({ storage: { getItem: () => null, setItem() {}, removeItem() {} } }),
    multiInjectedProviderDiscovery: false,
  })
  const evm = mockChain({
    accounts: [account.address],
    connectors: [
      { id: 'mock.injected', name: 'Mock Wallet', rdns: 'dev.portico.mock', provider: signingProvider },
    ],
    ...behaviour,
  })
  const portico = createTestPortico({
    plugins: [evm.plugin, wagmiAdapter({ config })],
    networks: networksFromWagmi(config),
  })
  await portico.start()
  const connector = () => config.connectors.find((c) => c.id === 'mock.injected') as Connector
  return { config, portico, evm, connector }
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000 })

describe('wagmiAdapter', () => {
  it('gives Portico the config chains, with the app transport URL as RPC URL', () => {
    const config = createConfig({
      chains: [ethereum, base],
      transports: { [ethereum.id]: http('http://127.0.0.1:9545/app-rpc'), [base.id]: http() },
    })
    const [first, second] = networksFromWagmi(config)
    expect(first).toMatchObject({ caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum' })
    expect(first?.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545/app-rpc'])
    // http() without a URL uses the chain's own.
    expect(second?.rpcUrls.default.http).toEqual(['http://127.0.0.1:8546'])
  })

  it('lists each Portico EVM connector as a wagmi connector, and takes it out on dispose', async () => {
    const { config, portico, connector } = await setup()
    expect(connector()).toMatchObject({
      name: 'Mock Wallet',
      type: PORTICO_CONNECTOR_TYPE,
      rdns: 'dev.portico.mock',
    })
    portico.wallet.addConnector({ id: 'later', name: 'Later Wallet', type: 'ANNOUNCED', chain: 'eip155' })
    portico.wallet.addConnector({ id: 'sol', name: 'Solana only', type: 'ANNOUNCED', chain: 'solana' })
    expect(config.connectors.map((c) => c.id)).toEqual(['mock.injected', 'later'])
    portico.wallet.removeConnector('later')
    expect(config.connectors.map((c) => c.id)).toEqual(['mock.injected'])
    await portico.dispose()
    expect(config.connectors).toEqual([])
  })

  it('a connection made in Portico (the modal) shows in wagmi; its chain switch and disconnect too', async () => {
    const { config, portico } = await setup()
    await portico.wallet.connect({ connectorId: 'mock.injected' })
    await until(() => getAccount(config).isConnected)
    expect(getAccount(config)).toMatchObject({
      address: account.address,
      chainId: 1,
      connector: { id: 'mock.injected' },
    })

    await portico.wallet.switchNetwork(portico.wallet.getState().networks[1]!)
    await until(() => getAccount(config).chainId === 8453)

    await portico.wallet.disconnect()
    await until(() => getAccount(config).isDisconnected)
  })

  it('wagmi connect, switchChain and disconnect go through Portico', async () => {
    const { config, portico, evm, connector } = await setup()
    const result = await connect(config, { connector: connector() })
    expect(result).toMatchObject({ accounts: [account.address], chainId: 1 })
    expect(portico.wallet.isConnected('eip155')).toBe(true)
    expect(portico.wallet.getActiveConnector('eip155')?.id).toBe('mock.injected')

    await switchChain(config, { chainId: base.id })
    expect(portico.wallet.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:8453')
    expect(getAccount(config).chainId).toBe(8453)
    expect(evm.calls.map((c) => c.capability)).toContain('switchNetwork')

    await disconnect(config)
    expect(portico.wallet.isConnected('eip155')).toBe(false)
    expect(getAccount(config).isDisconnected).toBe(true)
  })

  it('wagmi signs through the wallet provider Portico connected', async () => {
    const { config, connector } = await setup()
    await connect(config, { connector: connector() })
    const signature = await signMessage(config, { message: 'hello from wagmi' })
    expect(await verifyMessage({ address: account.address, message: 'hello from wagmi', signature })).toBe(
      true,
    )
  })

  it("a refusal reaches wagmi as viem's 4001 error, and nothing is connected", async () => {
    const { config, portico, connector } = await setup({ behaviour: { rejectConnect: true } })
    const error = await connect(config, { connector: connector() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(portico.wallet.isConnected('eip155')).toBe(false)
    expect(getAccount(config).isDisconnected).toBe(true)
  })

  it('a refused chain switch is a 4001 and leaves both on the old chain', async () => {
    const { config, portico, evm, connector } = await setup()
    await connect(config, { connector: connector() })
    evm.behave({ rejectSwitch: true })
    await expect(switchChain(config, { chainId: base.id })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getAccount(config).chainId).toBe(1)
    expect(portico.wallet.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:1')
  })
})
