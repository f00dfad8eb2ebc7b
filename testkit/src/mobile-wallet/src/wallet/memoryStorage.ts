import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/** A WalletConnect storage kept in memory, with the JSON round trip a real storage does. */
export function createMemoryStorage(): IKeyValueStorage {
  const entries = new Map<string, string>()
  const parse = (value: string) => JSON.parse(value) as unknown
  return {
    async getKeys() {
      return [...entries.keys()]
    },
    async getEntries<T>() {
      return [...entries].map(([key, value]): [string, T] => [key, parse(value) as T])
    },
    async getItem<T>(key: string) {
      const value = entries.get(key)
      return value === undefined ? undefined : (parse(value) as T)
    },
    async setItem(key: string, value: unknown) {
      entries.set(key, JSON.stringify(value))
    },
    async removeItem(key: string) {
      entries.delete(key)
    },
  }
}
