// Types only: the augmented query/tx/consts types of Polkadot-SDK chains (no runtime code).

import type { ApiPromise } from '@polkadot/api'
import type {} from '@polkadot/api-augment/substrate'
import { PolkadotNodeError } from '../errors.js'
import type { PolkadotRuntime } from '../runtime.js'
import type { PolkadotNetwork } from '../types.js'

/**
 * The node client of a network: @polkadot/api over the network's first WebSocket URL, created on
 * first use (the library loads here, on a path that talks to a node) and kept for the kernel's
 * lifetime. A failed connection is forgotten, so the next call tries again.
 */
export function getApi(runtime: PolkadotRuntime, network: PolkadotNetwork): Promise<ApiPromise> {
  const known = runtime.apis.get(network.caipNetworkId) as Promise<ApiPromise> | undefined
  if (known) return known
  const url = network.rpcUrls.default.webSocket?.[0]
  const created = (async () => {
    if (!url) throw new PolkadotNodeError(`${network.name} has no WebSocket RPC URL.`)
    const { ApiPromise, WsProvider } = await import('@polkadot/api')
    // No endless reconnect loop against a node that is gone: one try, the next call tries again.
    const provider = new WsProvider(url, false)
    try {
      await provider.connect()
      const api = await ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true })
      const genesis = api.genesisHash.toHex()
      if (genesis !== network.polkadot.genesisHash) {
        await api.disconnect()
        throw new PolkadotNodeError(`the node at ${url} serves another chain (genesis ${genesis}).`)
      }
      return api
    } catch (error) {
      await provider.disconnect().catch(() => undefined)
      throw error instanceof PolkadotNodeError
        ? error
        : new PolkadotNodeError(`could not reach ${network.name} at ${url}.`, { cause: error })
    }
  })()
  runtime.apis.set(network.caipNetworkId, created)
  created.catch(() => {
    if (runtime.apis.get(network.caipNetworkId) === created) runtime.apis.delete(network.caipNetworkId)
  })
  return created
}

/** Closes every node connection (teardown). */
export function closeApis(runtime: PolkadotRuntime): void {
  for (const api of runtime.apis.values())
    void (api as Promise<ApiPromise>).then((client) => client.disconnect()).catch(() => undefined)
  runtime.apis.clear()
}
