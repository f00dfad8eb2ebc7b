import type { Portico } from '@portico/kernel'
// Test helpers shared by the eip155 tests (not exported by the package).
import { defineNetwork, type Network } from '@portico/kernel'
import type { LocalChain } from '@portico/testkit/services/chains/index'
import type { DiscoveryTarget, Eip1193Provider } from '../types.js'

/** A stand-in for `window`: an EventTarget (EIP-6963 events) with an optional legacy `ethereum`. */
export function createFakeWindow(ethereum?: unknown): EventTarget & DiscoveryTarget {
  return Object.assign(new EventTarget(), { ethereum })
}

/** A tiny image for local networks, so `wallet_addEthereumChain` carries an icon. */
export const LOCAL_NETWORK_ICON = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"

/** Kernel networks for the playground's local anvil chains. */
export function toLocalNetworks(chains: readonly LocalChain[]): Network[] {
  return chains.map((chain) =>
    defineNetwork({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      blockExplorers: {
        default: { name: 'Local explorer', url: `http://127.0.0.1/explorer/${chain.chainId}` },
      },
      testnet: true,
      assets: { imageUrl: LOCAL_NETWORK_ICON },
    }),
  )
}

type Handler = (params: unknown) => unknown

/**
 * A scripted EIP-1193 provider: each method answers from `handlers` (a thrown value is the wallet's
 * error); every call is recorded.
 */
export function createScriptedProvider(handlers: Record<string, Handler>) {
  const calls: Array<{ method: string; params: unknown }> = []
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push({ method, params })
      const handler = handlers[method]
      if (!handler) throw { code: 4200, message: `Unsupported method ${method}` }
      return handler(params)
    },
  }
  return { provider, calls }
}

/**
 * What opening the modal does for discovery: runs the `modal.prepare` work, which validates the
 * wallets announced so far (EIP-6963 announcements are validated lazily).
 */
export async function discoverWallets(portico: Portico): Promise<void> {
  await Promise.all(portico.extensions.list('modal.prepare').map((item) => item.run(portico)))
}
