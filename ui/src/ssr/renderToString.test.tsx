// @vitest-environment node
import { createTestPortico, mockChain } from '@portico/kernel/testing'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  PorticoModal,
  PorticoProvider,
  ui,
} from '../exports/index.js'

function app(embedded = false) {
  const portico = createTestPortico({
    plugins: [ui(), mockChain().plugin],
    embedded,
    themeVariables: { '--portico-color-accent': '#ff5a1f' },
  })
  const html = renderToString(
    <PorticoProvider portico={portico}>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
      <PorticoModal />
    </PorticoProvider>,
  )
  return { portico, html }
}

describe('server rendering', () => {
  it('runs in Node without a window', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('renders the provider and the three buttons to a string', () => {
    const { html, portico } = app()
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('Ethereum')
    expect(html).toMatch(/data-portico="p[\w-]+"/)
    expect(html).toContain('data-portico-theme="system"')
    // React hoists the stylesheets into one <style> per precedence, each href once.
    const hrefs = html.match(/<style data-precedence="portico" data-href="([^"]+)"/)?.[1]?.split(' ')
    expect(hrefs).toEqual([
      'portico-base',
      expect.stringMatching(/^portico-theme-p/),
      'portico-entry-buttons',
    ])
    expect(html).toContain('#ff5a1f')
    // Nothing of the modal shell is rendered before the first click, and nothing was started.
    expect(html).not.toContain('role="dialog"')
    expect(portico.status).toBe('registered')
  })

  it('renders the entry buttons of a provider that loads its instance, without loading it', () => {
    let loads = 0
    const html = renderToString(
      <PorticoProvider
        portico={async () => {
          loads++
          throw new Error('not on the server')
        }}
        initialTheme={{ mode: 'dark', variables: { '--portico-color-accent': '#0a7d5a' } }}
      >
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </PorticoProvider>,
    )
    expect(html).toMatch(
      /<button[^>]*class="portico-entry portico-connect-button"[^>]*>Connect Wallet<\/button>/,
    )
    expect(html).toContain('data-portico-theme="dark"')
    expect(html).toContain('#0a7d5a')
    expect(html.match(/<button/g)).toHaveLength(1)
    expect(loads).toBe(0)
  })

  it('renders a placeholder where an embedded modal will load', () => {
    const { html } = app(true)
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('width:360px')
  })
})
