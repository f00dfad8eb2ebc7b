/** EIP-6963 wallet metadata; `uuid` defaults to a fresh UUIDv4 per page session. */
export type TestWalletInfo = { uuid?: string; name: string; icon: string; rdns: string }

/** Anything that can stand for `window` here: the page's window or a plain EventTarget in Node. */
export type AnnounceTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

/**
 * Announces a wallet the EIP-6963 way: once now, and again on every `eip6963:requestProvider`, so a
 * dapp loaded before or after the wallet finds it. Returns a function that stops answering.
 *
 * @example
 * const stop = announceTestWallet(window, {
 *   provider,
 *   info: { name: 'Portico Test Wallet', icon: TEST_WALLET_ICON, rdns: 'dev.portico.testwallet' },
 * })
 */
export function announceTestWallet(
  target: AnnounceTarget,
  { provider, info }: { provider: unknown; info: TestWalletInfo },
): () => void {
  const detail = Object.freeze({
    info: Object.freeze({ ...info, uuid: info.uuid ?? globalThis.crypto.randomUUID() }),
    provider,
  })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
