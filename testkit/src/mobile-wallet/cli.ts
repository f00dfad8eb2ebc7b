import { portFromEnv } from '../services/net.js'
import { startMobileWalletServer } from './server.js'

/**
 * `npx tsx testkit/src/mobile-wallet/cli.ts`: serves the page alone on PORTICO_WALLET_PORT (default
 * 5174, as `npm start` does).
 */
const server = await startMobileWalletServer({ port: portFromEnv('PORTICO_WALLET_PORT', 5174) })
console.log(`Mobile wallet on ${server.url} (add ?relay=ws://127.0.0.1:4400 or ?uri=wc:…)`)
const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
