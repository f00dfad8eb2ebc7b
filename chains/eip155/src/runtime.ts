import {
  createToken,
  DEFAULT_API_URLS,
  type Logger,
  type Network,
  type Portico,
  type PorticoOptions,
  toChecksumAddress,
} from '@portico/kernel'
import type { PublicClient } from 'viem'
import { NotConnectedError } from './errors.js'
import { watchProviderEvents } from './events/watchProviderEvents.js'
import { getProvider, requestAccounts } from './provider.js'
import { isEip1193Provider } from './schemas.js'
import { getRpcUrls } from './transport/getRpcUrls.js'
import type { Eip155Options, Eip1193Provider } from './types.js'
import { toCaipNetworkId } from './utils/chainId.js'

/**
 * Everything the plugin keeps for one kernel: created in `register` (one per kernel, never shared),
 * completed in `setup` with the kernel itself, stopped at teardown.
 */
export type Eip155Runtime = ReturnType<typeof createRuntime>

/** Private service holding the runtime between the register and setup phases. */
export const eip155RuntimeToken = createToken<Eip155Runtime>('eip155.runtime')

export function createRuntime({
  options,
  kernelOptions,
  log,
}: {
  options: Eip155Options
  kernelOptions: Readonly<PorticoOptions>
  log: Logger
}) {
  const lifetime = new AbortController()
  const clients = new Map<string, Promise<PublicClient>>()
  const watchers = new Map<string, () => void>()
  let portico: Portico | undefined

  const blockchainApiUrl = () =>
    portico?.api.blockchainApi ?? kernelOptions.api?.blockchainApi ?? DEFAULT_API_URLS.blockchainApi

  const runtime = {
    options,
    log,
    /** Aborted at teardown: stops transport pings. */
    signal: lifetime.signal,

    /** Called in setup: from now on wallet events reach the kernel. */
    attach(instance: Portico) {
      portico = instance
    },

    /** The eip155 networks the app lists. */
    networks(): Network[] {
      return (kernelOptions.networks ?? []).filter((network) => network.chainNamespace === 'eip155')
    },

    /** A viem public client for `network` (viem loads on the first call), one per network. */
    getPublicClient(network: Network): Promise<PublicClient> {
      const key = network.caipNetworkId
      const cached = clients.get(key)
      if (cached) return cached
      const client = (async () => {
        const urls = getRpcUrls({
          network,
          overrides: options.rpcUrls,
          blockchainApiUrl: blockchainApiUrl(),
          projectId: kernelOptions.projectId,
        })
        const { createNetworkClient } = await import('./viem/createNetworkClient.js')
        return createNetworkClient({
          network,
          urls,
          rank: options.fallbackRank ?? true,
          signal: lifetime.signal,
          fetchFn: kernelOptions.fetch,
        })
      })()
      clients.set(key, client)
      client.catch(() => clients.delete(key))
      return client
    },

    /** The provider of the connected eip155 wallet, for RPC requests. */
    activeProvider(method: string): Eip1193Provider {
      const wallet = portico?.wallet
      const connector = wallet?.getActiveConnector('eip155')
      if (!wallet || !connector || !wallet.isConnected('eip155')) throw new NotConnectedError(method)
      return getProvider(connector)
    },

    /** The connected account of eip155, if any. */
    activeAddress(): string | undefined {
      return portico?.wallet.isConnected('eip155') ? portico.wallet.getAccount('eip155').address : undefined
    },

    /** The active eip155 network, if any. */
    activeNetwork(): Network | undefined {
      return portico?.wallet.getActiveNetwork('eip155')
    },

    /** Forwards a connected wallet's events to the kernel (idempotent per connector). */
    watch(connectorId: string) {
      if (!portico || watchers.has(connectorId) || lifetime.signal.aborted) return
      const wallet = portico.wallet
      const connector = wallet.getState().connectors.find((c) => c.id === connectorId)
      if (!connector || !isEip1193Provider(connector.provider)) return
      const provider = connector.provider
      const unwatch = watchProviderEvents({
        provider,
        log,
        onAccountsChanged: (accounts) => {
          if (accounts.length === 0) runtime.unwatch(connectorId)
          wallet.reportAccounts({
            namespace: 'eip155',
            connectorId,
            accounts: accounts.map((address) => ({ address: toChecksumAddress(address), type: 'eoa' })),
          })
        },
        onChainChanged: (chainId) => {
          const caipNetworkId = toCaipNetworkId(chainId)
          const state = wallet.getState()
          const unchanged =
            state.activeConnectorIds.eip155 === connectorId &&
            state.activeNetworks.eip155?.caipNetworkId === caipNetworkId &&
            !state.unsupportedNetworks.eip155
          if (!unchanged) wallet.reportNetwork({ namespace: 'eip155', connectorId, caipNetworkId })
        },
        onDisconnect: (error) => {
          // Some wallets emit `disconnect` while they reconnect to their node; only a wallet that
          // no longer grants accounts is gone.
          requestAccounts(provider, 'eth_accounts')
            .then(
              (accounts) => accounts.length === 0,
              () => true,
            )
            .then((gone) => {
              if (!gone || !watchers.has(connectorId)) return
              log.debug('The wallet disconnected', error)
              runtime.unwatch(connectorId)
              wallet.reportDisconnected({ namespace: 'eip155', connectorId })
            })
        },
      })
      watchers.set(connectorId, unwatch)
    },

    unwatch(connectorId: string) {
      watchers.get(connectorId)?.()
      watchers.delete(connectorId)
    },

    unwatchAll() {
      for (const unwatch of watchers.values()) unwatch()
      watchers.clear()
    },

    /** Teardown: stops watching wallets and pinging RPC URLs. Idempotent. */
    stop() {
      runtime.unwatchAll()
      lifetime.abort()
      clients.clear()
    },
  }
  return runtime
}
