import { describe, expect, it, vi } from 'vitest'
import { LOG_BUFFER_BYTES } from '../constants.js'
import { createLogger, type LogEntry } from './createLogger.js'

function setup(parameters: Parameters<typeof createLogger>[0] = {}) {
  const seen: LogEntry[] = []
  const log = createLogger({ now: () => 1000, sink: (entry) => seen.push(entry), ...parameters })
  return { log, seen }
}

/** Lets the buffer's code (loaded with a logger's first entry) arrive and copy the entries. */
const settled = async () => {
  await import('./logBuffer.js')
  await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('createLogger', () => {
  it("defaults to level 'info'", async () => {
    const { log, seen } = setup()
    expect(log.getLevel()).toBe('info')
    log.debug('hidden')
    log.info('shown')
    log.error('also shown')
    expect(seen.map((entry) => entry.message)).toEqual(['shown', 'also shown'])
    await settled()
    expect(log.entries().map((entry) => entry.level)).toEqual(['info', 'error'])
  })

  it('filters by level and changes it at runtime, for parent and children alike', () => {
    const { log, seen } = setup({ level: 'warn' })
    const child = log.child('http')
    child.info('no')
    child.warn('yes')
    child.setLevel('debug')
    log.debug('now yes')
    expect(log.isEnabled('debug')).toBe(true)
    log.setLevel('silent')
    log.error('never')
    expect(child.isEnabled('error')).toBe(false)
    expect(seen.map((entry) => entry.message)).toEqual(['yes', 'now yes'])
  })

  it('scopes child loggers and shares one buffer', async () => {
    const { log } = setup()
    log.child('http').child('retry').info('retrying', { attempt: 1 })
    log.info('root')
    await settled()
    expect(log.child('other').entries()).toEqual([
      { time: 1000, level: 'info', scope: 'http.retry', message: 'retrying', data: { attempt: 1 } },
      { time: 1000, level: 'info', message: 'root' },
    ])
  })

  it('hands the original data to the sink and a JSON-safe copy to the buffer', async () => {
    const { log, seen } = setup()
    const error = new Error('boom', { cause: 7n })
    const cyclic: Record<string, unknown> = { name: 'a' }
    cyclic.self = cyclic
    log.error('failed', { error, cyclic, fn: () => 1, big: 2n, nan: Number.NaN, set: new Set([1]) })
    expect(seen[0]?.data).toMatchObject({ error })
    await settled()
    const [entry] = log.entries()
    expect(entry?.data).toMatchObject({
      error: { name: 'Error', message: 'boom', cause: '7n' },
      cyclic: { name: 'a', self: '[Circular]' },
      fn: '[Function fn]',
      big: '2n',
      nan: 'NaN',
      set: [1],
    })
  })

  it('evicts the oldest entries by serialized size', async () => {
    const { log } = setup({ maxBytes: 300 })
    for (let index = 0; index < 10; index++) log.info(`entry ${index}`, { pad: 'x'.repeat(40) })
    await settled()
    const entries = log.entries()
    const size = new TextEncoder().encode(log.dump().replaceAll('\n', '')).length
    expect(size).toBeLessThanOrEqual(300)
    expect(entries.at(-1)?.message).toBe('entry 9')
    expect(entries[0]?.message).not.toBe('entry 0')
    // Consecutive: the newest survive.
    const indexes = entries.map((entry) => Number(entry.message.split(' ')[1]))
    expect(indexes).toEqual(indexes.map((_, i) => indexes[0]! + i))
  })

  it('counts multi-byte characters in bytes, not code units', async () => {
    const { log } = setup({ maxBytes: 200 })
    log.info('€'.repeat(40)) // 120 bytes of text, 40 code units
    log.info('second')
    await settled()
    expect(log.entries().map((entry) => entry.message)).toEqual(['second'])
  })

  it('keeps at most 1,024,000 bytes by default', async () => {
    const { log } = setup({ sink: false })
    const chunk = 'y'.repeat(10_000)
    for (let index = 0; index < 150; index++) log.info(chunk)
    await settled()
    const bytes = log.dump().length - (log.entries().length - 1)
    expect(bytes).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
    expect(bytes).toBeGreaterThan(LOG_BUFFER_BYTES - 11_000)
  })

  it('does not buffer an entry larger than the whole buffer, but still sinks it', async () => {
    const { log, seen } = setup({ maxBytes: 100 })
    log.info('small')
    log.info('z'.repeat(500))
    await settled()
    expect(log.entries().map((entry) => entry.message)).toEqual(['small'])
    expect(seen).toHaveLength(2)
  })

  it('clears the buffer', async () => {
    const { log } = setup()
    log.info('a')
    await settled()
    log.clear()
    expect(log.entries()).toEqual([])
    expect(log.dump()).toBe('')
  })

  it('never throws when the sink throws', async () => {
    const log = createLogger({
      sink: () => {
        throw new Error('sink down')
      },
    })
    expect(() => log.warn('still fine')).not.toThrow()
    await settled()
    expect(log.entries()).toHaveLength(1)
  })

  it('writes to the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    createLogger().child('storage').warn('dropped', { key: 'k' })
    expect(warn).toHaveBeenCalledWith('[portico:storage]', 'dropped', { key: 'k' })
    warn.mockRestore()
  })

  it('keeps two loggers independent', () => {
    const a = setup()
    const b = setup()
    a.log.info('only a')
    expect(b.log.entries()).toEqual([])
  })

  it('lists the entries recorded before the buffer arrives, then their JSON-safe copies', async () => {
    const { log } = setup()
    log.warn('early', { big: 1n })
    expect(log.entries()).toEqual([
      { time: 1000, level: 'warn', scope: undefined, message: 'early', data: { big: 1n } },
    ])
    expect(log.dump()).toBe('{"time":1000,"level":"warn","message":"early","data":"[Unserializable]"}')
    await settled()
    expect(log.entries()).toEqual([{ time: 1000, level: 'warn', message: 'early', data: { big: '1n' } }])
  })

  it('keeps at most the newest 1,000 entries while the buffer loads', async () => {
    const { log } = setup()
    for (let index = 0; index < 1005; index++) log.info(String(index))
    const early = log.entries()
    expect(early).toHaveLength(1000)
    expect([early[0]?.message, early.at(-1)?.message]).toEqual(['5', '1004'])
    await settled()
    expect(log.entries().map((entry) => entry.message)).toEqual(early.map((entry) => entry.message))
  })

  it('clears the entries still waiting for the buffer', async () => {
    const { log } = setup()
    log.info('gone')
    log.clear()
    await settled()
    log.info('kept')
    await settled()
    expect(log.entries().map((entry) => entry.message)).toEqual(['kept'])
  })
})
