import { describe, expect, it } from 'vitest'
import { createTestPortico, testNetworks } from '../testing/createTestPortico.js'
import { mockChain } from '../testing/mockChain.js'
import { defineNetwork } from '../wallet/networks.js'

const optimism = defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
})

describe('adding a network (spec 5: its namespace must be configured first)', () => {
  it("refuses a network whose namespace has no chain plugin with 'Unsupported chain namespace'", async () => {
    const portico = createTestPortico({ plugins: [mockChain().plugin] })
    await portico.start()
    const before = portico.wallet.getState().networks
    await expect(portico.wallet.addNetwork(testNetworks.solana)).rejects.toThrow(
      expect.objectContaining({
        name: 'UnsupportedChainNamespaceError',
        shortMessage: 'Unsupported chain namespace',
        metaMessages: expect.arrayContaining(['Namespace: solana']),
      }),
    )
    expect(portico.wallet.getState().networks).toBe(before)
    await portico.dispose()
  })

  it('adds a network of a configured namespace once, and a switch to it is no longer Network Not Found', async () => {
    const portico = createTestPortico({ plugins: [mockChain().plugin] })
    await portico.start()
    const count = portico.wallet.getState().networks.length
    await portico.wallet.addNetwork(optimism)
    await portico.wallet.addNetwork(optimism)
    const { networks, activeNetworks } = portico.wallet.getState()
    expect(networks).toHaveLength(count + 1)
    expect(networks.at(-1)).toBe(optimism)
    // The namespace's active network stays the one it was.
    expect(activeNetworks.eip155?.caipNetworkId).toBe(testNetworks.ethereum.caipNetworkId)
    await expect(portico.wallet.requestNetworkSwitch(optimism)).resolves.toBe('selected')
    await portico.dispose()
  })
})
