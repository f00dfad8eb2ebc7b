import { detectPlatform, type Platform } from '../platform.js'
import { createMemoryStorageBackend, type StorageBackend } from '../storage/createStorage.js'
import type { PorticoOptions } from './types.js'

/** Detects the platform only for the fields the app did not give (nothing is read on a server that gives all). */
export function resolvePlatform(given: Partial<Platform> = {}): Platform {
  const complete = given.mobile !== undefined && given.telegram !== undefined && given.os !== undefined
  return complete ? (given as Platform) : { ...detectPlatform(), ...given }
}

export function resolveStorageBackend(storage: PorticoOptions['storage']): StorageBackend | undefined {
  if (storage === 'memory') return createMemoryStorageBackend()
  if (storage === 'local' || storage === undefined) return undefined
  return storage
}
