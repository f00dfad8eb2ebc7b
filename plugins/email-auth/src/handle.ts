import { loadOnce } from '@portico/kernel'
import type { EmailAuthRuntime } from './core/runtime.js'

type Listener = (value: unknown) => void

/**
 * What loads with the page: the connector's EIP-1193 face and a loader of the runtime. Requests
 * load the runtime (and with it the frame) on first use.
 */
export function createEmailAuthHandle(
  load: (emit: (event: string, value: unknown) => void) => Promise<EmailAuthRuntime>,
  /** The secure site (known before the runtime loads: a social login opens its popup there in the click). */
  secureSiteUrl = 'https://secure.walletconnect.org',
  /** False when the secure site may not be used (the hosted one without a project id). */
  available = true,
) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  const runtime = loadOnce<EmailAuthRuntime>(() => load(emit))
  const handle = {
    secureSiteUrl,
    available,
    load: runtime.load,
    peek: runtime.peek,
    provider: {
      request: async (args: { method: string; params?: unknown }) => (await handle.load()).request(args),
      on(event: string, listener: Listener) {
        const set = listeners.get(event) ?? new Set()
        set.add(listener)
        listeners.set(event, set)
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener)
      },
    },
  }
  return handle
}

export type EmailAuthHandle = ReturnType<typeof createEmailAuthHandle>
