import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

export type StaticServer = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  close(): Promise<void>
}

/** Text types a production host compresses. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg'])

/**
 * Serves a folder on 127.0.0.1 as a production host would: text gzip-compressed when the browser
 * accepts it (compressed once per file and kept, so compressing costs no request any time),
 * `index.html` for folder URLs. The runner sizes what the browser fetched from the decoded bytes.
 * Just enough for built pages; nothing outside the folder is served.
 */
export async function startStaticServer(root: string): Promise<StaticServer> {
  const base = normalize(root + sep)
  const compressed = new Map<string, Buffer>()
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
    const path = normalize(join(base, decodeURIComponent(pathname)))
    const file = path.endsWith(sep) ? join(path, 'index.html') : path
    if (!file.startsWith(base)) return void response.writeHead(403).end()
    try {
      const raw = await readFile(file)
      const gzip =
        COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
      let body: Buffer = raw
      if (gzip) {
        body = compressed.get(file) ?? gzipSync(raw)
        compressed.set(file, body)
      }
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': 'no-store',
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
