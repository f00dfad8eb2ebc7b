// The playground's Keplr-style Cosmos test wallet, injected the way Keplr injects itself.
import { KeplrTestWallet, type KeplrTestWalletOptions } from './KeplrTestWallet.js'

export {
  KEPLR_TEST_WALLET_NAME,
  type KeplrApprovalRequest,
  type KeplrTestChain,
  KeplrTestWallet,
  type KeplrTestWalletOptions,
} from './KeplrTestWallet.js'

/**
 * Creates the wallet and puts it on `target` as `key` (default `window.keplr`; `leap` for a Leap
 * stand-in, whose key changes then fire `leap_keystorechange`), then tells the page
 * (`keplr#initialized`), as Keplr does once its script has run. Answers a function that removes it.
 */
export function installKeplrTestWallet(
  options: Omit<KeplrTestWalletOptions, 'events'>,
  target: EventTarget & Record<string, unknown> = window as unknown as EventTarget & Record<string, unknown>,
  key = 'keplr',
) {
  const wallet = new KeplrTestWallet({ keystoreEvent: `${key}_keystorechange`, ...options, events: target })
  target[key] = wallet
  target.dispatchEvent(new Event('keplr#initialized'))
  return {
    wallet,
    uninstall: () => {
      if (target[key] === wallet) delete target[key]
    },
  }
}
