import {
  DEFAULT_WC_TTL_SECONDS,
  errorFrame,
  type IncomingFrame,
  isRelayMethod,
  JSON_RPC_ERRORS,
  type JsonRpcId,
  type MethodParams,
  parseFrame,
  parseParams,
  type RelayMethod,
  resultFrame,
  type SubscriptionData,
  subscriptionFrame,
  TAGS,
} from './protocol.js'
import type { MessageStore, PublishInput, StoredMessage } from './store.js'
import { type SubscriptionRegistry, subscriptionId } from './subscriptions.js'

/** Client names given to sockets without an auth token; their state ends with the socket. */
export const ANONYMOUS_PREFIX = 'anonymous:'

/** One open socket, as the router sees it. */
export type Peer = {
  /** The `iss` of the socket's auth token, or an anonymous name. */
  clientId: string
  send(frame: string): void
  /** Pushes awaiting the client's answer: push id -> message id. */
  inflight: Map<string, string>
  /** Topics this socket subscribed to (the client's subscriptions may be older than the socket). */
  topics: Set<string>
  /** Ids of messages pushed before this socket subscribed to their topic. */
  unsolicited: Set<string>
}

export type Router = {
  connect(peer: Peer): void
  disconnect(peer: Peer): void
  /** Handles one text frame: answers requests, records acknowledgements, rejects garbage. */
  receive(peer: Peer, text: string): void
}

export type RouterParameters = {
  store: MessageStore
  subscriptions: SubscriptionRegistry
  /** Called after every change worth persisting. */
  changed: () => void
  log: (line: string) => void
}

type Handlers = { [M in RelayMethod]: (peer: Peer, params: MethodParams<M>) => unknown }

function toSubscriptionData(stored: StoredMessage): SubscriptionData {
  const { topic, message, publishedAt, tag, attestation } = stored
  return { topic, message, publishedAt, tag, ...(attestation ? { attestation } : {}) }
}

export function short(value: string): string {
  return value.length > 12 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value
}

