import type { PorticoStorage, StandardSchema } from '@portico/kernel'

const KEY = 'walletconnect.session'

const markerSchema: StandardSchema<{ topic: string }> = {
  '~standard': {
    version: 1,
    vendor: 'portico',
    validate: (value) =>
      value && typeof value === 'object' && typeof (value as { topic?: unknown }).topic === 'string'
        ? { value: value as { topic: string } }
        : { issues: [{ message: 'Expected { topic: string }' }] },
  },
}

/**
 * A small note in the kernel's storage that a session may exist, so a page load only fetches the
 * WalletConnect client (hundreds of kilobytes) when there is something to restore.
 */
export function createSessionMarker(storage: PorticoStorage) {
  return {
    exists: () => storage.read(KEY, markerSchema) !== undefined,
    write: (topic: string) => storage.write(KEY, { topic }),
    clear: () => storage.remove(KEY),
  }
}

export type SessionMarker = ReturnType<typeof createSessionMarker>
