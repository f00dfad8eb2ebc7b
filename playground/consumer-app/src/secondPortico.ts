import { eip155 } from '@portico/chain-eip155'
import { createPortico, defineNetwork } from '@portico/kernel'
import { ui } from '@portico/ui'
import { readConfig } from './config.js'

const [chain] = readConfig().chains
if (!chain) throw new Error('the app config has no chain')

/**
 * The page's second instance (`/two`): fewer plugins (no balances, activity or send), one network,
 * the dark theme with its own accent and its own storage prefix, so nothing of the first instance can show through.
 */
export default createPortico({
  plugins: [ui(), eip155()],
  networks: [
    defineNetwork({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
  ],
  themeMode: 'dark',
  themeVariables: { '--portico-color-accent': '#b3261e' },
  metadata: { name: 'Consumer app, second wallet', description: '', url: location.origin, icons: [] },
  storagePrefix: 'second',
})
