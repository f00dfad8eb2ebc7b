import { createServer, type Server } from 'node:net'
import { expect, it } from 'vitest'
import { startMobileWalletServer } from '../../testkit/src/mobile-wallet/server.js'
import { PortInUseError } from '../../testkit/src/services/net.js'
import { startWebServer } from './webServer.js'

function listen(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve(server))
  })
}

// `npm start` checks its web ports before starting; a port taken in between still gets the message
// naming its variable, not Vite's own words.
it('names the variable when Vite finds its port taken', async () => {
  const squatter = await listen()
  const { port } = squatter.address() as { port: number }
  try {
    const starting = startWebServer('Mobile wallet', port, { envVar: 'PORTICO_WALLET_PORT' }, (p) =>
      startMobileWalletServer({ port: p }),
    )
    await expect(starting).rejects.toBeInstanceOf(PortInUseError)
    await expect(starting).rejects.toThrow(
      `Mobile wallet cannot listen on 127.0.0.1:${port}: the port is in use. Set PORTICO_WALLET_PORT to another port`,
    )
  } finally {
    await new Promise((resolve) => squatter.close(resolve))
  }
})
