import type { Connector } from '@portico/kernel'

/** Display names of the extensions known by their injectedWeb3 key; others show their key in words. */
const KNOWN_NAMES: Record<string, string> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless Wallet',
  polkagate: 'PolkaGate',
}

export const CONNECTOR_PREFIX = 'injectedWeb3:'

type Target = { injectedWeb3?: unknown } & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

/**
 * Offers each extension in `window.injectedWeb3` as its own INJECTED connector (id
 * `injectedWeb3:<key>`, the entry itself as provider). Extensions inject at document start or
 * shortly after, so the object is read now, when the page has loaded, and on `check()` (the modal
 * asks for connectors). Returns `check` and `stop`.
 */
export function watchInjected({
  target,
  onConnector,
  signal,
}: {
  target: Target
  onConnector: (connector: Connector) => void
  signal: AbortSignal
}) {
  const offered = new Set<string>()
  const check = () => {
    const injected = target.injectedWeb3
    if (typeof injected !== 'object' || injected === null || signal.aborted) return
    for (const [key, entry] of Object.entries(injected)) {
      // Only the shape that can be enabled; the capability chunk checks the rest with zod.
      if (offered.has(key) || typeof (entry as { enable?: unknown } | null)?.enable !== 'function') continue
      offered.add(key)
      onConnector({
        id: `${CONNECTOR_PREFIX}${key}`,
        type: 'INJECTED',
        name: KNOWN_NAMES[key] ?? key.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
        chain: 'polkadot',
        provider: entry,
      })
    }
  }
  const stop = () => target.removeEventListener('load', check)
  check()
  target.addEventListener('load', check, { once: true })
  signal.addEventListener('abort', stop, { once: true })
  return { check, stop }
}
