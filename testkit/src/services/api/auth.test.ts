// The emulated sign-in server (API-FACTS 3.7) on its own: no chain, so eip155:1 signatures are
// checked as EOA signatures (smart accounts need a local chain; the siwx plugin tests those).

import { ed25519 } from '@noble/curves/ed25519'
import { formatMessage, type SIWXMessageData } from '@portico/plugin-siwx/verify'
import bs58 from 'bs58'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../chains/constants'
import { type ApiEmulator, startApiEmulator } from './index'
import { getJson, postJson, request } from './test-utils'

const account = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
const ORIGIN = 'http://127.0.0.1:5173'
let api: ApiEmulator
beforeAll(async () => {
  api = await startApiEmulator({ chains: [] })
})
afterAll(() => api?.close())
afterEach(() => api.reset())

const url = (key: string) => `${api.url}/auth/v1/${key}?projectId=p1&st=appkit&sv=test`

async function signIn(overrides: { domain?: string; signer?: typeof account } = {}) {
  const { nonce, token } = await getJson<{ nonce: string; token: string }>(url('nonce'))
  const message = createSiweMessage({
    address: account.address,
    chainId: 1,
    domain: overrides.domain ?? '127.0.0.1:5173',
    nonce,
    uri: `${ORIGIN}/`,
    version: '1',
    issuedAt: new Date(),
  })
  const signature = await (overrides.signer ?? account).signMessage({ message })
  const body = { data: { accountAddress: account.address, chainId: 'eip155:1' }, message, signature }
  return postJson(url('authenticate'), body, { 'x-nonce-jwt': `Bearer ${token}`, origin: ORIGIN })
}

