// The runtime against a frame we play (answers by request type): the rules it applies itself,
// before or after the frame answers (spec 4, 5, 6).
import { createTestPortico } from '@portico/kernel/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmailAuthRuntime } from './runtime.js'

const SITE = 'http://127.0.0.1:4600'
type Posted = { type: string; id: string; payload?: unknown }
type Answer = unknown | Error
/** An answer that never comes. */
const NEVER = Symbol('never')

/** A window with the secure site's frame in it: each request is answered by `answers[name]`. */
function fakeFrame(answers: Record<string, (payload: unknown) => Answer>) {
  const listeners = new Set<(event: MessageEvent) => void>()
  const posted: Posted[] = []
  const deliver = (data: unknown) => {
    for (const listener of listeners) listener({ data, source: frameWindow, origin: SITE } as MessageEvent)
  }
  const frameWindow = {
    postMessage(message: Posted) {
      posted.push(message)
      const name = message.type.replace('@w3m-app/', '')
      const answer = name in answers ? answers[name]!(message.payload) : undefined
      if (answer === NEVER) return
      queueMicrotask(() =>
        deliver(
          answer instanceof Error
            ? { type: `@w3m-frame/${name}_ERROR`, id: message.id, payload: { message: answer.message } }
            : { type: `@w3m-frame/${name}_SUCCESS`, id: message.id, payload: answer },
        ),
      )
    },
  }
  const iframe = { style: {}, dataset: {}, contentWindow: frameWindow, remove: () => undefined }
  const win = {
    document: {
      createElement: () => iframe,
      body: { appendChild: () => queueMicrotask(() => deliver({ type: '@w3m-frame/READY', payload: {} })) },
    },
    crypto: globalThis.crypto,
    matchMedia: () => ({ matches: false }),
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  }
  const sent = (name: string) => posted.filter((m) => m.type === `@w3m-app/${name}`)
  return { win: win as unknown as Window, posted, sent }
}

const USER = { address: '0x00000000000000000000000000000000000a11ce', chainId: 1, email: 'a@example.com' }

function setup(answers: Record<string, (payload: unknown) => Answer> = {}) {
  const portico = createTestPortico()
  const frame = fakeFrame({
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    GET_USER: () => USER,
    ...answers,
  })
  const emitted: [string, unknown][] = []
  const runtime = createEmailAuthRuntime({
    portico,
    connectorId: 'AUTH',
    secureSiteUrl: SITE,
    emit: (event, value) => emitted.push([event, value]),
    window: frame.win,
    timing: { readyDelayMs: 0 },
  })
  return { portico, runtime, emitted, ...frame }
}

const LOGIN_KEY = 'email-auth.login'

afterEach(() => vi.useRealTimers())

