import { type Connector, type Logger, loadOnce } from '@portico/kernel'
import type { DiscoveryTarget } from '../types.js'

export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet'
export const APP_READY_EVENT = 'wallet-standard:app-ready'

type Parser = typeof import('./parseWallet.js')

export type WalletStandardDiscovery = {
  /**
   * Validates the wallets registered so far and offers the Bitcoin ones as connectors. Never
   * rejects: a parser that fails to load is logged, and its wallets wait for the next flush.
   */
  flush(): Promise<void>
  stop(): void
}

/**
 * Wallet Standard discovery, per kernel (no shared registry): answers wallets that register
 * (`wallet-standard:register-wallet`) and tells wallets loaded earlier that the app is ready
 * (`wallet-standard:app-ready`). Wallets are kept as they come and validated on `flush()`, so no
 * validation code loads before the wallet list is needed, nor at all while no wallet registers
 * (after the first flush a wallet that registers is validated at once). Those with a `bitcoin:` chain and the
 * `bitcoin:connect` feature become ANNOUNCED connectors.
 */
export function watchWalletStandard({
  target,
  onConnector,
  log,
  signal,
  loadParser = () => import('./parseWallet.js'),
}: {
  target: DiscoveryTarget
  onConnector: (connector: Connector) => void
  log?: Pick<Logger, 'warn'> | undefined
  signal?: AbortSignal | undefined
  loadParser?: () => Promise<Parser>
}): WalletStandardDiscovery {
  const pending: unknown[] = []
  const parser = loadOnce(loadParser)
  /** Set by the first flush: the wallet list is wanted, so a wallet is offered once it registers. */
  let flushed = false
  // While no wallet has registered there is nothing to validate: the parser need not load.
  const flush = async () => {
    flushed = true
    try {
      if (pending.length) await parser.load()
      for (const wallet of pending.splice(0)) {
        const connector = parser.peek()?.toWalletStandardConnector(wallet, log)
        if (connector) onConnector(connector)
      }
    } catch (error) {
      log?.warn('Discovery failed', error)
    }
  }
  const register = (...wallets: unknown[]) => {
    pending.push(...wallets)
    if (flushed) void flush()
    return () => {}
  }
  const api = Object.freeze({ register })
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback !== 'function') return
    try {
      ;(callback as (app: typeof api) => void)(api)
    } catch (error) {
      log?.warn('A wallet failed to register', error)
    }
  }
  target.addEventListener(REGISTER_WALLET_EVENT, onRegister)
  const stop = () => target.removeEventListener(REGISTER_WALLET_EVENT, onRegister)
  signal?.addEventListener('abort', stop, { once: true })
  try {
    target.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: api }))
  } catch (error) {
    log?.warn('Wallet Standard app-ready failed', error)
  }
  return {
    flush,
    stop,
  }
}
