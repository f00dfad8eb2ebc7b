// The playground's Solana test wallet: a Wallet Standard wallet signing with the dev keys of the
// local validator (testkit/src/services/solana), registered the standard's way.
import type { Wallet, WalletEventsWindow } from '@wallet-standard/base'
import { SolanaTestWallet, type SolanaTestWalletOptions } from './SolanaTestWallet.js'

export {
  SOLANA_TEST_WALLET_ICON,
  SOLANA_TEST_WALLET_NAME,
  type SolanaApprovalRequest,
  SolanaTestWallet,
  type SolanaTestWalletOptions,
} from './SolanaTestWallet.js'

type RegisterApi = { register(wallet: Wallet): () => void }

/**
 * Registers a wallet on the page's Wallet Standard registry as an extension does: announces it
 * now (`wallet-standard:register-wallet`) and again to an app that becomes ready later
 * (`wallet-standard:app-ready`). Unlike `registerWallet` of @wallet-standard/wallet it answers a
 * function that unregisters it, so tests can make a wallet leave.
 */
export function registerTestWallet(target: EventTarget, wallet: Wallet): () => void {
  const unregisters: Array<() => void> = []
  const callback = ({ register }: RegisterApi) => {
    unregisters.push(register(wallet))
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent<RegisterApi>).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}

/** Creates the Solana test wallet and registers it on `target` (default: the page's window). */
export function installSolanaTestWallet(
  options: SolanaTestWalletOptions,
  target: EventTarget = window as unknown as WalletEventsWindow & EventTarget,
) {
  const wallet = new SolanaTestWallet(options)
  const unregister = registerTestWallet(target, wallet)
  return { wallet, unregister }
}
