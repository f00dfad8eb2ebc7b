import { createHash } from 'node:crypto'

/** One published message, kept until its ttl runs out or the count bounds push it out. */
export type StoredMessage = {
  /** sha256 of topic and message: identical publishes share it and are stored once. */
  id: string
  topic: string
  message: string
  tag: number
  attestation?: string
  /** Milliseconds since the epoch, from the store's clock. */
  publishedAt: number
  expiresAt: number
  /** Client that published it; it never gets its own message back. */
  publisher: string
  /** Clients that acknowledged it; they do not get it again. */
  deliveredTo: Set<string>
}

/** The JSON form of a stored message (used by persistence). */
export type StoredMessageRecord = Omit<StoredMessage, 'deliveredTo'> & { deliveredTo: string[] }

export type PublishInput = {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  publisher: string
  attestation?: string | null | undefined
}

export type MessageStoreOptions = {
  maxMessagesPerTopic: number
  maxMessages: number
  /** Caps the ttl a publisher asks for. */
  maxTtlSeconds: number
  /** Clock in milliseconds; tests inject one. */
  now?: () => number
}

export type MessageStore = {
  /** Stores a message, dropping expired ones and then the oldest beyond the bounds. */
  add(input: PublishInput): { message: StoredMessage; duplicate: boolean }
  get(id: string): StoredMessage | undefined
  /** Live messages on a topic that `clientId` neither published nor acknowledged, oldest first. */
  pendingFor(topic: string, clientId: string): StoredMessage[]
  markDelivered(id: string, clientId: string): void
  topics(): string[]
  size(): number
  /** Removes expired messages and returns how many went. */
  purgeExpired(): number
  toRecords(): StoredMessageRecord[]
  /** Replaces the content with records (oldest first), applying the bounds again. */
  load(records: StoredMessageRecord[]): void
}

export function messageId(topic: string, message: string): string {
  return createHash('sha256').update(topic).update('\n').update(message).digest('hex')
}

export function createMessageStore(options: MessageStoreOptions): MessageStore {
  const { maxMessagesPerTopic, maxMessages, maxTtlSeconds } = options
  const now = options.now ?? Date.now
  // Map iteration follows insertion order, so the first entry is always the oldest message.
  const byId = new Map<string, StoredMessage>()
  const idsByTopic = new Map<string, string[]>()

  function remove(id: string) {
    const stored = byId.get(id)
    if (!stored) return
    byId.delete(id)
    const ids = idsByTopic.get(stored.topic)
    if (!ids) return
    ids.splice(ids.indexOf(id), 1)
    if (ids.length === 0) idsByTopic.delete(stored.topic)
  }

  function insert(stored: StoredMessage) {
    byId.set(stored.id, stored)
    const ids = idsByTopic.get(stored.topic) ?? []
    ids.push(stored.id)
    idsByTopic.set(stored.topic, ids)
    while (ids.length > maxMessagesPerTopic) remove(ids[0]!)
    while (byId.size > maxMessages) remove(byId.keys().next().value!)
  }

  function purgeExpired() {
    const time = now()
    let removed = 0
    for (const stored of byId.values()) {
      if (stored.expiresAt <= time) {
        remove(stored.id)
        removed++
      }
    }
    return removed
  }

  return {
    add(input) {
      purgeExpired()
      const id = messageId(input.topic, input.message)
      const existing = byId.get(id)
      if (existing) return { message: existing, duplicate: true }
      const publishedAt = now()
      const ttlSeconds = Math.min(Math.max(input.ttlSeconds, 1), maxTtlSeconds)
      const stored: StoredMessage = {
        id,
        topic: input.topic,
        message: input.message,
        tag: input.tag,
        ...(input.attestation ? { attestation: input.attestation } : {}),
        publishedAt,
        expiresAt: publishedAt + ttlSeconds * 1000,
        publisher: input.publisher,
        deliveredTo: new Set(),
      }
      insert(stored)
      return { message: stored, duplicate: false }
    },
    get(id) {
      const stored = byId.get(id)
      return stored && stored.expiresAt > now() ? stored : undefined
    },
    pendingFor(topic, clientId) {
      purgeExpired()
      const ids = idsByTopic.get(topic) ?? []
      return ids
        .map((id) => byId.get(id)!)
        .filter((stored) => stored.publisher !== clientId && !stored.deliveredTo.has(clientId))
    },
    markDelivered(id, clientId) {
      byId.get(id)?.deliveredTo.add(clientId)
    },
    topics() {
      purgeExpired()
      return [...idsByTopic.keys()]
    },
    size() {
      purgeExpired()
      return byId.size
    },
    purgeExpired,
    toRecords() {
      purgeExpired()
      return [...byId.values()].map((stored) => ({ ...stored, deliveredTo: [...stored.deliveredTo] }))
    },
    load(records) {
      byId.clear()
      idsByTopic.clear()
      for (const record of records) {
        if (byId.has(record.id)) continue
        insert({ ...record, deliveredTo: new Set(record.deliveredTo) })
      }
      purgeExpired()
    },
  }
}
