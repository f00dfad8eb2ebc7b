import { eip155 } from '@portico/chain-eip155'
import { createPortico } from '@portico/kernel'
import { activity } from '@portico/plugin-activity'
import { balances } from '@portico/plugin-balances'
import { send } from '@portico/plugin-send'
import { ui } from '@portico/ui'
import { readConfig } from './config.js'
import { localNetworks } from './networks.js'

const config = readConfig()
const networks = localNetworks(config.chains)

/** The app's instance, composed the way the README shows, against the local services. */
export default createPortico({
  plugins: [ui(), eip155(), balances({ source: 'rpc' }), activity(), send()],
  networks,
  metadata: {
    name: 'Consumer app',
    description: 'Installs Portico from its tarballs',
    url: location.origin,
    icons: [],
  },
  api: { blockchainApi: config.apiUrl, catalogApi: config.apiUrl },
  storagePrefix: 'consumer',
})
