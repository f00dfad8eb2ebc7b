// @vitest-environment node
import { Writable } from 'node:stream'
import { Suspense } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConnectButton, PorticoProvider, useAccount } from '../exports/index.js'

/** A component of the app's that reads the instance through a hook. */
function Address() {
  const { address } = useAccount()
  return <p>address: {address ?? 'none'}</p>
}

function app(onLoad: () => void) {
  return (
    <PorticoProvider
      portico={async () => {
        onLoad()
        throw new Error('the loader ran on the server')
      }}
    >
      <ConnectButton />
      <Suspense fallback={<p>loading the wallet…</p>}>
        <Address />
      </Suspense>
    </PorticoProvider>
  )
}

/** Streams the tree the way a server does (Node streams), until every boundary is done. */
function stream(tree: React.ReactNode): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const chunks: string[] = []
    const errors: unknown[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk))
        done()
      },
    })
    sink.on('finish', () => resolve({ html: chunks.join(''), errors }))
    const { pipe } = renderToPipeableStream(tree, {
      onShellError: reject,
      onError: (error) => void errors.push(error),
      onAllReady: () => pipe(sink),
    })
  })
}

describe('streaming server rendering under a provider that loads its instance', () => {
  it('never calls the loader: a hooked component leaves its boundary to the browser', async () => {
    let loads = 0
    const { html, errors } = await stream(app(() => loads++))
    expect(loads).toBe(0)
    // The shell and the entry button are rendered; the boundary shows its fallback, marked for
    // the browser to render (React's client-render marker).
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('loading the wallet…')
    expect(html).toContain('<!--$!-->')
    expect(html).not.toContain('address:')
    expect(errors).toEqual([
      expect.objectContaining({ name: 'PorticoClientOnlyError', hook: 'useWalletState' }),
    ])
  })

  it('does not call it under renderToString either', () => {
    let loads = 0
    const html = renderToString(app(() => loads++))
    expect(loads).toBe(0)
    expect(html).toContain('loading the wallet…')
  })
})