describe('the e-mail wallet runtime', () => {
  it("throttles CONNECT_EMAIL to once per 30 s: 'Please try again after {n} seconds', rounded up", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { runtime, sent } = setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    await expect(runtime.connectEmail('a@example.com')).resolves.toBe('VERIFY_OTP')
    await expect(runtime.connectEmail('a@example.com')).rejects.toThrow('Please try again after 30 seconds')
    vi.setSystemTime(Date.now() + 29_500)
    await expect(runtime.connectEmail('a@example.com')).rejects.toThrow('Please try again after 1 seconds')
    vi.setSystemTime(Date.now() + 500)
    await expect(runtime.connectEmail('a@example.com')).resolves.toBe('VERIFY_OTP')
    expect(sent('CONNECT_EMAIL')).toHaveLength(2)
  })

  it("refuses a method outside the lists without asking the frame: 'Action not allowed' shown, 4200 thrown", async () => {
    const { portico, runtime, sent } = setup()
    portico.storage.write(LOGIN_KEY, { loginUsed: true })
    await expect(runtime.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
      details: 'Requested RPC call is not allowed',
    })
    expect(portico.notifications.getState().toasts.map((t) => t.message)).toContain('Action not allowed')
    expect(sent('RPC_REQUEST')).toHaveLength(0)
  })

  it('passes a safe read straight to the frame, and refuses a signature or hash of the wrong format (spec 5)', async () => {
    let signature = '0x1234'
    const { portico, runtime, sent } = setup({
      RPC_REQUEST: (payload) => {
        const { method } = payload as { method: string }
        if (method === 'eth_getBalance') return '0x10'
        if (method === 'eth_sendTransaction') return `0x${'ab'.repeat(31)}`
        return signature
      },
    })
    portico.storage.write(LOGIN_KEY, { loginUsed: true })
    await expect(
      runtime.request({ method: 'eth_getBalance', params: [USER.address, 'latest'] }),
    ).resolves.toBe('0x10')
    expect(runtime.approval.getState().pending).toBeUndefined()
    await expect(
      runtime.request({ method: 'personal_sign', params: ['0x00', USER.address] }),
    ).rejects.toThrow('The embedded wallet answered in an unexpected format')
    await expect(runtime.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toThrow(
      'The embedded wallet answered in an unexpected format',
    )
    signature = `0x${'cd'.repeat(65)}`
    await expect(runtime.request({ method: 'personal_sign', params: ['0x00', USER.address] })).resolves.toBe(
      signature,
    )
    expect(sent('RPC_REQUEST').map((m) => (m.payload as { method: string }).method)).toEqual([
      'eth_getBalance',
      'personal_sign',
      'eth_sendTransaction',
      'personal_sign',
    ])
  })

  it('wipes the stored login when IS_CONNECTED fails or answers false; no half-logged-in state is left', async () => {
    let connected: Answer = new Error('Session expired')
    const { portico, runtime } = setup({ IS_CONNECTED: () => connected })
    portico.storage.write(LOGIN_KEY, { loginUsed: true, email: 'a@example.com', chainId: 1 })
    await expect(runtime.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(portico.storage.has(LOGIN_KEY)).toBe(false)
    await expect(runtime.request({ method: 'personal_sign', params: ['0x00'] })).rejects.toMatchObject({
      code: 4100,
      details: 'Not connected to email or social',
    })
    portico.storage.write(LOGIN_KEY, { loginUsed: true })
    connected = { isConnected: false }
    await expect(runtime.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(portico.storage.has(LOGIN_KEY)).toBe(false)
    portico.storage.write(LOGIN_KEY, { loginUsed: true })
    connected = { isConnected: true }
    await expect(runtime.request({ method: 'eth_accounts' })).resolves.toEqual([USER.address])
  })

  it('switches networks through SWITCH_NETWORK: the chain is kept, chainChanged emitted, eth_chainId answered locally', async () => {
    const { portico, runtime, emitted, sent } = setup({
      SWITCH_NETWORK: (payload) => ({ chainId: `eip155:${(payload as { chainId: number }).chainId}` }),
      GET_USER: () => ({ ...USER, chainId: 8453 }),
    })
    portico.storage.write(LOGIN_KEY, { loginUsed: true, chainId: 1 })
    await runtime.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(sent('SWITCH_NETWORK').map((m) => m.payload)).toEqual([{ chainId: 8453 }])
    expect(emitted).toContainEqual(['chainChanged', '0x2105'])
    await expect(runtime.request({ method: 'eth_chainId' })).resolves.toBe('0x2105')
    expect(sent('GET_CHAIN_ID')).toHaveLength(0)
  })

  it("syncs the app's data with its locale and theme once the frame is ready, and the locale again when it changes", async () => {
    const { portico, runtime, sent } = setup()
    portico.i18n.add('de', {})
    runtime.preload()
    await vi.waitFor(() => expect(sent('SYNC_THEME')).toHaveLength(1))
    expect(sent('SYNC_DAPP_DATA').map((m) => m.payload)).toEqual([
      expect.objectContaining({ locale: 'en', sdkType: 'appkit' }),
    ])
    expect(sent('SYNC_THEME')[0]?.payload).toEqual({ themeMode: 'light' })
    await portico.i18n.setLocale('de')
    await vi.waitFor(() => expect(sent('SYNC_DAPP_DATA')).toHaveLength(2))
    expect(sent('SYNC_DAPP_DATA')[1]?.payload).toMatchObject({ locale: 'de' })
    runtime.dispose()
  })

  it('signs out within the 3 s cap when the frame never answers SIGN_OUT, wiping the login first', async () => {
    vi.useFakeTimers()
    const { portico, runtime, sent } = setup({ SIGN_OUT: () => NEVER })
    portico.storage.write(LOGIN_KEY, { loginUsed: true })
    runtime.preload()
    await vi.advanceTimersByTimeAsync(0)
    let done = false
    const out = runtime.signOut().then(() => {
      done = true
    })
    expect(portico.storage.has(LOGIN_KEY)).toBe(false)
    await vi.advanceTimersByTimeAsync(2999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await out
    expect(done).toBe(true)
    expect(sent('SIGN_OUT')).toHaveLength(1)
  })
})
