import { LOG_BUFFER_BYTES } from '../firstPaintConstants.js'
import type { LogEntry } from './createLogger.js'

/** A logger's ring buffer: JSON-safe copies of its entries, bounded in bytes. */
export type LogBuffer = {
  add(entry: LogEntry): void
  entries(): LogEntry[]
  dump(): string
  clear(): void
}

/**
 * The ring buffer behind `createLogger`, loaded with a logger's first entry. Each entry is stored
 * as its JSON serialization; when the total would pass `maxBytes`, the oldest entries are evicted
 * by their serialized size. An entry larger than the whole buffer is not kept. Never throws.
 *
 * @example
 * const buffer = createLogBuffer(1024)
 * buffer.add({ time: Date.now(), level: 'warn', scope: undefined, message: 'x', data: 1n })
 * buffer.entries()[0]?.data // '1n'
 */
export function createLogBuffer(maxBytes = LOG_BUFFER_BYTES): LogBuffer {
  // A queue of serialized lines with a moving head, compacted now and then.
  let lines: { json: string; bytes: number }[] = []
  let head = 0
  let totalBytes = 0
  return {
    add(entry) {
      try {
        const json = serializeEntry(entry)
        const bytes = utf8Length(json)
        if (bytes > maxBytes) return
        lines.push({ json, bytes })
        totalBytes += bytes
        while (totalBytes > maxBytes && head < lines.length) {
          totalBytes -= lines[head]!.bytes
          head++
        }
        if (head > 1024 && head * 2 > lines.length) {
          lines = lines.slice(head)
          head = 0
        }
      } catch {
        // Serialization cannot fail (see toJsonSafe), but a logger must never throw.
      }
    },
    entries: () => lines.slice(head).map((line) => JSON.parse(line.json) as LogEntry),
    dump: () =>
      lines
        .slice(head)
        .map((line) => line.json)
        .join('\n'),
    clear() {
      lines = []
      head = 0
      totalBytes = 0
    },
  }
}

function serializeEntry(entry: LogEntry): string {
  const safe: Record<string, unknown> = { time: entry.time, level: entry.level }
  if (entry.scope !== undefined) safe.scope = entry.scope
  safe.message = entry.message
  if (entry.data !== undefined) safe.data = toJsonSafe(entry.data, 0, [])
  return JSON.stringify(safe)
}

const MAX_DEPTH = 8

/** A JSON-safe copy: bigints and symbols as strings, errors as plain objects, cycles marked. */
function toJsonSafe(value: unknown, depth: number, ancestors: object[]): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value
    case 'number':
      return Number.isFinite(value) ? value : String(value)
    case 'bigint':
      return `${value}n`
    case 'undefined':
      return null
    case 'symbol':
      return value.toString()
    case 'function':
      return `[Function ${value.name || 'anonymous'}]`
  }
  if (value === null) return null
  const object = value as object
  if (ancestors.includes(object)) return '[Circular]'
  if (depth >= MAX_DEPTH) return '[Truncated]'
  const nextAncestors = [...ancestors, object]
  try {
    if (object instanceof Error) {
      const error: Record<string, unknown> = { name: object.name, message: object.message }
      if (object.stack) error.stack = object.stack
      if (object.cause !== undefined) error.cause = toJsonSafe(object.cause, depth + 1, nextAncestors)
      return error
    }
    if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString()
    if (Array.isArray(object)) return object.map((item) => toJsonSafe(item, depth + 1, nextAncestors))
    if (object instanceof Map) return toJsonSafe(Object.fromEntries(object), depth + 1, nextAncestors)
    if (object instanceof Set) return toJsonSafe([...object], depth + 1, nextAncestors)
    const copy: Record<string, unknown> = {}
    for (const key of Object.keys(object)) {
      copy[key] = toJsonSafe((object as Record<string, unknown>)[key], depth + 1, nextAncestors)
    }
    return copy
  } catch {
    return '[Unserializable]'
  }
}

/** UTF-8 byte length of a string. */
const utf8Length = (text: string): number => new TextEncoder().encode(text).length
