import { portFromEnv } from '../net.js'
import { RELAY_PORT_ENV, type Relay, startRelay } from './server.js'

/**
 * `npx tsx testkit/src/services/relay/cli.ts` runs a relay on PORTICO_RELAY_PORT (4400 by default).
 * PORTICO_RELAY_PERSIST=<file> keeps its state across restarts; PORTICO_RELAY_VERBOSE=1 logs traffic.
 */
const DEFAULT_PORT = 4400

let relay: Relay
try {
  relay = await startRelay({
    port: portFromEnv(RELAY_PORT_ENV, DEFAULT_PORT),
    persistPath: process.env.PORTICO_RELAY_PERSIST || undefined,
    log: process.env.PORTICO_RELAY_VERBOSE === '1' ? (line) => console.error(line) : undefined,
  })
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
console.log(`WalletConnect relay listening on ${relay.url}`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await relay.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
