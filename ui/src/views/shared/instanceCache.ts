import type { Portico } from '@portico/kernel'

/**
 * Per-kernel storage for the views (catalogue service, lazily built components). The WeakMap
 * itself holds nothing reachable: each kernel's values hang off that kernel as the key, are
 * collected with it, and two instances on one page never see each other's values.
 */
const valuesByInstance = new WeakMap<Portico, Map<string, unknown>>()

/** The value stored under `key` for this kernel, created by `create` on first use. */
export function instanceValue<T>(portico: Portico, key: string, create: () => T): T {
  let values = valuesByInstance.get(portico)
  if (!values) {
    values = new Map()
    valuesByInstance.set(portico, values)
  }
  if (!values.has(key)) values.set(key, create())
  return values.get(key) as T
}
