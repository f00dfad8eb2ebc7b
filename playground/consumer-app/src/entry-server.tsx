import { StrictMode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { App } from './App.js'
import type { AppPage } from './config.js'

/**
 * Server rendering: the same tree the client hydrates, complete (`allReady`). The nonce goes on
 * the stylesheets React writes (`nonce.style`) and, through the provider, on those the client
 * inserts later.
 */
export async function render({ nonce, page }: { nonce: string; page: AppPage }): Promise<string> {
  const stream = await renderToReadableStream(
    <StrictMode>
      <App styleNonce={nonce} page={page} />
    </StrictMode>,
    { nonce: { style: nonce } },
  )
  await stream.allReady
  return new Response(stream).text()
}