/** The relay's behaviour: who gets which message, and the answer to every method. */
export function createRouter({ store, subscriptions, changed, log }: RouterParameters): Router {
  const peersByClient = new Map<string, Set<Peer>>()
  const pushIdBase = Date.now() * 1000
  let pushCount = 0

  /**
   * Pushes a message to one socket, once while unanswered. A push that reached the socket before
   * it subscribed to the topic (a subscription the relay kept from the client's previous socket)
   * goes again when it subscribes: the WalletConnect client can drop such an early push without
   * answering, and the message would then never come on this socket.
   */
  function deliver(peer: Peer, stored: StoredMessage) {
    const solicited = peer.topics.has(stored.topic)
    const inFlight = [...peer.inflight.values()].includes(stored.id)
    if (inFlight && !(solicited && peer.unsolicited.has(stored.id))) return
    if (solicited) peer.unsolicited.delete(stored.id)
    else peer.unsolicited.add(stored.id)
    const pushId = pushIdBase + ++pushCount
    peer.inflight.set(String(pushId), stored.id)
    peer.send(
      subscriptionFrame(pushId, subscriptionId(peer.clientId, stored.topic), toSubscriptionData(stored)),
    )
  }

  function acknowledge(peer: Peer, id: JsonRpcId, ok: boolean) {
    const messageId = peer.inflight.get(String(id))
    if (messageId === undefined) return
    peer.inflight.delete(String(id))
    if (ok) {
      store.markDelivered(messageId, peer.clientId)
      changed()
    }
  }

  /** Subscribes and, once the answer is out, pushes what was stored for those topics. */
  function subscribe(peer: Peer, topics: string[]): string[] {
    const ids = topics.map((topic) => subscriptions.subscribe(peer.clientId, topic))
    for (const topic of topics) peer.topics.add(topic)
    changed()
    setImmediate(() => {
      for (const topic of topics) {
        for (const stored of store.pendingFor(topic, peer.clientId)) deliver(peer, stored)
      }
    })
    return ids
  }

  function unsubscribe(peer: Peer, topics: string[]) {
    for (const topic of topics) {
      subscriptions.unsubscribe(peer.clientId, topic)
      peer.topics.delete(topic)
    }
    changed()
    return true
  }

  function publish(peer: Peer, input: Omit<PublishInput, 'publisher'>) {
    const { message: stored, duplicate } = store.add({ ...input, publisher: peer.clientId })
    log(`relay: publish tag ${stored.tag} on ${short(stored.topic)}${duplicate ? ' (duplicate)' : ''}`)
    if (duplicate) return
    changed()
    for (const clientId of subscriptions.subscribers(stored.topic)) {
      if (clientId === stored.publisher) continue
      for (const subscriber of peersByClient.get(clientId) ?? []) deliver(subscriber, stored)
    }
  }

  function fetchMessages(peer: Peer, topics: string[]) {
    const messages = topics
      .flatMap((topic) => store.pendingFor(topic, peer.clientId))
      .sort((a, b) => a.publishedAt - b.publishedAt)
    for (const stored of messages) store.markDelivered(stored.id, peer.clientId)
    if (messages.length > 0) changed()
    return { messages: messages.map(toSubscriptionData), hasMore: false }
  }

  const handlers: Handlers = {
    irn_subscribe: (peer, { topic }) => subscribe(peer, [topic])[0],
    irn_batchSubscribe: (peer, { topics }) => subscribe(peer, topics),
    irn_unsubscribe: (peer, { topic }) => unsubscribe(peer, [topic]),
    irn_batchUnsubscribe: (peer, params) =>
      unsubscribe(
        peer,
        params.subscriptions.map(({ topic }) => topic),
      ),
    irn_batchFetchMessages: (peer, { topics }) => fetchMessages(peer, topics),
    irn_publish: (peer, { topic, message, ttl, tag = 0, attestation }) => {
      publish(peer, { topic, message, ttlSeconds: ttl, tag, attestation })
      return true
    },
    wc_proposeSession: (peer, params) => {
      const { pairingTopic, sessionProposal, ttl = DEFAULT_WC_TTL_SECONDS, attestation } = params
      // The proposer never subscribes to its pairing topic itself: the wallet's answer comes there.
      subscribe(peer, [pairingTopic])
      const tag = params.tag ?? TAGS.sessionPropose
      publish(peer, { topic: pairingTopic, message: sessionProposal, ttlSeconds: ttl, tag, attestation })
      return true
    },
    wc_approveSession: (peer, params) => {
      const { sessionTopic, pairingTopic, ttl = DEFAULT_WC_TTL_SECONDS } = params
      // Nor does the approving wallet subscribe to the session topic: the relay does it for it.
      subscribe(peer, [sessionTopic])
      publish(peer, {
        topic: pairingTopic,
        message: params.sessionProposalResponse,
        ttlSeconds: ttl,
        tag: TAGS.sessionProposeResponse,
      })
      publish(peer, {
        topic: sessionTopic,
        message: params.sessionSettlementRequest,
        ttlSeconds: ttl,
        tag: TAGS.sessionSettle,
      })
      return true
    },
  }

  function call<M extends RelayMethod>(peer: Peer, method: M, id: JsonRpcId, params: unknown): string {
    const parsed = parseParams(method, params)
    if (!parsed.success) return errorFrame(id, parsed.error)
    return resultFrame(id, handlers[method](peer, parsed.data))
  }

  function answer(peer: Peer, { id, method, params }: Extract<IncomingFrame, { kind: 'request' }>) {
    if (!isRelayMethod(method)) {
      peer.send(errorFrame(id, { ...JSON_RPC_ERRORS.methodNotFound, data: method }))
      return
    }
    try {
      peer.send(call(peer, method, id, params))
    } catch (error) {
      log(`relay: ${method} failed: ${(error as Error).stack}`)
      peer.send(errorFrame(id, { ...JSON_RPC_ERRORS.internalError, data: (error as Error).message }))
    }
  }

  return {
    connect(peer) {
      const siblings = peersByClient.get(peer.clientId) ?? new Set()
      siblings.add(peer)
      peersByClient.set(peer.clientId, siblings)
    },
    disconnect(peer) {
      const siblings = peersByClient.get(peer.clientId)
      siblings?.delete(peer)
      if (siblings?.size !== 0) return
      peersByClient.delete(peer.clientId)
      // Without an auth token nobody can come back as this client: forget its subscriptions.
      if (peer.clientId.startsWith(ANONYMOUS_PREFIX)) {
        subscriptions.dropClient(peer.clientId)
        changed()
      }
    },
    receive(peer, text) {
      const frame = parseFrame(text)
      if (frame.kind === 'request') answer(peer, frame)
      else if (frame.kind === 'response') acknowledge(peer, frame.id, frame.ok)
      else {
        log(`relay: rejected a frame from ${short(peer.clientId)}: ${frame.error.message}`)
        peer.send(errorFrame(frame.id, frame.error))
      }
    },
  }
}
