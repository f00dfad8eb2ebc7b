import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resultError, startPopupLogin } from './popupLogin.js'
import { withReturnUrl } from './telegram.js'

const SECURE = 'http://127.0.0.1:4600'

function fakePopup() {
  return {
    closed: false,
    location: { href: `${SECURE}/loading` },
    close() {
      this.closed = true
    },
  }
}

function setup(overrides: { redirect?: () => Promise<string>; connect?: () => Promise<void> } = {}) {
  const target = new EventTarget()
  const popup = fakePopup()
  const connected: string[] = []
  const untrusted: string[] = []
  const warn = vi.fn()
  const login = startPopupLogin({
    window: target as unknown as Window,
    popup: popup as unknown as Window,
    provider: 'discord',
    log: { warn },
    wallet: async () => ({
      secureSiteOrigin: SECURE,
      socialRedirectUri: overrides.redirect ?? (async () => 'http://127.0.0.1:4610/authorize?state=s1'),
      connectSocial: async (uri) => {
        await overrides.connect?.()
        connected.push(uri)
      },
    }),
    onUntrusted: (origin) => untrusted.push(origin),
  })
  const post = (data: unknown, origin: string) =>
    target.dispatchEvent(new MessageEvent('message', { data, origin }))
  return { login, popup, connected, untrusted, warn, post }
}

describe('startPopupLogin', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('points the popup at the redirect address and connects with a result from the secure site only', async () => {
    const { login, popup, connected, untrusted, warn, post } = setup()
    await vi.advanceTimersByTimeAsync(0)
    expect(popup.location.href).toBe('http://127.0.0.1:4610/authorize?state=s1')
    // A forged result from another origin is reported and ignored; the popup stays open.
    post({ resultUri: 'http://127.0.0.1:9999/callback?code=evil' }, 'http://127.0.0.1:9999')
    expect(untrusted).toEqual(['http://127.0.0.1:9999'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Untrusted Origin'))
    expect(popup.closed).toBe(false)
    post({ something: 'else' }, SECURE)
    post({ resultUri: `${SECURE}/social/callback?code=c1&state=s1` }, SECURE)
    await expect(login.outcome).resolves.toEqual({ kind: 'connected' })
    expect(connected).toEqual([`${SECURE}/social/callback?code=c1&state=s1`])
    expect(popup.closed).toBe(true)
  })

  it("settles 'closed' on the first 1 s check after the visitor closed the popup", async () => {
    const { login, popup } = setup()
    await vi.advanceTimersByTimeAsync(0)
    popup.closed = true
    let outcome: unknown
    void login.outcome.then((value) => (outcome = value))
    await vi.advanceTimersByTimeAsync(999)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toEqual({ kind: 'closed' })
  })

  it("fails with the provider's error and with 'Failed to initiate social connection' on an empty address", async () => {
    const denied = setup()
    await vi.advanceTimersByTimeAsync(0)
    denied.post(
      { resultUri: `${SECURE}/social/callback?error=access_denied&error_description=The+user+denied+access` },
      SECURE,
    )
    await expect(denied.login.outcome).resolves.toEqual({ kind: 'failed', message: 'The user denied access' })
    expect(denied.connected).toEqual([])

    const empty = setup({ redirect: async () => '' })
    await expect(empty.login.outcome).resolves.toEqual({
      kind: 'failed',
      message: 'Failed to initiate social connection',
    })
    expect(empty.popup.closed).toBe(true)

    const broken = setup({ redirect: async () => Promise.reject(new Error('frame down')) })
    await expect(broken.login.outcome).resolves.toMatchObject({
      message: 'Failed to initiate social connection',
    })
  })

  it('cancel closes the popup and ignores a later result', async () => {
    const { login, popup, connected, post } = setup()
    await vi.advanceTimersByTimeAsync(0)
    login.cancel()
    await expect(login.outcome).resolves.toEqual({ kind: 'cancelled' })
    expect(popup.closed).toBe(true)
    post({ resultUri: `${SECURE}/social/callback?code=c1&state=s1` }, SECURE)
    expect(connected).toEqual([])
  })
})

describe('resultError', () => {
  it('reads the error of a result address', () => {
    expect(resultError(`${SECURE}/cb?code=1`)).toBeUndefined()
    expect(resultError(`${SECURE}/cb?error=access_denied`)).toBe('access_denied')
    expect(resultError('not a url error=boom')).toBe('boom')
  })
})

describe('withReturnUrl', () => {
  it('appends the return address to the state, inside a magic.link wrapper too', () => {
    expect(withReturnUrl('http://o.test/authorize?state=abc', 'http://app.test/?a=1')).toBe(
      `http://o.test/authorize?state=${encodeURIComponent(`abc--${encodeURIComponent('http://app.test/?a=1')}`)}`,
    )
    const wrapped = new URL(
      withReturnUrl(
        `https://auth.magic.link/v1/oauth2?provider_authorization_url=${encodeURIComponent('http://o.test/a?state=s')}`,
        'http://app.test/',
      ),
    )
    expect(
      new URL(wrapped.searchParams.get('provider_authorization_url') as string).searchParams.get('state'),
    ).toBe(`s--${encodeURIComponent('http://app.test/')}`)
  })
})
