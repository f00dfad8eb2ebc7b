// The consumer app's production server: static files from dist/client, the page rendered on the
// server by dist/server/entry-server.js, under a strict Content-Security-Policy.
// `node server.mjs` prints {"url": ...} once it listens; APP_CONFIG is the JSON handed to the page.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { trapBrowserGlobals } from '@portico/kernel/testing'

const root = import.meta.dirname
const config = JSON.parse(process.env.APP_CONFIG ?? '{}')
// Every read of window, document, location, … while importing and rendering is recorded.
const trap = trapBrowserGlobals()
const { render } = await import('./dist/server/entry-server.js')
const template = await readFile(join(root, 'dist/client/index.html'), 'utf8')
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

function policy(nonce) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    // Token icons from the local Blockchain API; the embedded wallet's secure site in a frame.
    "img-src 'self' data: http://127.0.0.1:*",
    "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
    'frame-src http://127.0.0.1:*',
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
  try {
    if (pathname === '/__server') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ touched: trap.touched }))
      return
    }
    if (pathname.startsWith('/assets/')) {
      const file = normalize(join(root, 'dist/client', pathname))
      if (!file.startsWith(join(root, 'dist/client'))) throw new Error('outside')
      const body = await readFile(file)
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      response.end(body)
      return
    }
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end()
      return
    }
    // `/two`: the same app with a second, independent Portico instance beside the first; `/all`:
    // one instance with every feature plugin that works offline.
    const pages = { '/': 'one', '/two': 'two', '/all': 'all' }
    if (!Object.hasOwn(pages, pathname)) {
      response.writeHead(404).end()
      return
    }
    const nonce = randomBytes(16).toString('base64')
    const page = pages[pathname]
    const data = JSON.stringify({ ...config, nonce, page }).replaceAll('<', '\\u003c')
    const html = template
      .replace('<!--app-->', await render({ nonce, page }))
      .replace('</head>', `<script type="application/json" id="app-config">${data}</script></head>`)
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy(nonce),
    })
    response.end(html)
  } catch {
    response.writeHead(404).end()
  }
})
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` }))
})
