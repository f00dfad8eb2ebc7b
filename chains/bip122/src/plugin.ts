import { definePlugin, lazyChainAdapter, type Teardown } from '@portico/kernel'
import { watchInjected } from './discovery/watchInjected.js'
import { watchWalletStandard } from './discovery/watchWalletStandard.js'
import { BIP122_RPC_METHODS } from './rpc/methods.js'
import { type Bip122Runtime, bip122RuntimeToken, createRuntime } from './runtime.js'
import type { Bip122Network, Bip122Options } from './types.js'
import { VERSION } from './version.js'

/**
 * The Bitcoin chain plugin: serves the app's `bip122` networks, discovers Bitcoin wallets (Wallet
 * Standard wallets with a `bitcoin:` chain, each its own connector; the legacy injected
 * `window.unisat` provider), connects their payment and ordinal accounts, reconnects after a
 * reload without a prompt, signs messages (BIP-322 simple, BIP-137; verified before they are
 * returned), reads balances from the network's node and sends bitcoin (PSBT from the account's
 * coins, signed by the wallet, broadcast, confirmation polled).
 *
 * Only discovery loads with the page; the capabilities and bitcoinjs-lib load on first use.
 *
 * @example
 * import { createPortico } from '@portico/kernel'
 * import { bip122 } from '@portico/chain-bip122'
 * import { bitcoin } from '@portico/chain-bip122/networks'
 *
 * const portico = createPortico({ plugins: [bip122()], networks: [bitcoin] })
 */
export function bip122(options: Bip122Options = {}) {
  return definePlugin({
    id: 'bip122',
    kind: 'chain',
    version: VERSION,
    kernel: '^1',
    register(ctx) {
      const runtime = createRuntime({ options, kernelOptions: ctx.options, log: ctx.log })
      ctx.services.provideValue(bip122RuntimeToken, runtime, { visibility: 'private' })
      // Each capability loads the capability chunk, then runs. Addresses are checked by format until
      // bitcoinjs-lib has loaded, then fully (checksums, version bytes).
      ctx.chains.register(
        lazyChainAdapter(
          'bip122',
          async () => (await runtime.load()).createBip122Adapter(runtime),
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
            // Whole satoshis: a Bitcoin balance shows all 8 decimals, not the default 3.
            displayDecimals: 8,
          },
        ),
      )
      for (const method of BIP122_RPC_METHODS) {
        ctx.rpc.handle('bip122', method, async (request) =>
          (await runtime.load()).handleRpc(runtime, method, request),
        )
      }
      ctx.extensions.contribute('modal.prepare', {
        id: 'bip122.discovery',
        run: () => runtime.discovery?.flush(),
      })
      // The Bitcoin libraries (about 60 KiB gzip) load on the visitor's intent for a Bitcoin
      // wallet's row (pointer, touch, focus) or its click; otherwise when one connects.
      ctx.extensions.contribute('wallet.prepare', {
        id: 'bip122.capabilities',
        namespace: 'bip122',
        run: () => runtime.load(),
      })
    },
    setup({ portico, log, signal, resolve }): Teardown {
      const runtime = resolve(bip122RuntimeToken)
      runtime.portico = portico
      const watch = (connectorId: string) => {
        void runtime.load().then((module) => module.watchConnector(runtime, connectorId))
      }
      const stops: Array<() => void> = [
        portico.events.on('wallet:connected', ({ namespace, connectorId }) => {
          if (namespace === 'bip122') watch(connectorId)
        }),
        portico.events.on('wallet:disconnected', ({ namespace }) => {
          if (namespace === 'bip122') runtime.unwatchAll()
        }),
        portico.events.on('wallet:connector-wanted', ({ namespace }) => {
          if (namespace === undefined || namespace === 'bip122') void runtime.discovery?.flush()
        }),
      ]
      // Discovery runs in a browser only (or on the EventTarget the app passes); never on a server.
      const target = options.window ?? (typeof window === 'undefined' ? undefined : window)
      if (target) {
        const onConnector = portico.wallet.addConnector
        runtime.discovery = watchWalletStandard({ target, onConnector, log, signal })
        stops.push(runtime.discovery.stop)
        if (options.injected ?? true) stops.push(watchInjected({ target, onConnector, signal }))
      }
      return () => {
        for (const stop of stops.splice(0)) stop()
        runtime.stop()
      }
    },
  })
}

const BECH32_CHARS = /^[02-9ac-hj-np-z]{8,87}$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{25,35}$/

/**
 * Before bitcoinjs-lib has loaded, a format check with the app's networks' prefixes (as data); the
 * full check (checksums, version bytes) replaces it once the capabilities are in.
 */
function looksLikeAddress(runtime: Bip122Runtime, address: string): boolean {
  const networks = (runtime.kernelOptions.networks ?? []).filter(
    (n): n is Bip122Network => n.chainNamespace === 'bip122' && 'bitcoin' in n,
  )
  const lower = address.toLowerCase()
  if (networks.some((n) => lower.startsWith(`${n.bitcoin.params.bech32}1`)))
    return (
      (address === lower || address === address.toUpperCase()) &&
      BECH32_CHARS.test(lower.slice(lower.lastIndexOf('1') + 1))
    )
  return BASE58.test(address)
}
