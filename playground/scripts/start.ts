/**
 * `npm start` (`node --import tsx scripts/start.ts`): every local service and the demo dapp on 127.0.0.1, one line each saying where it
 * listens. Ports come from the `PORTICO_*_PORT` variables (playground/README.md); a port in use
 * stops the start with a message naming its variable. Ctrl-C (SIGINT) or SIGTERM stops everything
 * and exits 0.
 */
import { fileURLToPath } from 'node:url'
import { startDevnet } from '../../testkit/src/devnet/startDevnet.js'
import { startMobileWalletServer } from '../../testkit/src/mobile-wallet/server.js'
import { reservePort } from '../../testkit/src/services/chains/ports.js'
import { PortInUseError, portFromEnv } from '../../testkit/src/services/net.js'
import { SERVICE_PORTS } from '../../testkit/src/services/playgroundServices.js'
import {
  DEFAULT_RELAY_PERSIST_PATH,
  DEFAULT_SECURE_SITE_STATE_PATH,
} from '../../testkit/src/services/startServices.js'
import { startPlaygroundServer } from '../e2e/support/devServer.js'
import { startWebServer } from './webServer.js'

type Stoppable = { close(): Promise<void> }

const DAPP_NAME = 'Demo dapp'
const WALLET_NAME = 'Mobile wallet'

async function main(): Promise<void> {
  const dappPort = portFromEnv(SERVICE_PORTS.dapp.envVar, SERVICE_PORTS.dapp.defaultPort)
  const walletPort = portFromEnv(SERVICE_PORTS.mobileWallet.envVar, SERVICE_PORTS.mobileWallet.defaultPort)
  // The web ports are checked first, so a taken one fails before the chains spend time seeding.
  if (dappPort !== 0) await reservePort(DAPP_NAME, dappPort, SERVICE_PORTS.dapp.envVar)
  if (walletPort !== 0) await reservePort(WALLET_NAME, walletPort, SERVICE_PORTS.mobileWallet.envVar)

  const running: Stoppable[] = []
  const stopAll = async () => {
    // Newest first: the pages before the services they talk to.
    for (const service of running.reverse()) await service.close().catch(() => undefined)
  }

  let stoppingSince: number | undefined
  const stopOnSignal = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      // A wrapper that relays signals (the `tsx` command) delivers one Ctrl-C twice; only a later
      // one means the visitor is tired of waiting.
      if (Date.now() - stoppingSince > 2000) process.exit(130)
      return
    }
    stoppingSince = Date.now()
    console.log(`\n${signal}: stopping every service…`)
    void stopAll().then(() => {
      console.log('Every service stopped.')
      process.exit(0)
    })
  }
  process.on('SIGINT', stopOnSignal)
  process.on('SIGTERM', stopOnSignal)

  try {
    // The same devnet an integrator starts with `npx portico-devnet`, on the playground's fixed ports.
    const services = await startDevnet({
      ports: 'env',
      relayPersistPath: process.env.PORTICO_RELAY_PERSIST || DEFAULT_RELAY_PERSIST_PATH,
      secureSiteStatePath: process.env.PORTICO_SECURE_SITE_STATE || DEFAULT_SECURE_SITE_STATE_PATH,
      print: console.log,
    })
    running.push({ close: () => services.stop() })

    const wallet = await startWebServer(WALLET_NAME, walletPort, SERVICE_PORTS.mobileWallet, (port) =>
      startMobileWalletServer({ port }),
    )
    running.push(wallet)
    console.log(`${WALLET_NAME} listening on ${wallet.url}`)

    const dapp = await startWebServer(DAPP_NAME, dappPort, SERVICE_PORTS.dapp, (port) =>
      startPlaygroundServer({
        port,
        services: { ...services.info, mobileWalletUrl: wallet.url },
        live: true,
        // Its own pre-bundle cache, so `npm start` and a test run never rewrite each other's.
        cacheDir: fileURLToPath(new URL('../node_modules/.vite-start', import.meta.url)),
      }),
    )
    running.push(dapp)
    console.log(`${DAPP_NAME} listening on ${dapp.url}`)
    console.log('Ready. Press Ctrl-C to stop every service.')
  } catch (error) {
    await stopAll()
    throw error
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof PortInUseError ? error.message : error)
  process.exit(1)
})