describe('/auth/v1', () => {
  it('answers the preflight for its headers', async () => {
    const preflight = await request(url('authenticate'), {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-headers': 'authorization,x-nonce-jwt,content-type' },
    })
    expect(preflight.headers.get('access-control-allow-headers')?.split(', ')).toEqual(
      expect.arrayContaining(['authorization', 'x-nonce-jwt', 'x-otp']),
    )
  })

  it('signs in once per nonce and serves the session until it is signed out', async () => {
    const signed = await signIn()
    expect(signed.status).toBe(200)
    const { token } = signed.json() as { token: string }
    const auth = { authorization: `Bearer ${token}` }
    const me = await getJson<Record<string, unknown>>(url('me'), { headers: auth })
    expect(me).toMatchObject({
      address: account.address,
      caip2Network: 'eip155:1',
      chainId: 1,
      chainNamespace: 'eip155',
      domain: '127.0.0.1:5173',
      projectIdKey: 'p1',
    })
    expect(me.exp).toBeGreaterThan(Date.now() / 1000)
    expect((await postJson(url('sign-out'), '', auth)).status).toBe(200)
    const after = await request(url('me'), { headers: auth })
    expect(after.status).toBe(401)
    expect(after.json()).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'authentication', description: 'Session was signed out' }],
    })
  })

  it('refuses a forged signature, another domain, a missing or altered token and a missing project', async () => {
    expect((await signIn({ signer: privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey) })).status).toBe(401)
    const otherDomain = await signIn({ domain: 'evil.example' })
    expect(otherDomain.status).toBe(400)
    expect(otherDomain.text).toContain('domain')
    const { token } = (await signIn()).json() as { token: string }
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await request(url('me'), { headers: { authorization: `Bearer ${altered}` } })).status).toBe(401)
    expect((await request(url('me'))).status).toBe(401)
    expect((await postJson(url('authenticate'), { message: 'x', signature: '0x' })).status).toBe(401)
    expect((await request(`${api.url}/auth/v1/nonce`)).status).toBe(400)
  })

  it('expires sessions after the configured lifetime', async () => {
    await postJson(`${api.url}/__emulator/auth`, { sessionMs: 0 })
    const { token } = (await signIn()).json() as { token: string }
    const me = await request(url('me'), { headers: { authorization: `Bearer ${token}` } })
    expect(me.status).toBe(401)
    expect(me.text).toContain('Session has expired')
    api.reset()
    const fresh = (await signIn()).json() as { token: string }
    expect((await request(url('me'), { headers: { authorization: `Bearer ${fresh.token}` } })).status).toBe(
      200,
    )
  })

  describe('Solana sign-ins (ed25519, checked like the plugin checks them)', () => {
    const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const secretKey = ed25519.utils.randomPrivateKey()
    const address = bs58.encode(ed25519.getPublicKey(secretKey))

    async function solanaSignIn(
      change: {
        data?: Partial<SIWXMessageData>
        signWith?: Uint8Array
        text?: (text: string) => string
        nonce?: string
      } = {},
    ) {
      const { nonce, token } = await getJson<{ nonce: string; token: string }>(url('nonce'))
      const data: SIWXMessageData = {
        accountAddress: address,
        chainId: SOLANA_DEVNET,
        domain: '127.0.0.1:5173',
        uri: `${ORIGIN}/`,
        version: '1',
        nonce: change.nonce ?? nonce,
        issuedAt: new Date().toISOString(),
        ...change.data,
      }
      const signed = formatMessage(data, 'Solana Devnet')
      const message = change.text?.(signed) ?? signed
      const signature = bs58.encode(
        ed25519.sign(new TextEncoder().encode(message), change.signWith ?? secretKey),
      )
      return postJson(
        url('authenticate'),
        { data, message, signature },
        { 'x-nonce-jwt': `Bearer ${token}`, origin: ORIGIN },
      )
    }

    it('signs in an account whose ed25519 signature holds and serves its session', async () => {
      const signed = await solanaSignIn()
      expect(signed.status).toBe(200)
      const { token } = signed.json() as { token: string }
      const me = await getJson<Record<string, unknown>>(url('me'), {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(me).toMatchObject({
        address,
        caip2Network: SOLANA_DEVNET,
        chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        chainNamespace: 'solana',
        sub: `did:pkh:${SOLANA_DEVNET}:${address}`,
      })
    })

    it('refuses another key, a text other than the fields, a stale nonce and an expired message', async () => {
      const otherKey = await solanaSignIn({ signWith: ed25519.utils.randomPrivateKey() })
      expect(otherKey.status).toBe(401)
      expect(otherKey.json()).toEqual({
        status: 'FAILED',
        reasons: [{ field: 'signature', description: 'Invalid signature' }],
      })
      const tampered = await solanaSignIn({ text: (t) => t.replace('URI: ', 'URI: https://evil.example') })
      expect(tampered.status).toBe(400)
      expect(tampered.text).toContain('does not match its URI')
      const wrongNonce = await solanaSignIn({ nonce: 'abcdefgh1234' })
      expect(wrongNonce.status).toBe(400)
      expect(wrongNonce.text).toContain('nonce')
      const expired = await solanaSignIn({
        data: { expirationTime: new Date(Date.now() - 1000).toISOString() },
      })
      expect(expired.status).toBe(400)
      expect(expired.text).toContain('expired')
      const malformed = await solanaSignIn({ data: { accountAddress: '0OIl' } })
      expect(malformed.status).toBe(400)
    })

    it('refuses a namespace it cannot verify instead of trusting it', async () => {
      const { token } = await getJson<{ nonce: string; token: string }>(url('nonce'))
      const bitcoin = await postJson(
        url('authenticate'),
        {
          data: {
            accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
            chainId: 'bip122:000000000019d6689c085ae165831e93',
          },
          message: 'anything',
          signature: 'AAAA',
        },
        { 'x-nonce-jwt': `Bearer ${token}`, origin: ORIGIN },
      )
      expect(bitcoin.status).toBe(400)
      expect(bitcoin.json()).toEqual({
        status: 'FAILED',
        reasons: [{ field: 'data', description: 'Sign-in on bip122 is not supported' }],
      })
    })
  })
})
