import { definePlugin, isSolanaAddress, lazyChainAdapter, type Teardown } from '@portico/kernel'
import { isPreflightCommitment } from './commitment.js'
import { InvalidPreflightCommitmentError } from './errors.js'
import { SOLANA_RPC_METHODS } from './rpc/methods.js'
import { createRuntime, solanaRuntimeToken } from './runtime.js'
import type { SolanaOptions } from './types.js'
import { VERSION } from './version.js'

/**
 * The Solana chain plugin: serves the app's `solana` networks, discovers Wallet Standard wallets
 * (each its own connector, added and removed live), connects, reconnects after a reload without a
 * prompt (`silent` connect), follows the wallet's `standard:events`, signs messages (verified with
 * the account's public key), sends SOL and SPL transfers (associated token accounts created when
 * missing, confirmation polled with a bounded wait), reads SOL and SPL balances from RPC, and
 * answers `solana_signMessage`, `solana_signTransaction` and `solana_signAndSendTransaction`.
 *
 * Only this registration loads with the page: discovery, the capabilities and @solana/web3.js load
 * on first use.
 *
 * @example
 * import { createPortico } from '@portico/kernel'
 * import { solana } from '@portico/chain-solana'
 * import { solana as solanaMainnet } from '@portico/chain-solana/networks'
 *
 * const portico = createPortico({ plugins: [solana()], networks: [solanaMainnet] })
 */
export function solana(options: SolanaOptions = {}) {
  if (options.preflightCommitment !== undefined && !isPreflightCommitment(options.preflightCommitment))
    throw new InvalidPreflightCommitmentError(options.preflightCommitment)
  return definePlugin({
    id: 'solana',
    version: VERSION,
    kernel: '^1',
    // A chain plugin: feature plugins that follow chains (`after: ['chain']`, WalletConnect) set up after it.
    kind: 'chain',
    register(ctx) {
      const runtime = createRuntime({ options, log: ctx.log })
      ctx.services.provideValue(solanaRuntimeToken, runtime, { visibility: 'private' })
      // Each capability loads the capability chunk, then runs.
      ctx.chains.register(
        lazyChainAdapter(
          'solana',
          async () => (await runtime.load()).createSolanaAdapter(runtime),
          [
            'connect',
            'reconnect',
            'disconnect',
            'switchNetwork',
            'signMessage',
            'getNativeBalance',
            'getTokenHoldings',
            'sendTransfer',
            'estimateTransferFee',
          ],
          { isAddress: isSolanaAddress },
        ),
      )
      for (const method of SOLANA_RPC_METHODS) {
        ctx.rpc.handle('solana', method, async (request) =>
          (await runtime.load()).handleRpc(runtime, method, request),
        )
      }
      ctx.extensions.contribute('modal.prepare', { id: 'solana.discovery', run: () => runtime.discover() })
      // The capabilities are needed only once a Solana wallet is chosen: they load on the visitor's
      // intent for one (pointer, touch or focus on its row) or its click, not with the list.
      ctx.extensions.contribute('wallet.prepare', {
        id: 'solana.capabilities',
        namespace: 'solana',
        run: () => runtime.load(),
      })
    },
    setup({ portico, log, resolve }): Teardown {
      const runtime = resolve(solanaRuntimeToken)
      runtime.portico = portico
      const watch = (connectorId: string) => {
        void runtime.load().then((module) => module.watchConnector(runtime, connectorId))
      }
      const discover = () => void runtime.discover().catch((error) => log.warn('Discovery failed', error))
      const stops = [
        portico.events.on('wallet:connected', ({ namespace, connectorId }) => {
          if (namespace === 'solana') watch(connectorId)
        }),
        portico.events.on('wallet:disconnected', ({ namespace }) => {
          if (namespace === 'solana') runtime.unwatchAll()
        }),
        portico.events.on('wallet:connector-wanted', ({ namespace }) => {
          if (namespace === undefined || namespace === 'solana') discover()
        }),
      ]
      // No discovery at start: wallets that registered before the app are queued by the standard
      // and announce themselves when discovery starts, on the first intent to open the modal or
      // when a stored connection wants its wallet. So its validation code loads only then.
      return () => {
        for (const stop of stops.splice(0)) stop()
        runtime.stop()
      }
    },
  })
}
