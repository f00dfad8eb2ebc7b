import type { Logger } from '../log/createLogger.js'
import { formatIssues, type InferSchemaOutput, type StandardSchema, validateSync } from '../validation.js'

/** The subset of the Web Storage API Portico uses; `localStorage` and `sessionStorage` fit as they are. */
export type StorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  key(index: number): string | null
  readonly length: number
}

export type PorticoStorage = {
  /**
   * The value stored under `key`, validated by `schema` (any Standard Schema: zod, zod/mini, …).
   * Missing ⇒ `undefined`. Corrupt JSON or data the schema rejects ⇒ the key is removed, a warning
   * is logged and `undefined` is returned; it never throws for bad data. (An asynchronous schema
   * is a programming error and throws `AsyncSchemaError`.)
   */
  read<TSchema extends StandardSchema>(key: string, schema: TSchema): InferSchemaOutput<TSchema> | undefined
  /** Stores `value` as JSON; `undefined` removes the key. Failures (quota, private mode) are logged, never thrown. */
  write(key: string, value: unknown): void
  remove(key: string): void
  /** Whether something is stored under `key` (lets callers load a schema only when there is data). */
  has(key: string): boolean
  /** The keys under this storage's prefix, without the prefix. */
  keys(): string[]
}

export type CreateStorageParameters = {
  /** Default: `localStorage` in a browser when it is usable, otherwise an in-memory backend. */
  backend?: StorageBackend | undefined
  /** Prepended to every key so several apps (or kernels) can share one backend. Default `'@portico/'`. */
  prefix?: string | undefined
  log: Logger
}

/**
 * Creates a storage wrapper whose reads are validated, so corrupt data is dropped instead of thrown.
 * The backend is resolved on first use, never at import or creation time (SSR-safe).
 *
 * @example
 * const storage = createStorage({ log })
 * storage.write('recentWallets', [{ id: 'metamask', name: 'MetaMask' }])
 * const recent = storage.read('recentWallets', z.array(recentWalletSchema)) ?? []
 */
export function createStorage({
  backend,
  prefix = '@portico/',
  log,
}: CreateStorageParameters): PorticoStorage {
  let resolved = backend
  const getBackend = () => {
    resolved ??= getDefaultStorageBackend()
    return resolved
  }
  // The default store that refuses a write (a full quota, some private modes) gives way to memory
  // for the rest of the page, with what it held. It still takes removals, so a key changed or
  // removed since is removed from it too: a reload must not bring back state the visitor left
  // (a wallet they disconnected).
  let refusing: StorageBackend | undefined
  /** Removes `key` from the store that refused a write, if one did. */
  const forgetInRefusing = (key: string) => {
    if (!refusing) return
    try {
      refusing.removeItem(key)
    } catch {
      // Nothing more to do: memory holds the state for this page.
    }
  }
  const writeToDefault = (key: string, json: string) => {
    const store = getBackend()
    try {
      store.setItem(key, json)
    } catch (error) {
      refusing = store
      resolved = copyToMemory(store, prefix)
      resolved.setItem(key, json)
      log.warn('The browser storage refused a write; Portico keeps its state in memory for this page', {
        error,
      })
    }
    forgetInRefusing(key)
  }

  function remove(key: string) {
    forgetInRefusing(prefix + key)
    try {
      getBackend().removeItem(prefix + key)
    } catch (error) {
      log.warn(`Could not remove storage key "${prefix + key}"`, { error })
    }
  }

  return {
    read(key, schema) {
      let raw: string | null
      try {
        raw = getBackend().getItem(prefix + key)
      } catch (error) {
        log.warn(`Could not read storage key "${prefix + key}"`, { error })
        return undefined
      }
      if (raw === null) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(raw)
      } catch {
        log.warn(`Dropped storage key "${prefix + key}": not valid JSON`)
        remove(key)
        return undefined
      }
      const result = validateSync(schema, parsed)
      if (!result.success) {
        log.warn(`Dropped storage key "${prefix + key}": ${formatIssues(result.issues)}`)
        remove(key)
        return undefined
      }
      return result.value
    },

    write(key, value) {
      if (value === undefined) return remove(key)
      let json: string
      try {
        json = JSON.stringify(value)
      } catch (error) {
        log.warn(`Could not serialize storage key "${prefix + key}"`, { error })
        return
      }
      if (!backend) return writeToDefault(prefix + key, json)
      try {
        backend.setItem(prefix + key, json)
      } catch (error) {
        log.warn(`Could not write storage key "${prefix + key}"`, { error })
      }
    },

    remove,

    has(key) {
      try {
        return getBackend().getItem(prefix + key) !== null
      } catch {
        return false
      }
    },

    keys() {
      const keys: string[] = []
      try {
        const store = getBackend()
        for (let index = 0; index < store.length; index++) {
          const key = store.key(index)
          if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length))
        }
      } catch (error) {
        log.warn('Could not list storage keys', { error })
      }
      return keys
    },
  }
}

/**
 * An in-memory `StorageBackend`, for servers and tests. Each call makes an independent store.
 *
 * @example
 * const storage = createStorage({ backend: createMemoryStorageBackend(), log })
 */
export function createMemoryStorageBackend(initial: Record<string, string> = {}): StorageBackend {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
}

/**
 * `globalThis.localStorage` when it can be reached and read (reaching it throws in sandboxed frames
 * and when the visitor blocks site data), otherwise a fresh in-memory backend. Nothing is written
 * to find out: a write on every page load would wake every other open tab of the app with a
 * `storage` event. A store that then refuses a write is replaced by `createStorage` (see there).
 */
export function getDefaultStorageBackend(): StorageBackend {
  try {
    const local = (globalThis as { localStorage?: StorageBackend }).localStorage
    if (local && typeof local.getItem === 'function') {
      local.getItem(PROBE_KEY)
      return local
    }
  } catch {
    // Not usable: fall through to memory.
  }
  return createMemoryStorageBackend()
}

/** A key nobody stores: reading it shows whether the store can be read at all. */
const PROBE_KEY = '@portico/__probe__'

/** A memory backend holding `source`'s keys under `prefix`, for a store that stopped taking writes. */
function copyToMemory(source: StorageBackend, prefix: string): StorageBackend {
  const copy: Record<string, string> = {}
  try {
    for (let index = 0; index < source.length; index++) {
      const key = source.key(index)
      const value = key?.startsWith(prefix) ? source.getItem(key) : null
      if (key && value !== null) copy[key] = value
    }
  } catch {
    // What could not be read is not carried over.
  }
  return createMemoryStorageBackend(copy)
}
