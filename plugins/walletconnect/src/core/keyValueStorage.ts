import type { PorticoStorage, StandardSchema } from '@portico/kernel'

/** The storage contract of the WalletConnect client (`IKeyValueStorage`), declared here so the entry stays free of it. */
export type KeyValueStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** The WalletConnect client validates what it reads itself; the kernel only has to parse the JSON. */
const anyJson: StandardSchema<unknown> = {
  '~standard': { version: 1, vendor: 'portico', validate: (value) => ({ value }) },
}

const PREFIX = 'walletconnect/'

/**
 * Keeps the WalletConnect client's data in the kernel's storage, under `walletconnect/`, so it
 * follows the app's storage choice ('local', 'memory' or its own backend) and its prefix, and two
 * kernels on one page stay apart.
 */
export function createKernelKeyValueStorage(storage: PorticoStorage): KeyValueStorage {
  const ownKeys = () => storage.keys().filter((key) => key.startsWith(PREFIX))
  return {
    async getKeys() {
      return ownKeys().map((key) => key.slice(PREFIX.length))
    },
    async getEntries<T>() {
      return ownKeys().map((key): [string, T] => [key.slice(PREFIX.length), storage.read(key, anyJson) as T])
    },
    async getItem<T>(key: string) {
      return storage.read(PREFIX + key, anyJson) as T | undefined
    },
    async setItem(key, value) {
      storage.write(PREFIX + key, value)
    },
    async removeItem(key) {
      storage.remove(PREFIX + key)
    },
  }
}
