// The RegisterAccountName form against a stubbed Blockchain API (the real routes are tested in
// names.anvil.test.ts and in Chromium): availability is asked once the visitor stops typing, and a
// refused registration stays on the form with 'Error registering name {name}' until a retry works.
import type { Portico } from '@portico/kernel'
import { createTestPortico, mockChain } from '@portico/kernel/testing'
import { PorticoProvider, ui } from '@portico/ui'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { names } from '../plugin.js'
import RegisterAccountName from './RegisterAccountName.js'

const kernels: Portico[] = []
afterEach(async () => {
  vi.unstubAllGlobals()
  await Promise.all(kernels.splice(0).map((kernel) => kernel.dispose()))
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const record = (name: string) => ({
  name,
  registered_at: '2026-11-28T00:00:00Z',
  updated_at: '2026-11-28T00:00:00Z',
  attributes: {},
  addresses: { '60': { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', created_at: null } },
})

/** The API as the form sees it; `register` answers each registration in turn. */
function stubApi(register: Array<() => Response>) {
  const asked: string[] = []
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    asked.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    if (url.pathname.startsWith('/v1/profile/suggestions/')) {
      const label = decodeURIComponent(url.pathname.split('/').pop() ?? '')
      return json({
        suggestions: [
          { name: `${label}.reown.id`, registered: false },
          { name: `${label}-1.reown.id`, registered: false },
        ],
      })
    }
    if (url.pathname.startsWith('/v1/profile/reverse/')) return json([])
    if (url.pathname.startsWith('/v1/identity/')) return json({ name: null, avatar: null })
    if (url.pathname === '/v1/profile/account' && init?.method === 'POST') {
      const next = register.shift()
      if (!next) throw new Error('unexpected registration')
      return next()
    }
    return json({ message: 'not stubbed' }, 404)
  })
  vi.stubGlobal('fetch', fetch)
  return { asked }
}

async function renderForm(register: Array<() => Response>) {
  const api = stubApi(register)
  const chain = mockChain()
  const portico = createTestPortico({
    projectId: 'test-project',
    api: { blockchainApi: 'http://127.0.0.1:9' },
    plugins: [ui(), chain.plugin, names()],
  })
  kernels.push(portico)
  await portico.start()
  await portico.wallet.connect({ connectorId: 'mock.injected' })
  await portico.views.get('RegisterAccountName')?.load()
  portico.router.reset('RegisterAccountName')
  render(
    <PorticoProvider portico={portico}>
      <RegisterAccountName />
    </PorticoProvider>,
  )
  const field = await screen.findByLabelText('Name', { exact: true }, { timeout: 10_000 })
  return { portico, chain, api, field: field as HTMLInputElement }
}

const suggestionRequests = (asked: string[]) =>
  asked.filter((line) => line.includes('/v1/profile/suggestions/'))

it('asks for availability once, for what the visitor ended up typing', async () => {
  const { api, field } = await renderForm([])
  for (const value of ['a', 'al', 'ali', 'alic', 'alice', 'alice-', 'alice-2'])
    fireEvent.change(field, { target: { value } })
  await screen.findByText('alice-2.reown.id is available', undefined, { timeout: 10_000 })
  expect(suggestionRequests(api.asked)).toEqual(['GET /v1/profile/suggestions/alice-2'])
  // A name the rule refuses is explained at once and never asked about; the next valid one is.
  fireEvent.change(field, { target: { value: 'al!ce' } })
  await screen.findByText('Use only letters, digits and hyphens.')
  fireEvent.change(field, { target: { value: 'carol' } })
  await screen.findByText('carol.reown.id is available', undefined, { timeout: 10_000 })
  expect(suggestionRequests(api.asked)).toEqual([
    'GET /v1/profile/suggestions/alice-2',
    'GET /v1/profile/suggestions/carol',
  ])
}, 30_000)

it("a refused registration stays on the form with 'Error registering name {name}'; the retry registers", async () => {
  const { portico, chain, field } = await renderForm([
    () => json({ message: 'Name is already registered' }, 400),
    () => json(record('bob-2.reown.id')),
  ])
  fireEvent.change(field, { target: { value: 'bob-2' } })
  await screen.findByText('bob-2.reown.id is available', undefined, { timeout: 10_000 })
  fireEvent.click(screen.getByRole('button', { name: 'Register' }))
  const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 })
  expect(alert.textContent).toContain('Error registering name bob-2.reown.id')
  expect(portico.router.current.view).toBe('RegisterAccountName')
  expect(portico.wallet.getAccount('eip155').profileName ?? null).toBeNull()
  expect(chain.calls.filter((call) => call.capability === 'signMessage')).toHaveLength(1)

  fireEvent.click(screen.getByRole('button', { name: 'Register' }))
  await waitFor(() => expect(portico.router.current.view).toBe('RegisterAccountNameSuccess'), {
    timeout: 10_000,
  })
  expect(portico.router.current.data).toEqual({ name: 'bob-2.reown.id' })
  expect(portico.wallet.getAccount('eip155').profileName).toBe('bob-2.reown.id')
  const signed = chain.calls.filter((call) => call.capability === 'signMessage')
  expect(signed).toHaveLength(2)
  const message = JSON.parse((signed[1]!.args as { message: string }).message)
  expect(message).toEqual({ name: 'bob-2.reown.id', attributes: {}, timestamp: expect.any(Number) })
  expect(Math.abs(message.timestamp - Date.now() / 1000)).toBeLessThan(600)
}, 30_000)
