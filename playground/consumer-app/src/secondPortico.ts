import { eip155 } from '@portico/chain-eip155'
import { createPortico } from '@portico/kernel'
import { ui } from '@portico/ui'
import { readConfig } from './config.js'
import { localNetworks } from './networks.js'

const [network] = localNetworks(readConfig().chains)
if (!network) throw new Error('the app config has no chain')

/**
 * The page's second instance (`/two`): fewer plugins (no balances, activity or send), one network,
 * the dark theme with its own accent and its own storage prefix, so nothing of the first
 * instance can show through.
 */
export default createPortico({
  plugins: [ui(), eip155()],
  networks: [network],
  themeMode: 'dark',
  themeVariables: { '--portico-color-accent': '#b3261e' },
  metadata: { name: 'Consumer app, second wallet', description: '', url: location.origin, icons: [] },
  storagePrefix: 'second',
})
