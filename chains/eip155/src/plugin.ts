import { definePlugin, type Teardown } from '@portico/kernel'
import { createEip155Adapter } from './adapter.js'
import { watchAnnouncedProviders } from './discovery/watchAnnouncedProviders.js'
import { watchInjectedProvider } from './discovery/watchInjectedProvider.js'
import { registerRpcHandlers } from './rpc/registerRpcHandlers.js'
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
 * `eth_accounts`). viem loads only when a balance, transfer, typed data or RPC read needs it.
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
    version: VERSION,
    kernel: '^1',
    register(ctx) {
      const runtime = createRuntime({ options, kernelOptions: ctx.options, log: ctx.log })
      ctx.services.provideValue(eip155RuntimeToken, runtime, { visibility: 'private' })
      ctx.chains.register(createEip155Adapter(runtime))
      registerRpcHandlers(ctx.rpc, runtime)
    },
    setup({ portico, log, signal, resolve }): Teardown {
      const runtime = resolve(eip155RuntimeToken)
      runtime.attach(portico)
      const stops: Array<() => void> = [
        portico.events.on('wallet:connected', ({ namespace, connectorId }) => {
          if (namespace === 'eip155') runtime.watch(connectorId)
        }),
        portico.events.on('wallet:disconnected', ({ namespace }) => {
          if (namespace === 'eip155') runtime.unwatchAll()
        }),
      ]
      // Discovery runs in a browser only (or on the EventTarget the app passes); never on a server.
      const target = options.window ?? (typeof window === 'undefined' ? undefined : window)
      if (target) {
        const onConnector = portico.wallet.addConnector
        stops.push(watchAnnouncedProviders({ target, onConnector, log, signal }))
        if (options.injected ?? true) stops.push(watchInjectedProvider({ target, onConnector, signal }))
      }
      return () => {
        for (const stop of stops.splice(0)) stop()
        runtime.stop()
      }
    },
  })
}
