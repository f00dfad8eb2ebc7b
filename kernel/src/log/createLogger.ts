import { DEFAULT_LOG_LEVEL } from '../firstPaintConstants.js'
import type { LogBuffer } from './logBuffer.js'

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

/** The most entries kept while the buffer's code loads (the buffer itself is bounded in bytes). */
const MAX_WAITING_ENTRIES = 1000

/**
 * Creates a leveled logger with a bounded in-memory ring buffer.
 *
 * Entries below the level are dropped entirely (neither sink nor buffer). Each buffered entry is
 * stored as its JSON serialization; when the total would pass `maxBytes`, the oldest entries are
 * evicted by their serialized size. An entry larger than the whole buffer is not buffered (the sink
 * still gets it). The logger never throws: a failing sink or unserializable data is absorbed.
 * The sink gets each entry at once; the buffer's code (logBuffer.ts) loads with the first entry, and
 * until it is there `entries()` and `dump()` answer the entries recorded so far with their data as
 * logged (the JSON-safe copy is made when the buffer arrives).
 *
 * @example
 * const log = createLogger({ level: 'debug' })
 * const http = log.child('http')
 * http.warn('Remote config rejected', { issues })
 * log.entries() // [{ time, level: 'warn', scope: 'http', message: 'Remote config rejected', data: {...} }]
 */
export function createLogger(parameters: CreateLoggerParameters = {}): Logger {
  const sink = parameters.sink === undefined ? consoleSink : parameters.sink || undefined
  const now = parameters.now ?? Date.now
  let level: LogLevel = parameters.level ?? DEFAULT_LOG_LEVEL

  // The ring buffer's code (JSON-safe copies, eviction by size) loads with the first entry that
  // passes the level, so a page that logs nothing never loads it. Entries recorded meanwhile wait
  // here, oldest first, and are copied when it arrives (a failed load is tried again by the next).
  let buffer: LogBuffer | undefined
  let waiting: LogEntry[] = []
  let loading = false
  const toBuffer = (entry: LogEntry) => {
    if (buffer) return buffer.add(entry)
    waiting.push(entry)
    // Bounded while the buffer's code cannot load (offline, a failed chunk): the oldest go first.
    if (waiting.length > MAX_WAITING_ENTRIES) waiting.shift()
    if (loading) return
    loading = true
    import('./logBuffer.js').then(
      ({ createLogBuffer }) => {
        buffer = createLogBuffer(parameters.maxBytes)
        for (const early of waiting.splice(0)) buffer.add(early)
      },
      () => {
        loading = false
      },
    )
  }

  function record(entryLevel: LogEntry['level'], scope: string | undefined, message: string, data: unknown) {
    if (LEVEL_RANK[entryLevel] < LEVEL_RANK[level]) return
    const entry: LogEntry = { time: now(), level: entryLevel, scope, message: String(message) }
    if (data !== undefined) entry.data = data
    toBuffer(entry)
    if (sink) {
      try {
        sink(entry)
      } catch {
        // A broken sink must not break the caller.
      }
    }
  }

  /** Entries still waiting for the buffer's code, with the data as logged. */
  const early = () => waiting.map((entry) => ({ ...entry }))

  function make(scope: string | undefined): Logger {
    return {
      debug: (message, data) => record('debug', scope, message, data),
      info: (message, data) => record('info', scope, message, data),
      warn: (message, data) => record('warn', scope, message, data),
      error: (message, data) => record('error', scope, message, data),
      child: (name) => make(scope ? `${scope}.${name}` : name),
      entries: () => (buffer ? buffer.entries() : early()),
      dump: () =>
        buffer
          ? buffer.dump()
          : early()
              .map((entry) => {
                try {
                  return JSON.stringify(entry)
                } catch {
                  return JSON.stringify({ ...entry, data: '[Unserializable]' })
                }
              })
              .join('\n'),
      clear() {
        waiting = []
        buffer?.clear()
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
