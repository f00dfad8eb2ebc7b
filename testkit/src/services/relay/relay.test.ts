import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_HOST, listenLocal, PortInUseError } from '../net.js'
import { connectRawClient, type RawClient, randomTopic } from './raw-client.js'
import { type Relay, startRelay } from './server.js'

const clients: RawClient[] = []
async function connect(relay: Relay, options?: Parameters<typeof connectRawClient>[1]) {
  const client = await connectRawClient(relay.url, options)
  clients.push(client)
  return client
}
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
})

describe('one relay, raw JSON-RPC clients', () => {
  let relay: Relay
  beforeAll(async () => {
    relay = await startRelay({ port: 0 })
  })
  afterAll(() => relay.close())

  it('listens on 127.0.0.1 at a free port', () => {
    expect(relay.port).toBeGreaterThan(0)
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
  })

  it('answers a malformed frame with -32700 and keeps the socket', async () => {
    const client = await connect(relay)
    client.sendRaw('{"id": 1, "jsonrpc": "2.0", "method": "irn_subscribe", ')
    const error = await client.next((frame) => frame.error !== undefined)
    expect(error.id).toBeNull()
    expect(error.error?.code).toBe(-32700)

    const topic = randomTopic()
    const answer = await client.request('irn_subscribe', { topic })
    expect(answer.result).toMatch(/^[0-9a-f]{64}$/)
    expect(client.socket.readyState).toBe(client.socket.OPEN)
  })

  it('answers an unknown method with -32601 and keeps the socket', async () => {
    const client = await connect(relay)
    const unknown = await client.request('irn_teleport', { topic: randomTopic() })
    expect(unknown.error).toMatchObject({ code: -32601, data: 'irn_teleport' })
    const publish = await client.request('irn_publish', { topic: randomTopic(), message: 'aGk=', ttl: 60 })
    expect(publish.result).toBe(true)
  })

  it('answers bad params with -32602 and a JSON-RPC shape error with -32600', async () => {
    const client = await connect(relay)
    const badTopic = await client.request('irn_subscribe', { topic: 'not-a-topic' })
    expect(badTopic.error?.code).toBe(-32602)
    expect(String(badTopic.error?.data)).toContain('topic')
    const noMessage = await client.request('irn_publish', { topic: randomTopic(), ttl: 60 })
    expect(noMessage.error?.code).toBe(-32602)
    const badTtl = await client.request('irn_publish', { topic: randomTopic(), message: 'aGk=', ttl: -5 })
    expect(badTtl.error?.code).toBe(-32602)
    const noParams = await client.request('irn_batchSubscribe')
    expect(noParams.error?.code).toBe(-32602)

    client.sendRaw(JSON.stringify({ id: 77, hello: 'world' }))
    const shape = await client.next((frame) => frame.id === 77)
    expect(shape.error?.code).toBe(-32600)
    client.sendRaw('[1, 2]')
    const batch = await client.next((frame) => frame.error?.code === -32600)
    expect(batch.id).toBeNull()
    expect((await client.request('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf('string')
  })

  it('pushes a publish to subscribers, not to its publisher, and stores identical publishes once', async () => {
    const [alice, bob] = [await connect(relay), await connect(relay)]
    const topic = randomTopic()
    await alice.request('irn_subscribe', { topic })
    await bob.request('irn_subscribe', { topic })
    const before = relay.stats().storedMessages

    expect((await alice.request('irn_publish', { topic, message: 'b25l', ttl: 60, tag: 1108 })).result).toBe(
      true,
    )
    const pushed = await bob.nextPush()
    expect(pushed).toMatchObject({ topic, message: 'b25l', tag: 1108 })
    expect(pushed.publishedAt).toBeTypeOf('number')
    await alice.nothing((frame) => frame.method === 'irn_subscription')

    await alice.request('irn_publish', { topic, message: 'b25l', ttl: 60, tag: 1108 })
    await bob.nothing((frame) => frame.method === 'irn_subscription')
    expect(relay.stats().storedMessages).toBe(before + 1)
  })

  it('delivers a stored message to a later subscriber, once', async () => {
    const publisher = await connect(relay)
    const topic = randomTopic()
    await publisher.request('irn_publish', { topic, message: 'ZWFybHk=', ttl: 300, tag: 1100 })

    const late = await connect(relay, { clientId: 'did:key:late-subscriber' })
    await late.request('irn_subscribe', { topic })
    expect(await late.nextPush()).toMatchObject({ topic, message: 'ZWFybHk=', tag: 1100 })

    // Acknowledged: subscribing again, even from a new socket of the same client, brings nothing.
    await late.close()
    const again = await connect(relay, { clientId: 'did:key:late-subscriber' })
    await again.request('irn_subscribe', { topic })
    await again.nothing((frame) => frame.method === 'irn_subscription')

    // Another client still gets it.
    const other = await connect(relay)
    await other.request('irn_batchSubscribe', { topics: [randomTopic(), topic] })
    expect((await other.nextPush()).message).toBe('ZWFybHk=')
  })

  it('redelivers a push that was never acknowledged when the client subscribes again', async () => {
    const publisher = await connect(relay)
    const topic = randomTopic()
    const forgetful = await connect(relay, { clientId: 'did:key:forgetful', autoAck: false })
    await forgetful.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'dW5hY2tlZA==', ttl: 60 })
    expect((await forgetful.nextPush()).message).toBe('dW5hY2tlZA==')
    await forgetful.close()

    const back = await connect(relay, { clientId: 'did:key:forgetful' })
    await back.request('irn_batchSubscribe', { topics: [topic] })
    expect((await back.nextPush()).message).toBe('dW5hY2tlZA==')
  })

  it('pushes again, when the socket subscribes, a message that reached it before it subscribed', async () => {
    const publisher = await connect(relay)
    const topic = randomTopic()
    const first = await connect(relay, { clientId: 'did:key:reconnecting' })
    await first.request('irn_subscribe', { topic })
    await first.close()

    // Back on a new socket, which the relay pushes to from the kept subscription at once. The
    // WalletConnect client can drop such a push unanswered until it has subscribed again.
    const back = await connect(relay, { clientId: 'did:key:reconnecting', autoAck: false })
    await publisher.request('irn_publish', { topic, message: 'ZWFybHk=', ttl: 60 })
    expect((await back.nextPush()).message).toBe('ZWFybHk=')

    await back.request('irn_batchSubscribe', { topics: [topic] })
    expect((await back.nextPush()).message).toBe('ZWFybHk=')
    // That push answers the subscribe: subscribing once more while it is unanswered brings no copy,
    // so the client never sees one request twice.
    await back.request('irn_subscribe', { topic })
    await back.nothing((frame) => frame.method === 'irn_subscription')
  })

  it('stops pushing after irn_unsubscribe', async () => {
    const [publisher, subscriber] = [await connect(relay), await connect(relay)]
    const topic = randomTopic()
    const subscribed = await subscriber.request('irn_subscribe', { topic })
    const unsubscribed = await subscriber.request('irn_unsubscribe', { topic, id: subscribed.result })
    expect(unsubscribed.result).toBe(true)
    await publisher.request('irn_publish', { topic, message: 'bm9ib2R5', ttl: 60 })
    await subscriber.nothing((frame) => frame.method === 'irn_subscription')
  })

  it('returns pending messages from irn_batchFetchMessages', async () => {
    const publisher = await connect(relay)
    const [first, second] = [randomTopic(), randomTopic()]
    await publisher.request('irn_publish', { topic: first, message: 'Zmlyc3Q=', ttl: 60, tag: 4 })
    await publisher.request('irn_publish', { topic: second, message: 'c2Vjb25k', ttl: 60, tag: 5 })

    const fetcher = await connect(relay, { clientId: 'did:key:fetcher' })
    const fetched = await fetcher.request('irn_batchFetchMessages', { topics: [first, second] })
    expect(fetched.result).toEqual({
      messages: [
        expect.objectContaining({ topic: first, message: 'Zmlyc3Q=', tag: 4 }),
        expect.objectContaining({ topic: second, message: 'c2Vjb25k', tag: 5 }),
      ],
      hasMore: false,
    })
    const refetched = await fetcher.request('irn_batchFetchMessages', { topics: [first, second] })
    expect(refetched.result).toEqual({ messages: [], hasMore: false })
  })

  it('routes wc_proposeSession and wc_approveSession with tags 1100/1101/1102 and subscribes for the clients', async () => {
    const [dapp, wallet] = [await connect(relay), await connect(relay)]
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]

    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'cHJvcG9zYWw=',
      ttl: 300,
      correlationId: 42,
    })
    expect(proposed.result).toBe(true)

    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect(await wallet.nextPush()).toMatchObject({ topic: pairingTopic, message: 'cHJvcG9zYWw=', tag: 1100 })

    const approved = await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
    })
    expect(approved.result).toBe(true)
    // The dapp never called irn_subscribe on the pairing topic: wc_proposeSession did it.
    expect(await dapp.nextPush()).toMatchObject({ topic: pairingTopic, message: 'cmVzcG9uc2U=', tag: 1101 })

    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect(await dapp.nextPush()).toMatchObject({ topic: sessionTopic, message: 'c2V0dGxl', tag: 1102 })

    // The wallet never called irn_subscribe on the session topic: wc_approveSession did it.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'cmVxdWVzdA==', ttl: 300, tag: 1108 })
    expect(await wallet.nextPush()).toMatchObject({ topic: sessionTopic, message: 'cmVxdWVzdA==', tag: 1108 })
  })

  it('counts connections, topics and stored messages', async () => {
    const start = relay.stats()
    const client = await connect(relay)
    const topic = randomTopic()
    await client.request('irn_subscribe', { topic })
    await client.request('irn_publish', { topic: randomTopic(), message: 'Y291bnQ=', ttl: 60 })
    expect(relay.stats()).toEqual({
      connections: start.connections + 1,
      topics: start.topics + 2,
      storedMessages: start.storedMessages + 1,
    })
    await client.close()
    await expect.poll(() => relay.stats().connections).toBe(start.connections)
  })

  it('answers /health over plain HTTP', async () => {
    const response = await fetch(`http://${LOCAL_HOST}:${relay.port}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ok: true, connections: expect.any(Number) })
    expect((await fetch(`http://${LOCAL_HOST}:${relay.port}/`)).status).toBe(426)
  })
})

