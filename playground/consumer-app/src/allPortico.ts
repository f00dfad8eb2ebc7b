import { eip155 } from '@portico/chain-eip155'
import { createPortico } from '@portico/kernel'
import { activity } from '@portico/plugin-activity'
import { balances } from '@portico/plugin-balances'
import { emailAuth } from '@portico/plugin-email-auth'
import { names } from '@portico/plugin-names'
import { onramp } from '@portico/plugin-onramp'
import { send } from '@portico/plugin-send'
import { swap } from '@portico/plugin-swap'
import { ui } from '@portico/ui'
import { readConfig } from './config.js'
import { localNetworks } from './networks.js'

const config = readConfig()
const networks = localNetworks(config.chains)

/**
 * The page at `/all`: every feature plugin that works offline, against the local services (the
 * Blockchain API emulator, the swap pool on the local chains, the on-ramp stand-in, the embedded
 * wallet's secure site), so every view can be walked under the strict Content-Security-Policy.
 */
export default createPortico({
  plugins: [
    ui(),
    eip155(),
    balances({ source: 'rpc' }),
    activity(),
    send(),
    names(),
    swap({ networks: networks.map((network) => network.caipNetworkId) }),
    ...(config.onrampUrl
      ? [onramp({ meld: { publicKey: 'pk_consumer_app', url: `${config.onrampUrl}/meld` } })]
      : []),
    ...(config.secureSiteUrl ? [emailAuth({ secureSiteUrl: config.secureSiteUrl })] : []),
  ],
  networks,
  // Swap and on-ramp go through the hosted API, which asks for a project id (any, locally).
  projectId: 'consumer-app',
  metadata: { name: 'Consumer app, every view', description: '', url: location.origin, icons: [] },
  api: { blockchainApi: config.apiUrl, catalogApi: config.apiUrl },
  storagePrefix: 'all',
})
