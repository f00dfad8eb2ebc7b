import { definePlugin, isPolkadotAddress, lazyChainAdapter, type Teardown } from '@portico/kernel'
import { watchInjected } from './discovery/watchInjected.js'
import './events.js'
import { POLKADOT_RPC_METHODS } from './rpc/methods.js'
import { createRuntime, polkadotRuntimeToken } from './runtime.js'
import type { PolkadotOptions } from './types.js'
import { VERSION } from './version.js'

/**
 * The Polkadot chain plugin: serves the app's `polkadot` networks, offers each injectedWeb3
 * extension (polkadot{.js}, Talisman, SubWallet, …) as its own connector, enables it with the
 * app's name, connects its sr25519 / ed25519 / ecdsa accounts (addresses shown with the network's
 * SS58 prefix), follows account changes, signs messages (wrapped in `<Bytes>` by the extension,
 * verified before they are returned), reads balances and sends `balances.transferKeepAlive`
 * signed by the extension, checking the existential deposit, fee and balance first and following
 * the status to in-block and finalized.
 *
 * Only discovery loads with the page; the capabilities load on first use and @polkadot/api only on
 * a path that talks to a node (balance, transfer).
 *
 * @example
 * import { createPortico } from '@portico/kernel'
 * import { polkadot } from '@portico/chain-polkadot'
 * import { polkadot as polkadotRelay } from '@portico/chain-polkadot/networks'
 *
 * const portico = createPortico({ plugins: [polkadot()], networks: [polkadotRelay] })
 */
export function polkadot(options: PolkadotOptions = {}) {
  return definePlugin({
    id: 'polkadot',
    kind: 'chain',
    version: VERSION,
    kernel: '^1',
    register(ctx) {
      const runtime = createRuntime({ options, kernelOptions: ctx.options, log: ctx.log })
      ctx.services.provideValue(polkadotRuntimeToken, runtime, { visibility: 'private' })
      // Each capability loads the capability chunk, then runs. Before it has loaded the address
      // check is the kernel's SS58 format check; after, prefix and checksum.
      ctx.chains.register(
        lazyChainAdapter(
          'polkadot',
          async () => (await runtime.load()).createPolkadotAdapter(runtime),
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
                : isPolkadotAddress(address),
          },
        ),
      )
      for (const method of POLKADOT_RPC_METHODS)
        ctx.rpc.handle('polkadot', method, async (request) =>
          (await runtime.load()).handleRpc(runtime, method, request),
        )
      // No modal.prefetch: the capabilities bring @polkadot/util-crypto (its wasm), so they load when a
      // Polkadot wallet is chosen, not when the modal opens.
    },
    setup({ portico, resolve }): Teardown {
      const runtime = resolve(polkadotRuntimeToken)
      runtime.portico = portico
      const stops: Array<() => void> = [
        portico.events.on('wallet:connected', ({ namespace, connectorId }) => {
          if (namespace === 'polkadot')
            void runtime.load().then((m) => m.watchConnector(runtime, connectorId))
        }),
        portico.events.on('wallet:disconnected', ({ namespace }) => {
          if (namespace === 'polkadot') runtime.unwatchAll()
        }),
      ]
      // Discovery runs in a browser only (or on the object the app passes); never on a server.
      const target = options.window ?? (typeof window === 'undefined' ? undefined : window)
      if (target) {
        const discovery = watchInjected({
          target,
          onConnector: portico.wallet.addConnector,
          signal: runtime.signal,
        })
        stops.push(
          discovery.stop,
          portico.events.on('wallet:connector-wanted', ({ namespace }) => {
            if (namespace === undefined || namespace === 'polkadot') discovery.check()
          }),
        )
      }
      return () => {
        for (const stop of stops.splice(0)) stop()
        runtime.stop()
      }
    },
  })
}
