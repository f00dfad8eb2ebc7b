import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type JsonRpcRequest = { id: number | string; method: string; params?: unknown[] }
export type StubAnswer =
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }
  | { status: number }

/**
 * A real local JSON-RPC server for transport tests: answers each request with `answer(request)`
 * (single or batch), records every request, its URL and each POST's batch size.
 */
export async function startStubRpcServer(
  answer: (request: JsonRpcRequest) => StubAnswer | Promise<StubAnswer>,
) {
  const requests: Array<JsonRpcRequest & { url: string }> = []
  const batchSizes: number[] = []
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as JsonRpcRequest | JsonRpcRequest[]
    const list = Array.isArray(body) ? body : [body]
    batchSizes.push(list.length)
    const answers = await Promise.all(
      list.map(async (request) => {
        requests.push({ ...request, url: req.url ?? '' })
        return { request, answer: await answer(request) }
      }),
    )
    const failed = answers.find(({ answer }) => 'status' in answer)
    if (failed && 'status' in failed.answer) {
      res.writeHead(failed.answer.status).end('unavailable')
      return
    }
    const replies = answers.map(({ request, answer }) => ({ jsonrpc: '2.0', id: request.id, ...answer }))
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(Array.isArray(body) ? replies : replies[0]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    batchSizes,
    /** Requests other than the ranking pings. */
    calls: () => requests.filter((r) => r.method !== 'eth_chainId'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A URL nobody listens on (a port bound, then released). */
export async function deadUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      data += chunk
    })
    req.on('end', () => resolve(data))
    req.on('error', reject)
  })
}
