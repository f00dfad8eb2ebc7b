import { testNetworks } from '@portico/kernel/testing'
import { act, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { createPorticoForTest } from '../../test/portico.js'
import { AccountButton } from '../buttons/AccountButton.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { PorticoProvider } from '../provider/PorticoProvider.js'
import { PorticoModal } from '../shell/PorticoModal.js'

type Instance = ReturnType<typeof createPorticoForTest>['portico']

const tree = (portico: Instance) => (
  <PorticoProvider portico={portico}>
    <ConnectButton />
    <AccountButton />
    <NetworkButton />
    <PorticoModal />
  </PorticoProvider>
)

async function hydrate(server: Instance, client: Instance) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree(server))
  document.body.append(container)
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const recoverable: unknown[] = []
  const root = await act(async () =>
    hydrateRoot(container, tree(client), { onRecoverableError: (error) => recoverable.push(error) }),
  )
  await act(() => client.start())
  const problems = { consoleErrors: errors.mock.calls.map((c) => String(c[0])), recoverable }
  errors.mockRestore()
  return { root, container, problems }
}

describe('hydration', () => {
  it('hydrates the buttons without a warning, then shows the state the browser restored', async () => {
    const server = createPorticoForTest().portico
    const client = createPorticoForTest().portico
    // The browser knows more than the server (a persisted network): hydration must not notice.
    client.wallet.setActiveNamespace('eip155', testNetworks.base)
    const { root, problems } = await hydrate(server, client)
    expect(problems).toEqual({ consoleErrors: [], recoverable: [] })
    expect(screen.getByRole('button', { name: /Base/ })).toBeTruthy()
    act(() => root.unmount())
  })

  it('hydrates an embedded modal placeholder, then loads the shell', async () => {
    const server = createPorticoForTest({ embedded: true }).portico
    const client = createPorticoForTest({ embedded: true }).portico
    const { root, problems } = await hydrate(server, client)
    expect(problems).toEqual({ consoleErrors: [], recoverable: [] })
    await screen.findByRole('region', { name: 'Connect Wallet' })
    act(() => root.unmount())
  })

  it('hydrates the placeholder of a provider that loads its instance, then the live buttons take over', async () => {
    const client = createPorticoForTest().portico
    const lazyTree = (load: () => Promise<Instance>) => (
      <PorticoProvider portico={load}>
        <ConnectButton />
        <NetworkButton />
      </PorticoProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(lazyTree(async () => Promise.reject(new Error('server'))))
    document.body.append(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(
        container,
        lazyTree(async () => client),
        {
          onRecoverableError: (error) => recoverable.push(error),
        },
      ),
    )
    await screen.findByRole('button', { name: /Ethereum/ })
    expect({ consoleErrors: errors.mock.calls.map((c) => String(c[0])), recoverable }).toEqual({
      consoleErrors: [],
      recoverable: [],
    })
    errors.mockRestore()
    expect(screen.getByRole('button', { name: 'Connect Wallet' }).getAttribute('aria-busy')).toBeNull()
    act(() => root.unmount())
  })
})
