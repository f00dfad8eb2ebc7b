import { definePlugin, isEip155Address, lazyChainAdapter, type Teardown } from '@portico/kernel'
import { watchAnnouncedProviders } from './discovery/watchAnnouncedProviders.js'
import { watchInjectedProvider } from './discovery/watchInjectedProvider.js'
import { EIP155_RPC_METHODS } from './rpc/methods.js'
import { createRuntime, eip155RuntimeToken } from './runtime.js'
import type { Eip155Options } from './types.js'
import { VERSION } from './version.js'

/**
 * The EVM chain plugin: serves the app's `eip155` networks, discovers browser wallets (EIP-6963
 * announcements, each its own connector; legacy `window.ethereum` as the hidden 'Browser
 * Wallet'), connects, reconnects after a reload without a prompt, follows the wallet's account,
 * chain and disconnect events, switches (adding the chain when the wallet lacks it), signs, reads
 * native balances, sends native and ERC-20 transfers, and answers the wallet RPC methods
 * (`personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction`, ERC-5792, `eth_chainId`,
 * `eth_accounts`).
 *
 * Only discovery loads with the page. The capabilities load on first use (and on the visitor's
 * intent for an EVM wallet's row); viem loads only for balances, transfers, typed data objects and reads.
 *
 * @example
 * import { createPortico } from '@portico/kernel'
 * import { eip155 } from '@portico/chain-eip155'
 * import { base, mainnet } from '@portico/chain-eip155/networks'
 *
 * const portico = createPortico({ plugins: [eip155()], networks: [mainnet, base] })
 * await portico.start()
 */
export function eip155(options: Eip155Options = {}) {
  return definePlugin({
    id: 'eip155',
    kind: 'chain',
    version: VERSION,
    kernel: '^1',
    register(ctx) {
      const runtime = createRuntime({ options, kernelOptions: ctx.options, log: ctx.log })
      ctx.services.provideValue(eip155RuntimeToken, runtime, { visibility: 'private' })
      // Each capability loads the capability chunk, then runs.
      ctx.chains.register(
        lazyChainAdapter(
          'eip155',
          async () => (await runtime.load()).createEip155Adapter(runtime),
          [
            'connect',
            'reconnect',
            'disconnect',
            'switchNetwork',
            'signMessage',
            'getNativeBalance',
            'sendTransfer',
          ],
          { isAddress: isEip155Address },
        ),
      )
      for (const method of EIP155_RPC_METHODS) {
        ctx.rpc.handle('eip155', method, async (request) =>
          (await runtime.load()).handleRpc(runtime, method, request),
        )
      }
      // The wallet list needs the wallets announced so far, validated: on intent and on opening.
      ctx.extensions.contribute('modal.prepare', {
        id: 'eip155.discovery',
        run: () => runtime.discovery?.flush(),
      })
      // The capabilities are needed only once an EVM wallet is chosen: they load on the visitor's
      // intent for one (pointer, touch or focus on its row) or its click, not with the list.
      ctx.extensions.contribute('wallet.prepare', {
        id: 'eip155.capabilities',
        namespace: 'eip155',
        run: () => runtime.load(),
      })
    },
    setup({ portico, log, signal, resolve }): Teardown {
      const runtime = resolve(eip155RuntimeToken)
      runtime.portico = portico
      const watch = (connectorId: string) => {
        if (runtime.loaded) runtime.loaded.watchConnector(runtime, connectorId)
        else void runtime.load().then((module) => module.watchConnector(runtime, connectorId))
      }
      const stops: Array<() => void> = [
        portico.events.on('wallet:connected', ({ namespace, connectorId }) => {
          if (namespace === 'eip155') watch(connectorId)
        }),
        portico.events.on('wallet:disconnected', ({ namespace }) => {
          if (namespace === 'eip155') runtime.unwatchAll()
        }),
        // A stored connection (or an app's own connect call) needs its wallet before the modal opened.
        portico.events.on('wallet:connector-wanted', ({ namespace }) => {
          if (namespace === undefined || namespace === 'eip155')
            void runtime.discovery?.flush().catch((error) => log.warn('Discovery failed', error))
        }),
      ]
      // Discovery runs in a browser only (or on the EventTarget the app passes); never on a server.
      const target = options.window ?? (typeof window === 'undefined' ? undefined : window)
      if (target) {
        const onConnector = portico.wallet.addConnector
        runtime.discovery = watchAnnouncedProviders({ target, onConnector, log, signal })
        stops.push(runtime.discovery.stop)
        if (options.injected ?? true) stops.push(watchInjectedProvider({ target, onConnector, signal }))
      }
      return () => {
        for (const stop of stops.splice(0)) stop()
        runtime.stop()
      }
    },
  })
}
