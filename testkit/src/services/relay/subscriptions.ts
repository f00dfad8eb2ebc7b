import { createHash } from 'node:crypto'

/** Which client listens to which topic. Kept per client (not per socket) so it outlives reconnects. */
export type SubscriptionRegistry = {
  /** Adds the subscription and returns its id (stable for a client and topic). */
  subscribe(clientId: string, topic: string): string
  unsubscribe(clientId: string, topic: string): void
  isSubscribed(clientId: string, topic: string): boolean
  subscribers(topic: string): string[]
  topicsOf(clientId: string): string[]
  dropClient(clientId: string): void
  topics(): string[]
  /** Topics per client, for clients that `keep` accepts. */
  toRecord(keep: (clientId: string) => boolean): Record<string, string[]>
  load(record: Record<string, string[]>): void
}

export function subscriptionId(clientId: string, topic: string): string {
  return createHash('sha256').update(clientId).update('\n').update(topic).digest('hex')
}

export function createSubscriptionRegistry(): SubscriptionRegistry {
  const topicsByClient = new Map<string, Set<string>>()
  const clientsByTopic = new Map<string, Set<string>>()

  function link<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
    const values = map.get(key) ?? new Set<V>()
    values.add(value)
    map.set(key, values)
  }

  function unlink<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
    const values = map.get(key)
    if (!values) return
    values.delete(value)
    if (values.size === 0) map.delete(key)
  }

  const registry: SubscriptionRegistry = {
    subscribe(clientId, topic) {
      link(topicsByClient, clientId, topic)
      link(clientsByTopic, topic, clientId)
      return subscriptionId(clientId, topic)
    },
    unsubscribe(clientId, topic) {
      unlink(topicsByClient, clientId, topic)
      unlink(clientsByTopic, topic, clientId)
    },
    isSubscribed(clientId, topic) {
      return topicsByClient.get(clientId)?.has(topic) ?? false
    },
    subscribers(topic) {
      return [...(clientsByTopic.get(topic) ?? [])]
    },
    topicsOf(clientId) {
      return [...(topicsByClient.get(clientId) ?? [])]
    },
    dropClient(clientId) {
      for (const topic of registry.topicsOf(clientId)) registry.unsubscribe(clientId, topic)
    },
    topics() {
      return [...clientsByTopic.keys()]
    },
    toRecord(keep) {
      const record: Record<string, string[]> = {}
      for (const [clientId, topics] of topicsByClient) {
        if (keep(clientId)) record[clientId] = [...topics]
      }
      return record
    },
    load(record) {
      topicsByClient.clear()
      clientsByTopic.clear()
      for (const [clientId, topics] of Object.entries(record)) {
        for (const topic of topics) registry.subscribe(clientId, topic)
      }
    },
  }
  return registry
}
