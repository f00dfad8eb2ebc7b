import type { Network, Portico, Connector as PorticoConnector } from '@portico/kernel'
import { type Address, type Chain, UserRejectedRequestError } from 'viem'
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError } from 'wagmi'
import { type Eip155Snapshot, readEip155 } from './eip155State.js'

/** The `type` every Portico-backed wagmi connector carries (wagmi apps can tell them apart). */
export const PORTICO_CONNECTOR_TYPE = 'portico'

/** What a Portico-backed wagmi connector adds to wagmi's connector shape. */
export type PorticoConnectorProperties = {
  /** The Portico connector behind it ('ANNOUNCED', 'WALLET_CONNECT', 'AUTH', …). */
  porticoConnectorId: string
  porticoConnectorType: PorticoConnector['type']
}

/** Waits until Portico is no longer connecting or restoring a connection (at most `timeoutMs`). */
export function settled(portico: Pick<Portico, 'wallet'>, timeoutMs = 15_000): Promise<Eip155Snapshot> {
  const now = readEip155(portico)
  if (!now.pending) return Promise.resolve(now)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop()
      resolve(readEip155(portico))
    }
    const stop = portico.wallet.subscribe(() => {
      if (!readEip155(portico).pending) done()
    })
    const timer = setTimeout(done, timeoutMs)
  })
}

const REJECTIONS = new Set([
  'ConnectionRejectedError',
  'NetworkSwitchRejectedError',
  'AddNetworkRejectedError',
])

/** A refusal in Portico's words becomes viem's 4001 error, the one wagmi apps already handle. */
function toWagmiError(error: unknown): unknown {
  if (error instanceof Error && REJECTIONS.has(error.name)) return new UserRejectedRequestError(error)
  return error
}

function networkFor(portico: Pick<Portico, 'wallet'>, chainId: number): Network | undefined {
  return portico.wallet
    .getState()
    .networks.find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId)
}

/**
 * A wagmi connector backed by one Portico connector (an EIP-6963 wallet, WalletConnect, the
 * embedded wallet). Connecting, switching and disconnecting go through Portico's wallet flows, so
 * the modal and wagmi see one connection; signing and transactions go straight to the wallet's
 * EIP-1193 provider, the one Portico uses.
 *
 * @example
 * config._internal.connectors.setup(porticoConnector(portico, connector))
 */
export function porticoConnector(portico: Pick<Portico, 'wallet'>, source: PorticoConnector) {
  const id = source.id
  const current = () => portico.wallet.getState().connectors.find((c) => c.id === id) ?? source

  return createConnector<unknown, PorticoConnectorProperties>((config) => {
    const answer = <T extends boolean>(
      snapshot: Eip155Snapshot,
      withCapabilities: T | boolean | undefined,
    ) => {
      const accounts = withCapabilities
        ? snapshot.accounts.map((address) => ({ address, capabilities: {} }))
        : snapshot.accounts
      return {
        accounts: accounts as never as T extends true
          ? readonly { address: Address; capabilities: Record<string, unknown> }[]
          : readonly Address[],
        chainId: snapshot.chainId ?? config.chains[0].id,
      }
    }

    return {
      id,
      name: source.name,
      type: PORTICO_CONNECTOR_TYPE,
      ...(source.imageUrl ? { icon: source.imageUrl } : {}),
      ...(source.rdns ? { rdns: source.rdns } : {}),
      porticoConnectorId: id,
      porticoConnectorType: source.type,

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const restored = await settled(portico)
        if (restored.connectorId === id) {
          if (chainId !== undefined && chainId !== restored.chainId && !isReconnecting)
            await this.switchChain?.({ chainId })
          return answer(readEip155(portico), withCapabilities)
        }
        // A reconnect never prompts: Portico restores its own connections.
        if (isReconnecting) throw new ProviderNotFoundError()
        const network = chainId === undefined ? undefined : networkFor(portico, chainId)
        try {
          await portico.wallet.connect({ connectorId: id, ...(network ? { network } : {}) })
        } catch (error) {
          throw toWagmiError(error)
        }
        return answer(readEip155(portico), withCapabilities)
      },

      async disconnect() {
        if (readEip155(portico).connectorId !== id) return
        await portico.wallet.disconnect({ namespace: 'eip155', connectorId: id })
      },

      async getAccounts() {
        const snapshot = readEip155(portico)
        return snapshot.connectorId === id ? snapshot.accounts : []
      },

      async getChainId() {
        const snapshot = readEip155(portico)
        return (
          snapshot.chainId ?? Number(portico.wallet.getActiveNetwork('eip155')?.id ?? config.chains[0].id)
        )
      },

      async getProvider() {
        const provider = current().provider
        if (!provider) throw new ProviderNotFoundError()
        return provider
      },

      async isAuthorized() {
        return (await settled(portico)).connectorId === id
      },

      async switchChain({ chainId }): Promise<Chain> {
        const chain = config.chains.find((c) => c.id === chainId)
        const network = networkFor(portico, chainId)
        if (!chain || !network) throw new ChainNotConfiguredError()
        try {
          await portico.wallet.switchNetwork(network)
        } catch (error) {
          throw toWagmiError(error)
        }
        return chain
      },

      // Portico follows the wallet's own events and the bridge reports them to wagmi; these keep
      // wagmi's connector shape for code that calls them directly.
      onAccountsChanged(accounts) {
        config.emitter.emit('change', { accounts: accounts as Address[] })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
