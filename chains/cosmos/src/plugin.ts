import { definePlugin, isCosmosAddress, lazyChainAdapter, type Teardown } from '@portico/kernel'
import { DEFAULT_COSMOS_WALLETS, watchInjected } from './discovery/watchInjected.js'
import { COSMOS_RPC_METHODS } from './rpc/methods.js'
import { type CosmosRuntime, cosmosRuntimeToken, createRuntime } from './runtime.js'
import type { CosmosOptions } from './types.js'
import { VERSION } from './version.js'

/**
 * The Cosmos chain plugin: serves the app's `cosmos` networks, discovers Keplr-style wallets
 * (`window.keplr`, `window.leap`, or the globals the app names), enables the network in the wallet
 * (suggesting the chain first when the wallet lacks it), follows key changes, signs messages
 * (ADR-036, verified before they are returned), reads balances from the network's node and sends
 * bank transfers (gas simulated, fee from the chain's gas price, signed direct or amino).
 *
 * Only discovery loads with the page; the capabilities and CosmJS load on first use.
 *
 * @example
 * import { createPortico } from '@portico/kernel'
 * import { cosmos } from '@portico/chain-cosmos'
 * import { cosmosHub, osmosis } from '@portico/chain-cosmos/networks'
 *
 * const portico = createPortico({ plugins: [cosmos()], networks: [cosmosHub, osmosis] })
 */
export function cosmos(options: CosmosOptions = {}) {
  return definePlugin({
    id: 'cosmos',
    kind: 'chain',
    version: VERSION,
    kernel: '^1',
    register(ctx) {
      const runtime = createRuntime({ options, kernelOptions: ctx.options, log: ctx.log })
      ctx.services.provideValue(cosmosRuntimeToken, runtime, { visibility: 'private' })
      // Each capability loads the capability chunk, then runs; the address check answers at once.
      ctx.chains.register(
        lazyChainAdapter(
          'cosmos',
          async () => (await runtime.load()).createCosmosAdapter(runtime),
          [
            'connect',
            'reconnect',
            'disconnect',
            'switchNetwork',
            'signMessage',
            'getNativeBalance',
            'sendTransfer',
          ],
          {
            isAddress: (address) =>
              runtime.loaded
                ? runtime.loaded.isAddressOnAppNetworks(runtime, address)
                : looksLikeAddress(runtime, address),
          },
        ),
      )
      for (const method of COSMOS_RPC_METHODS) {
        ctx.rpc.handle('cosmos', method, async (request) =>
          (await runtime.load()).handleRpc(runtime, method, request),
        )
      }
      // CosmJS is large (about 220 KiB gzip): it loads on the visitor's intent for a Cosmos
      // wallet's row (pointer, touch, focus) or its click; otherwise when one connects.
      ctx.extensions.contribute('wallet.prepare', {
        id: 'cosmos.capabilities',
        namespace: 'cosmos',
        run: () => runtime.load(),
      })
    },
    setup({ portico, signal, resolve }): Teardown {
      const runtime = resolve(cosmosRuntimeToken)
      runtime.portico = portico
      const watch = (connectorId: string) => {
        void runtime.load().then((module) => module.watchConnector(runtime, connectorId))
      }
      const stops: Array<() => void> = [
        portico.events.on('wallet:connected', ({ namespace, connectorId }) => {
          if (namespace === 'cosmos') watch(connectorId)
        }),
        portico.events.on('wallet:disconnected', ({ namespace }) => {
          if (namespace === 'cosmos') runtime.unwatchAll()
        }),
      ]
      // Discovery runs in a browser only (or on the target the app passes); never on a server.
      const target = options.window ?? (typeof window === 'undefined' ? undefined : window)
      if (target)
        stops.push(
          watchInjected({
            target: target as never,
            wallets: options.wallets ?? DEFAULT_COSMOS_WALLETS,
            onConnector: portico.wallet.addConnector,
            signal,
          }),
        )
      return () => {
        for (const stop of stops.splice(0)) stop()
        runtime.stop()
      }
    },
  })
}

/**
 * Before CosmJS has loaded: the kernel's bech32 format check plus a prefix of one of the app's
 * cosmos networks. The full check (checksum, length) replaces it once the capabilities are in.
 */
function looksLikeAddress(runtime: CosmosRuntime, address: string): boolean {
  if (!isCosmosAddress(address)) return false
  return (runtime.kernelOptions.networks ?? []).some(
    (n) =>
      n.chainNamespace === 'cosmos' &&
      'cosmos' in n &&
      address.startsWith(`${(n.cosmos as { bech32Prefix: string }).bech32Prefix}1`),
  )
}
