import { describe, expect, it } from 'vitest'
import { alerts } from '../errors/alerts.js'
import { createTestPortico, testNetworks } from '../testing/createTestPortico.js'
import { defineNetwork } from '../wallet/networks.js'

const notConfigured = defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
})

describe('Network Not Found (spec 8)', () => {
  it('a switch to a network the app did not configure is refused and shows the alert; nothing changes', async () => {
    const portico = createTestPortico()
    await portico.start()
    const before = portico.wallet.getState().activeNetworks
    await expect(portico.wallet.requestNetworkSwitch(notConfigured)).rejects.toMatchObject({
      name: 'NetworkNotFoundError',
      shortMessage: 'Network Not Found',
      caipNetworkId: 'eip155:10',
    })
    expect(portico.notifications.getState().alert).toEqual(alerts.NETWORK_NOT_FOUND)
    portico.notifications.dismissAlert()
    await expect(portico.wallet.switchNetwork(notConfigured)).rejects.toThrow('Network Not Found')
    expect(portico.notifications.getState().alert).toEqual(alerts.NETWORK_NOT_FOUND)
    expect(portico.wallet.getState().activeNetworks).toEqual(before)
    await expect(portico.wallet.requestNetworkSwitch(testNetworks.base)).resolves.toBe('selected')
    await portico.dispose()
  })
})
