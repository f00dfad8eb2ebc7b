import { createPortico, type Portico, type PorticoOptions } from '../createPortico.js'
import { definePlugin } from '../plugin/definePlugin.js'
import type { ViewDefinition } from '../views/createViewRegistry.js'
import { VIEW_ROLES, type ViewRole } from '../views/roles.js'
import { defineNetwork } from '../wallet/networks.js'

/** The core view ids the ui plugin registers; tests without the ui get placeholders for them. */
export const CORE_VIEW_IDS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ProfileWallets',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
] as const

/** The roles the ui and WalletConnect plugins' views of these ids claim. */
const CORE_VIEW_ROLES: Readonly<Record<string, readonly ViewRole[]>> = {
  Connect: [VIEW_ROLES.connect],
  Account: [VIEW_ROLES.account],
  AllWallets: [VIEW_ROLES.mobileWalletList],
  ConnectingWalletConnectBasic: [VIEW_ROLES.basicConnecting],
  SwitchNetwork: [VIEW_ROLES.switchNetwork],
  SwitchActiveChain: [VIEW_ROLES.switchActiveChain],
  UnsupportedChain: [VIEW_ROLES.unsupportedNetwork],
}

/** A plugin registering placeholder views (with the roles their real views claim), so router rules can be tested without React. */
export function placeholderViews(
  ids: readonly string[] = CORE_VIEW_IDS,
  extra: Partial<ViewDefinition> = {},
  pluginId = 'placeholder-views',
) {
  return definePlugin({
    id: pluginId,
    version: '1.0.0',
    kernel: '^1',
    register(ctx) {
      for (const id of ids) {
        const roles = CORE_VIEW_ROLES[id]
        ctx.views.register({ id, load: async () => ({ default: id }), ...(roles ? { roles } : {}), ...extra })
      }
    },
  })
}

export const testNetworks = {
  ethereum: defineNetwork({
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  }),
  base: defineNetwork({
    id: 8453,
    name: 'Base',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  }),
  solana: defineNetwork({
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  }),
}

/**
 * A kernel for tests: memory storage, desktop platform, silent logs and two EVM networks, unless
 * overridden. Each call is a fresh, independent instance.
 */
export function createTestPortico(options: Partial<PorticoOptions> = {}): Portico {
  return createPortico({
    networks: [testNetworks.ethereum, testNetworks.base],
    storage: 'memory',
    logLevel: 'silent',
    // The host's own time zone must not hide features (spec 6 restricted zones) in tests.
    timeZone: 'Etc/UTC',
    ...options,
    platform: { mobile: false, telegram: false, os: 'linux', ...options.platform },
    plugins: options.plugins ?? [],
  })
}
