import { describe, expect, it } from 'vitest'
import { alerts } from '../errors/alerts.js'
import { definePlugin } from '../plugin/definePlugin.js'
import { createTestPortico } from '../testing/createTestPortico.js'
import { mockChain } from '../testing/mockChain.js'

/** The mock EVM chain whose wallet fails every connection with `message`. */
const failingWallet = (message: string) => {
  const mock = mockChain()
  const connect = async () => {
    throw new Error(message)
  }
  return definePlugin({
    ...mock.plugin,
    register: (ctx) => ctx.chains.register({ ...mock.adapter, connect }),
  })
}

describe('provider errors mapped to alerts (spec 8)', () => {
  it.each([
    ['JWT validation error: JWT Token is not yet valid', alerts.SESSION_EXPIRED],
    ['Unauthorized: origin not allowed', alerts.ORIGIN_NOT_ALLOWED],
    ['Unauthorized: invalid key', alerts.INVALID_PROJECT_ID],
  ])('a connection failing with "%s" shows %o and still fails', async (message, alert) => {
    const portico = createTestPortico({ plugins: [failingWallet(message)] })
    await portico.start()
    const [connector] = portico.wallet.getState().connectors
    await expect(portico.wallet.connect({ connectorId: connector!.id })).rejects.toThrow()
    expect(portico.notifications.getState().alert).toEqual(alert)
    expect(portico.wallet.isConnected('eip155')).toBe(false)
    await portico.dispose()
  })

  it('another failure shows no alert', async () => {
    const portico = createTestPortico({ plugins: [failingWallet('Something else broke')] })
    await portico.start()
    const [connector] = portico.wallet.getState().connectors
    await expect(portico.wallet.connect({ connectorId: connector!.id })).rejects.toThrow('Failed to connect')
    expect(portico.notifications.getState().alert).toBeUndefined()
    await portico.dispose()
  })
})