describe('pings', () => {
  it('pings every socket and drops one that stops answering', async () => {
    const relay = await startRelay({ pingIntervalMs: 250 })
    try {
      const healthy = await connect(relay)
      const silent = await connect(relay, { autoPong: false })
      let pings = 0
      healthy.socket.on('ping', () => pings++)
      const { code } = await silent.closed
      expect(code).toBe(1006)
      expect(pings).toBeGreaterThanOrEqual(2)
      expect(healthy.socket.readyState).toBe(healthy.socket.OPEN)
      await expect.poll(() => relay.stats().connections).toBe(1)
    } finally {
      await relay.close()
    }
  })
})

describe('ports, options and restarts', () => {
  it('throws PortInUseError when the port is taken', async () => {
    const blocker = createServer()
    const port = await listenLocal(blocker, { name: 'blocker', port: 0 })
    try {
      const attempt = startRelay({ port })
      await expect(attempt).rejects.toBeInstanceOf(PortInUseError)
      await expect(attempt).rejects.toThrow(/PORTICO_RELAY_PORT/)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })

  it('rejects options that are not positive integers', async () => {
    await expect(startRelay({ pingIntervalMs: 0 })).rejects.toBeInstanceOf(RangeError)
    await expect(startRelay({ maxMessages: 1.5 })).rejects.toThrow(/maxMessages/)
  })

  it('closes its sockets with 1012 and can start again on the same port', async () => {
    const first = await startRelay()
    const client = await connectRawClient(first.url)
    await first.close()
    expect((await client.closed).code).toBe(1012)
    await first.close() // a second close is harmless

    const second = await startRelay({ port: first.port })
    try {
      expect(second.url).toBe(first.url)
      const back = await connect(second)
      expect((await back.request('irn_subscribe', { topic: randomTopic() })).result).toBeTypeOf('string')
    } finally {
      await second.close()
    }
  })

  describe('with persistPath', () => {
    let directory: string
    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), 'portico-relay-'))
    })
    afterAll(() => rm(directory, { recursive: true, force: true }))

    it('delivers messages published before a restart, and routes to subscriptions made before it', async () => {
      const persistPath = join(directory, 'state.json')
      const first = await startRelay({ persistPath })
      const [stored, routed] = [randomTopic(), randomTopic()]
      const publisher = await connectRawClient(first.url, { clientId: 'did:key:publisher' })
      const listener = await connectRawClient(first.url, { clientId: 'did:key:listener' })
      await listener.request('irn_subscribe', { topic: routed })
      await publisher.request('irn_publish', { topic: stored, message: 'YmVmb3Jl', ttl: 600, tag: 1108 })
      await first.close()
      await Promise.all([publisher.closed, listener.closed])

      const snapshot = JSON.parse(await readFile(persistPath, 'utf8'))
      expect(snapshot.messages).toHaveLength(1)
      expect(snapshot.subscriptions['did:key:listener']).toEqual([routed])

      const second = await startRelay({ port: first.port, persistPath })
      try {
        expect(second.stats().storedMessages).toBe(1)
        const late = await connect(second)
        await late.request('irn_subscribe', { topic: stored })
        expect(await late.nextPush()).toMatchObject({ topic: stored, message: 'YmVmb3Jl', tag: 1108 })

        // The listener comes back and gets a new message before it subscribes again.
        const listenerAgain = await connect(second, { clientId: 'did:key:listener' })
        const publisherAgain = await connect(second, { clientId: 'did:key:publisher' })
        await publisherAgain.request('irn_publish', { topic: routed, message: 'YWZ0ZXI=', ttl: 60 })
        expect((await listenerAgain.nextPush()).message).toBe('YWZ0ZXI=')
      } finally {
        await second.close()
      }
    })

    it('starts empty, and says so, when the file is not a snapshot', async () => {
      const persistPath = join(directory, 'broken.json')
      await writeFile(persistPath, '{"version": 7}')
      const lines: string[] = []
      const relay = await startRelay({ persistPath, log: (line) => lines.push(line) })
      try {
        expect(relay.stats().storedMessages).toBe(0)
        expect(lines.join('\n')).toMatch(/ignoring .*broken\.json/)
      } finally {
        await relay.close()
      }
      expect(JSON.parse(await readFile(persistPath, 'utf8'))).toMatchObject({ version: 1, messages: [] })
    })
  })
})
