// tsyringe refuses to load without the Reflect metadata API. This is the kernel's one side effect,
// listed in package.json "sideEffects"; every module that imports tsyringe imports this first.
//
// The part of the API that tsyringe and TypeScript's decorator output call (defineMetadata,
// getOwnMetadata, getMetadata, hasMetadata, hasOwnMetadata and the `metadata` decorator), about
// 0.3 KiB gzip. It replaces a package whose engines field asks for Node >= 22 (the project supports
// Node 20.19) and is installed only where no other polyfill (reflect-metadata, core-js) already is:
// an app that loads one of those keeps it, and its metadata with it.

type Key = string | symbol | undefined
type MetadataApi = {
  defineMetadata(key: unknown, value: unknown, target: object, property?: string | symbol): void
  getOwnMetadata(key: unknown, target: object, property?: string | symbol): unknown
  getMetadata(key: unknown, target: object, property?: string | symbol): unknown
  hasOwnMetadata(key: unknown, target: object, property?: string | symbol): boolean
  hasMetadata(key: unknown, target: object, property?: string | symbol): boolean
  metadata(key: unknown, value: unknown): (target: object, property?: string | symbol) => void
}

/** The metadata API over one WeakMap (target → property → key → value). */
export function createMetadataApi(): MetadataApi {
  const store = new WeakMap<object, Map<Key, Map<unknown, unknown>>>()
  const own = (target: object, property: Key, create: boolean): Map<unknown, unknown> | undefined => {
    let properties = store.get(target)
    if (!properties) {
      if (!create) return undefined
      properties = new Map()
      store.set(target, properties)
    }
    let entries = properties.get(property)
    if (!entries && create) {
      entries = new Map()
      properties.set(property, entries)
    }
    return entries
  }
  // Walks the prototype chain, as the proposal's getMetadata does (a subclass sees its base's).
  const find = (key: unknown, target: object, property: Key): Map<unknown, unknown> | undefined => {
    for (let at: object | null = target; at; at = Object.getPrototypeOf(at)) {
      const entries = own(at, property, false)
      if (entries?.has(key)) return entries
    }
    return undefined
  }
  const api: MetadataApi = {
    defineMetadata: (key, value, target, property) => void own(target, property, true)?.set(key, value),
    getOwnMetadata: (key, target, property) => own(target, property, false)?.get(key),
    getMetadata: (key, target, property) => find(key, target, property)?.get(key),
    hasOwnMetadata: (key, target, property) => own(target, property, false)?.has(key) ?? false,
    hasMetadata: (key, target, property) => find(key, target, property) !== undefined,
    metadata: (key, value) => (target, property) => api.defineMetadata(key, value, target, property),
  }
  return api
}

const reflect = Reflect as typeof Reflect & Partial<MetadataApi>
if (typeof reflect.getMetadata !== 'function') Object.assign(reflect, createMetadataApi())
