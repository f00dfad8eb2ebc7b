import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { randomTopic } from './raw-client.js'
import { createMessageStore, type MessageStoreOptions, type PublishInput } from './store.js'

function setup(options: Partial<MessageStoreOptions> = {}) {
  let time = 1_000_000
  const store = createMessageStore({
    maxMessagesPerTopic: 10,
    maxMessages: 100,
    maxTtlSeconds: 3_600,
    now: () => time,
    ...options,
  })
  const advance = (ms: number) => {
    time += ms
  }
  return { store, advance }
}

function input(topic: string, message: string, ttlSeconds = 60): PublishInput {
  return { topic, message, ttlSeconds, tag: 0, publisher: 'did:key:publisher' }
}

describe('message store', () => {
  it('drops a message when its ttl runs out', () => {
    const { store, advance } = setup()
    const topic = randomTopic()
    const { message } = store.add(input(topic, 'c2hvcnQ=', 10))
    expect(message.expiresAt - message.publishedAt).toBe(10_000)

    advance(9_999)
    expect(store.pendingFor(topic, 'did:key:reader').map((stored) => stored.message)).toEqual(['c2hvcnQ='])
    advance(1)
    expect(store.pendingFor(topic, 'did:key:reader')).toEqual([])
    expect(store.get(message.id)).toBeUndefined()
    expect(store.size()).toBe(0)
    expect(store.topics()).toEqual([])
  })

  it('caps the ttl a publisher asks for', () => {
    const { store, advance } = setup({ maxTtlSeconds: 60 })
    const topic = randomTopic()
    store.add(input(topic, 'bG9uZw==', 86_400))
    advance(59_999)
    expect(store.size()).toBe(1)
    advance(1)
    expect(store.size()).toBe(0)
  })

  it('keeps messages with different ttls apart', () => {
    const { store, advance } = setup()
    const topic = randomTopic()
    store.add(input(topic, 'bG9uZw==', 300))
    store.add(input(topic, 'c2hvcnQ=', 5))
    advance(5_000)
    expect(store.pendingFor(topic, 'did:key:reader').map((stored) => stored.message)).toEqual(['bG9uZw=='])
    expect(store.purgeExpired()).toBe(0)
  })

  it('drops the oldest message of a topic beyond maxMessagesPerTopic, and only from that topic', () => {
    const { store, advance } = setup({ maxMessagesPerTopic: 3 })
    const [busy, quiet] = [randomTopic(), randomTopic()]
    store.add(input(quiet, 'cXVpZXQ='))
    for (const message of ['MQ==', 'Mg==', 'Mw==', 'NA==', 'NQ==']) {
      advance(10)
      store.add(input(busy, message))
    }
    expect(store.pendingFor(busy, 'did:key:reader').map((stored) => stored.message)).toEqual([
      'Mw==',
      'NA==',
      'NQ==',
    ])
    expect(store.pendingFor(quiet, 'did:key:reader')).toHaveLength(1)
    expect(store.size()).toBe(4)
  })

  it('drops the oldest message overall beyond maxMessages', () => {
    const { store } = setup({ maxMessages: 3 })
    const topics = [randomTopic(), randomTopic(), randomTopic(), randomTopic()]
    topics.forEach((topic, index) => {
      store.add(input(topic, `bWVzc2FnZS${index}`))
    })
    expect(store.size()).toBe(3)
    expect(store.pendingFor(topics[0]!, 'did:key:reader')).toEqual([])
    expect(store.topics().sort()).toEqual(topics.slice(1).sort())
  })

  it('stores an identical (topic, message) publish once', () => {
    const { store, advance } = setup()
    const topic = randomTopic()
    const first = store.add(input(topic, 'c2FtZQ=='))
    advance(1_000)
    const second = store.add(input(topic, 'c2FtZQ=='))
    expect(second.duplicate).toBe(true)
    expect(second.message).toBe(first.message)
    expect(store.add(input(randomTopic(), 'c2FtZQ==')).duplicate).toBe(false)
    expect(store.size()).toBe(2)
  })

  it('hides a message from its publisher and from clients that acknowledged it', () => {
    const { store } = setup()
    const topic = randomTopic()
    const { message } = store.add(input(topic, 'aGlkZGVu'))
    expect(store.pendingFor(topic, 'did:key:publisher')).toEqual([])
    store.markDelivered(message.id, 'did:key:first')
    expect(store.pendingFor(topic, 'did:key:first')).toEqual([])
    expect(store.pendingFor(topic, 'did:key:second')).toHaveLength(1)
  })

  it('round-trips through records, leaving out what expired meanwhile', () => {
    const { store } = setup()
    const topic = randomTopic()
    const { message } = store.add(input(topic, 'a2VwdA==', 600))
    store.add(input(topic, 'Z29uZQ==', 5))
    store.markDelivered(message.id, 'did:key:reader')
    const records = store.toRecords()
    expect(records).toHaveLength(2)

    const { store: restored, advance: advanceRestored } = setup()
    advanceRestored(6_000)
    restored.load(JSON.parse(JSON.stringify(records)))
    expect(restored.size()).toBe(1)
    expect(restored.pendingFor(topic, 'did:key:reader')).toEqual([])
    expect(restored.pendingFor(topic, 'did:key:other').map((stored) => stored.message)).toEqual(['a2VwdA=='])
  })

  it('never holds more than its bounds and always keeps the newest messages', () => {
    const topics = [randomTopic(), randomTopic(), randomTopic()]
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 40 })), {
          maxLength: 60,
        }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 8 }),
        (publishes, maxMessagesPerTopic, maxMessages) => {
          const { store, advance } = setup({ maxMessagesPerTopic, maxMessages })
          const added: { topic: string; message: string }[] = []
          for (const [topicIndex, body] of publishes) {
            advance(1)
            const topic = topics[topicIndex]!
            const message = `bWVzc2FnZQ${body}`
            if (!store.add(input(topic, message)).duplicate) added.push({ topic, message })
          }
          expect(store.size()).toBeLessThanOrEqual(maxMessages)
          for (const topic of topics) {
            const kept = store.pendingFor(topic, 'did:key:reader').map((stored) => stored.message)
            expect(kept.length).toBeLessThanOrEqual(maxMessagesPerTopic)
            // What is kept of a topic is a suffix of what was added to it.
            const history = added.filter((entry) => entry.topic === topic).map((entry) => entry.message)
            expect(history.slice(history.length - kept.length)).toEqual(kept)
          }
        },
      ),
    )
  })
})
