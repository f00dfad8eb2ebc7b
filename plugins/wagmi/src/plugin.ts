import { definePlugin } from '@portico/kernel'
import type { Config } from 'wagmi'
import { bridgeWagmi } from './core/bridge.js'
import { VERSION } from './version.js'

export type WagmiAdapterOptions = {
  /** The app's wagmi config (`createConfig`): its chains, transports, storage and SSR settings stay as they are. */
  config: Config
  /**
   * Validate the wallets announced so far when Portico starts, so wagmi's `useConnectors()` lists
   * them before the modal ever opens (default true). Off, they appear once the modal prepares its
   * list (or a stored connection asks for them), as in a Portico app without wagmi.
   */
  listWalletsAtStart?: boolean
}

/**
 * Portico for wagmi apps. The app keeps its wagmi config and hooks (`useAccount`, `useBalance`,
 * `useWriteContract`, `useSignMessage`, `useSwitchChain`, …) and gets Portico's modal:
 * - every Portico connector for EVM chains (EIP-6963 wallets, WalletConnect, the embedded wallet)
 *   appears in wagmi's `useConnectors()` as a connector of type 'portico';
 * - a connection made in the modal shows in `useAccount`, `disconnect()` from wagmi ends it in
 *   the modal, and a chain switched on either side is switched on both.
 *
 * Compose it after the eip155 chain plugin and give Portico the config's chains with
 * `networksFromWagmi(config)`. wagmi and viem stay the app's: this package takes them as peer
 * dependencies and keeps no state of its own.
 *
 * @example
 * const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() }, multiInjectedProviderDiscovery: false })
 * const portico = createPortico({
 *   plugins: [ui(), eip155(), walletConnect(), wagmiAdapter({ config })],
 *   networks: networksFromWagmi(config),
 * })
 */
export function wagmiAdapter({ config, listWalletsAtStart = true }: WagmiAdapterOptions) {
  return definePlugin({
    id: 'wagmi',
    version: VERSION,
    kernel: '^1',
    // Chain plugins set up first: their connectors and adapters exist when the bridge starts.
    after: ['chain'],
    // Nothing to declare: the bridge only connects two stores once both exist.
    register() {},
    setup({ portico }) {
      const stop = bridgeWagmi(portico, config)
      // The chain plugins validate announced wallets lazily; asking for a connector makes them do it now.
      if (listWalletsAtStart)
        portico.events.emit('wallet:connector-wanted', {
          namespace: 'eip155',
          connectorId: 'wagmi.connectors',
        })
      return stop
    },
  })
}
