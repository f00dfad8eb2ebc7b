import type { Connector } from '@portico/kernel'
import type { DiscoveryTarget, InjectedCosmosWallet } from '../types.js'

/** The Keplr-style globals Portico looks for unless the app names its own. */
export const DEFAULT_COSMOS_WALLETS: readonly InjectedCosmosWallet[] = [
  { key: 'keplr', name: 'Keplr', keystoreEvent: 'keplr_keystorechange' },
  { key: 'leap', name: 'Leap', keystoreEvent: 'leap_keystorechange' },
]

/** Connector ids are `cosmos:<global>` so a wallet's EVM connector keeps its own id. */
export const connectorIdFor = (wallet: Pick<InjectedCosmosWallet, 'key'>) => `cosmos:${wallet.key}`

/**
 * Offers each Keplr-style global (`window.keplr`, `window.leap`, …) as an INJECTED connector once
 * the page has it. Checked at start, when the page has loaded, and on Keplr's own
 * `keplr#initialized` signal (extensions inject late). Only the presence of an object with
 * `enable` is checked here; every answer it gives is checked where it is used.
 */
export function watchInjected({
  target,
  wallets,
  onConnector,
  signal,
}: {
  target: DiscoveryTarget
  wallets: readonly InjectedCosmosWallet[]
  onConnector: (connector: Connector) => void
  signal?: AbortSignal | undefined
}): () => void {
  const offered = new Set<string>()
  const check = () => {
    for (const wallet of wallets) {
      const provider = target[wallet.key]
      if (offered.has(wallet.key) || typeof provider !== 'object' || provider === null) continue
      if (typeof (provider as { enable?: unknown }).enable !== 'function') continue
      offered.add(wallet.key)
      onConnector({
        id: connectorIdFor(wallet),
        type: 'INJECTED',
        name: wallet.name,
        chain: 'cosmos',
        provider,
        ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
      })
    }
  }
  check()
  const events = ['load', 'keplr#initialized']
  for (const event of events) target.addEventListener(event, check)
  const stop = () => {
    for (const event of events) target.removeEventListener(event, check)
  }
  signal?.addEventListener('abort', stop, { once: true })
  return stop
}
