import { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES } from '../firstPaintConstants.js'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

/** One recorded log line. `data` in `entries()` is a JSON-safe copy of what was logged. */
export type LogEntry = {
  /** Milliseconds since the epoch. */
  time: number
  level: Exclude<LogLevel, 'silent'>
  /** Dotted scope of the child logger (`http.retry`); undefined at the root. */
  scope: string | undefined
  message: string
  data?: unknown
}

/** Receives every entry that passes the level, with the original `data` (not the buffered copy). */
export type LogSink = (entry: LogEntry) => void

export type Logger = {
  debug(message: string, data?: unknown): void
  info(message: string, data?: unknown): void
  warn(message: string, data?: unknown): void
  error(message: string, data?: unknown): void
  /** A logger whose entries carry `scope` (nested: `parent.child`); it shares level, buffer and sink. */
  child(scope: string): Logger
  /** The buffered entries, oldest first. */
  entries(): LogEntry[]
  /** The buffer as newline-delimited JSON, oldest first (for bug reports). */
  dump(): string
  /** Empties the buffer. */
  clear(): void
  /** Changes the level of this logger, its parent and every child. */
  setLevel(level: LogLevel): void
  getLevel(): LogLevel
  /** Whether `level` would be recorded; use it to skip building costly data. */
  isEnabled(level: Exclude<LogLevel, 'silent'>): boolean
}

export type CreateLoggerParameters = {
  /**
   * Lowest level recorded (both sink and buffer). Default `'info'`: the spec gives two readings
   * ("info" in one place, "error" in another) and Portico picks `info`, so the warnings about
   * dropped storage values and rejected remote config reach developers without configuration.
   */
  level?: LogLevel | undefined
  /** Bound of the ring buffer, in bytes of serialized (UTF-8 JSON) entries. Default 1,024,000. */
  maxBytes?: number | undefined
  /** Where entries go besides the buffer. Default: the console. Pass `false` for none. */
  sink?: LogSink | false | undefined
  /** Clock, for tests. */
  now?: (() => number) | undefined
}

const LEVEL_RANK = Object.freeze({ debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const)

/**
 * Creates a leveled logger with a bounded in-memory ring buffer.
 *
 * Entries below the level are dropped entirely (neither sink nor buffer). Each buffered entry is
 * stored as its JSON serialization; when the total would pass `maxBytes`, the oldest entries are
 * evicted by their serialized size. An entry larger than the whole buffer is not buffered (the sink
 * still gets it). The logger never throws: a failing sink or unserializable data is absorbed.
 *
 * @example
 * const log = createLogger({ level: 'debug' })
 * const http = log.child('http')
 * http.warn('Remote config rejected', { issues })
 * log.entries() // [{ time, level: 'warn', scope: 'http', message: 'Remote config rejected', data: {...} }]
 */
export function createLogger(parameters: CreateLoggerParameters = {}): Logger {
  const maxBytes = parameters.maxBytes ?? LOG_BUFFER_BYTES
  const sink = parameters.sink === undefined ? consoleSink : parameters.sink || undefined
  const now = parameters.now ?? Date.now
  let level: LogLevel = parameters.level ?? DEFAULT_LOG_LEVEL

  // Ring buffer: a queue of serialized lines with a moving head, compacted now and then.
  let lines: { json: string; bytes: number }[] = []
  let head = 0
  let totalBytes = 0

  function buffer(entry: LogEntry) {
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
  }

  function record(entryLevel: LogEntry['level'], scope: string | undefined, message: string, data: unknown) {
    if (LEVEL_RANK[entryLevel] < LEVEL_RANK[level]) return
    const entry: LogEntry = { time: now(), level: entryLevel, scope, message: String(message) }
    if (data !== undefined) entry.data = data
    try {
      buffer(entry)
    } catch {
      // Serialization cannot fail (see toJsonSafe), but a logger must never throw.
    }
    if (sink) {
      try {
        sink(entry)
      } catch {
        // A broken sink must not break the caller.
      }
    }
  }

  function make(scope: string | undefined): Logger {
    return {
      debug: (message, data) => record('debug', scope, message, data),
      info: (message, data) => record('info', scope, message, data),
      warn: (message, data) => record('warn', scope, message, data),
      error: (message, data) => record('error', scope, message, data),
      child: (name) => make(scope ? `${scope}.${name}` : name),
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
      setLevel(next) {
        level = next
      },
      getLevel: () => level,
      isEnabled: (entryLevel) => LEVEL_RANK[entryLevel] >= LEVEL_RANK[level],
    }
  }

  return make(undefined)
}

/** The default sink: `console.debug/info/warn/error` with a `[portico:scope]` prefix. */
export function consoleSink(entry: LogEntry): void {
  const output = (
    globalThis as { console?: Partial<Record<LogEntry['level'], (...args: unknown[]) => void>> }
  ).console
  const write = output?.[entry.level]
  if (!write) return
  const prefix = entry.scope ? `[portico:${entry.scope}]` : '[portico]'
  if (entry.data === undefined) write.call(output, prefix, entry.message)
  else write.call(output, prefix, entry.message, entry.data)
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
