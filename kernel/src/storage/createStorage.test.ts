import { afterEach, describe, expect, it, vi } from 'vitest'
import * as zFull from 'zod'
import * as z from 'zod/mini'
import { createLogger, type LogEntry } from '../log/createLogger.js'
import {
  createMemoryStorageBackend,
  createStorage,
  getDefaultStorageBackend,
  type StorageBackend,
} from './createStorage.js'

function setup(initial: Record<string, string> = {}) {
  const warnings: LogEntry[] = []
  const log = createLogger({ sink: (entry) => entry.level === 'warn' && warnings.push(entry) })
  const backend = createMemoryStorageBackend(initial)
  const storage = createStorage({ backend, log })
  return { storage, backend, warnings }
}

const walletSchema = z.array(z.object({ id: z.string(), name: z.string() }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createStorage', () => {
  it('round-trips JSON values under the prefix', () => {
    const { storage, backend } = setup()
    storage.write('recent', [{ id: 'a', name: 'A' }])
    expect(backend.getItem('@portico/recent')).toBe('[{"id":"a","name":"A"}]')
    expect(storage.read('recent', walletSchema)).toEqual([{ id: 'a', name: 'A' }])
  })

  it('accepts any Standard Schema (zod/mini and full zod) and returns its output', () => {
    const { storage } = setup({ '@portico/n': '"42"' })
    expect(storage.read('n', z.string())).toBe('42')
    expect(storage.read('n', zFull.string().transform(Number))).toBe(42)
  })

  it('returns undefined for a missing key without warning', () => {
    const { storage, warnings } = setup()
    expect(storage.read('missing', z.string())).toBeUndefined()
    expect(warnings).toEqual([])
  })

  it('drops corrupt JSON: removes the key, warns, never throws', () => {
    const { storage, backend, warnings } = setup({ '@portico/recent': '{not json' })
    expect(storage.read('recent', walletSchema)).toBeUndefined()
    expect(backend.getItem('@portico/recent')).toBeNull()
    expect(warnings[0]?.message).toBe('Dropped storage key "@portico/recent": not valid JSON')
  })

  it('drops data the schema rejects and names the issue', () => {
    const { storage, backend, warnings } = setup({ '@portico/recent': '[{"id":1,"name":"A"}]' })
    expect(storage.read('recent', walletSchema)).toBeUndefined()
    expect(backend.length).toBe(0)
    expect(warnings[0]?.message).toMatch(/^Dropped storage key "@portico\/recent": 0\.id: .*expected string/)
  })

  it('removes a key when writing undefined, and on remove()', () => {
    const { storage, backend } = setup({ '@portico/a': '1', '@portico/b': '2' })
    storage.write('a', undefined)
    storage.remove('b')
    expect(backend.length).toBe(0)
  })

  it('lists only its own keys, without the prefix', () => {
    const { backend, storage } = setup({ '@portico/a': '1', 'other-app': 'x' })
    const second = createStorage({ backend, prefix: 'instance-2/', log: createLogger({ sink: false }) })
    second.write('b', 2)
    expect(storage.keys()).toEqual(['a'])
    expect(second.keys()).toEqual(['b'])
  })

  it('logs write failures (quota, private mode) instead of throwing', () => {
    const backend: StorageBackend = {
      ...createMemoryStorageBackend(),
      length: 0,
      setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    }
    const warnings: string[] = []
    const storage = createStorage({
      backend,
      log: createLogger({ sink: (entry) => warnings.push(entry.message) }),
    })
    expect(() => storage.write('big', 'x')).not.toThrow()
    expect(warnings).toEqual(['Could not write storage key "@portico/big"'])
  })

  it('logs unserializable values instead of throwing', () => {
    const { storage, warnings } = setup()
    expect(() => storage.write('n', 1n)).not.toThrow()
    expect(warnings[0]?.message).toBe('Could not serialize storage key "@portico/n"')
  })

  it('survives a backend whose reads throw', () => {
    const backend = {
      ...createMemoryStorageBackend(),
      length: 0,
      getItem(): string | null {
        throw new Error('SecurityError')
      },
    }
    const storage = createStorage({ backend, log: createLogger({ sink: false }) })
    expect(storage.read('k', z.string())).toBeUndefined()
  })

  it('uses memory on a server and does not touch globals before first use', () => {
    const getter = vi.fn(() => undefined)
    Object.defineProperty(globalThis, 'localStorage', { get: getter, configurable: true })
    try {
      const storage = createStorage({ log: createLogger({ sink: false }) })
      expect(getter).not.toHaveBeenCalled()
      storage.write('k', 'v')
      expect(storage.read('k', z.string())).toBe('v')
      expect(getter).toHaveBeenCalled()
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })

  it('uses localStorage in a browser when it is usable, writing nothing until asked to', () => {
    const local = createMemoryStorageBackend()
    const setItem = vi.spyOn(local, 'setItem')
    const removeItem = vi.spyOn(local, 'removeItem')
    vi.stubGlobal('localStorage', local)
    expect(getDefaultStorageBackend()).toBe(local)
    const storage = createStorage({ log: createLogger({ sink: false }) })
    expect(storage.has('k')).toBe(false)
    expect(storage.read('k', z.boolean())).toBeUndefined()
    // Reading, on every page load, must not write: another tab would get a `storage` event.
    expect(setItem).not.toHaveBeenCalled()
    expect(removeItem).not.toHaveBeenCalled()
    storage.write('k', true)
    expect(local.getItem('@portico/k')).toBe('true')
  })

  it('uses memory when localStorage cannot be reached or read', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      get() {
        throw new Error('SecurityError')
      },
      configurable: true,
    })
    try {
      const backend = getDefaultStorageBackend()
      backend.setItem('a', 'b')
      expect(backend.getItem('a')).toBe('b')
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
    vi.stubGlobal('localStorage', {
      ...createMemoryStorageBackend(),
      getItem() {
        throw new Error('denied')
      },
    })
    const backend = getDefaultStorageBackend()
    backend.setItem('a', 'b')
    expect(backend.getItem('a')).toBe('b')
  })

  it('moves to memory, keeping what was stored, when localStorage refuses a write', () => {
    const local = createMemoryStorageBackend({ '@portico/kept': '"old"', 'other-app': 'x' })
    local.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    vi.stubGlobal('localStorage', local)
    const warnings: LogEntry[] = []
    const log = createLogger({ sink: (entry) => entry.level === 'warn' && warnings.push(entry) })
    const storage = createStorage({ log })
    expect(storage.read('kept', z.string())).toBe('old')

    storage.write('k', 'v')
    storage.write('k2', 'v2')
    expect(storage.read('k', z.string())).toBe('v')
    expect(storage.read('k2', z.string())).toBe('v2')
    expect(storage.read('kept', z.string())).toBe('old')
    expect(storage.keys().sort()).toEqual(['k', 'k2', 'kept'])
    expect(warnings.map((entry) => entry.message)).toEqual([
      'The browser storage refused a write; Portico keeps its state in memory for this page',
    ])
  })

  it('removes from a store that refused a write what changed since, so a reload brings back nothing stale', () => {
    const local = createMemoryStorageBackend({
      '@portico/connections': '["metamask"]',
      '@portico/network': '"eip155:1"',
      'other-app': 'x',
    })
    const setItem = local.setItem
    local.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    vi.stubGlobal('localStorage', local)
    const storage = createStorage({ log: createLogger({ sink: false }) })

    storage.write('network', 'eip155:8453')
    storage.remove('connections')
    expect(storage.read('network', z.string())).toBe('eip155:8453')
    expect(storage.read('connections', z.array(z.string()))).toBeUndefined()
    // What the next page load will find: neither the old network nor the disconnected wallet.
    local.setItem = setItem
    expect(local.getItem('@portico/network')).toBeNull()
    expect(local.getItem('@portico/connections')).toBeNull()
    expect(local.getItem('other-app')).toBe('x')
  })

  it('keeps memory backends independent', () => {
    const a = createMemoryStorageBackend()
    const b = createMemoryStorageBackend()
    a.setItem('k', 'v')
    expect(b.getItem('k')).toBeNull()
  })
})
