// @vitest-environment node
// The two shipped session stores against real services: sessions kept in the browser and verified
// against an anvil chain, and sessions verified and kept by the emulated sign-in server.

import { ed25519 } from '@noble/curves/ed25519'
import type { Portico } from '@portico/kernel'
import { DEV_ACCOUNTS } from '@portico/testkit/services/chains/index'
import bs58 from 'bs58'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type SiwxServices, startSiwxServices } from '../test/localServices.js'
import type { SIWXConfig, SIWXSession } from '../types.js'
import { createLocalSessions, LOCAL_SESSIONS_KEY } from './localSessions.js'
import { createServerSessions, SERVER_SESSION_KEY } from './serverSessions.js'

const signer = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
const stranger = privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey)
const origin = () => ({ domain: 'app.example', uri: 'https://app.example/login' })

let services: SiwxServices
beforeAll(async () => {
  services = await startSiwxServices()
})
afterAll(() => services?.stop())
afterEach(() => services.api.reset())

async function signedSession(
  config: SIWXConfig,
  by = signer,
  address: string = signer.address,
): Promise<SIWXSession> {
  const message = await config.createMessage({
    accountAddress: address,
    chainId: services.network.caipNetworkId,
  })
  const { toString: _toString, ...data } = message
  const text = message.toString()
  return { data, message: text, signature: await by.signMessage({ message: text }) }
}

describe('local sessions', () => {
  let portico: Portico
  const make = (overrides: Partial<Parameters<typeof createLocalSessions>[0]> = {}) => {
    portico = services.portico()
    return createLocalSessions({
      storage: portico.storage,
      rpcUrlOf: (chainId) =>
        chainId === services.network.caipNetworkId ? services.network.rpcUrls.default.http[0] : undefined,
      origin,
      ...overrides,
    })
  }

  it('keeps a session the account signed and finds it for that account and network only', async () => {
    const config = make({ expiresInMs: 60_000, statement: 'Sign in to the example app' })
    const session = await signedSession(config)
    expect(session.message).toContain('app.example wants you to sign in with your Ethereum account:')
    expect(session.message).toContain('\nSign in to the example app\n')
    expect(session.data.nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    await config.addSession(session)
    expect(await config.getSessions(services.network.caipNetworkId, signer.address.toLowerCase())).toEqual([
      session,
    ])
    expect(await config.getSessions('eip155:1', signer.address)).toEqual([])
    expect(await config.getSessions(services.network.caipNetworkId, stranger.address)).toEqual([])
  })

  it('refuses tampered text, a signature by another account and a session past its expiry, keeping nothing', async () => {
    const config = make({ expiresInMs: 60_000 })
    const session = await signedSession(config)
    const tampered = {
      ...session,
      message: session.message.replace('URI: https://app.example/login', 'URI: https://evil.example/login'),
    }
    await expect(config.addSession(tampered)).rejects.toMatchObject({
      name: 'SiwxVerificationError',
      shortMessage: 'The signed message does not match its URI',
    })
    const resigned = { ...tampered, data: { ...tampered.data, uri: 'https://evil.example/login' } }
    await expect(config.addSession(resigned)).rejects.toMatchObject({
      shortMessage: 'The signature does not match the message and account',
    })
    const byStranger = await signedSession(config, stranger, signer.address)
    await expect(config.addSession(byStranger)).rejects.toMatchObject({
      shortMessage: 'The signature does not match the message and account',
    })
    const late = make({ expiresInMs: 60_000, now: () => new Date(Date.now() + 120_000) })
    await expect(late.addSession(session)).rejects.toMatchObject({ shortMessage: 'The sign-in has expired' })
    await expect(config.addSession({ ...session, signature: 'not hex' })).rejects.toMatchObject({
      name: 'SiwxVerificationError',
    })
    expect(portico.storage.has(LOCAL_SESSIONS_KEY)).toBe(false)
  })

  it('drops expired sessions from reads, revokes one account and signs out everywhere with []', async () => {
    let now = Date.now()
    const config = make({ expiresInMs: 60_000, now: () => new Date(now) })
    const session = await signedSession(config)
    await config.addSession(session)
    now += 61_000
    expect(await config.getSessions(services.network.caipNetworkId, signer.address)).toEqual([])
    now -= 61_000
    await config.revokeSession(services.network.caipNetworkId, signer.address)
    expect(await config.getSessions(services.network.caipNetworkId, signer.address)).toEqual([])
    await config.setSessions([session])
    expect(await config.getSessions(services.network.caipNetworkId, signer.address)).toHaveLength(1)
    await config.setSessions([])
    expect(await config.getSessions(services.network.caipNetworkId, signer.address)).toEqual([])
  })

  it('drops corrupt stored sessions instead of throwing', async () => {
    const config = make()
    portico.storage.write(LOCAL_SESSIONS_KEY, [{ data: { chainId: 'nope' } }])
    expect(await config.getSessions(services.network.caipNetworkId, signer.address)).toEqual([])
  })

  it('refuses a namespace it cannot verify', async () => {
    const config = make()
    const session = await signedSession(config)
    // eip155 and solana verify built in; polkadot needs a verifier from the app.
    const polkadot = {
      ...session,
      data: { ...session.data, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' as const },
    }
    await expect(config.addSession(polkadot)).rejects.toMatchObject({
      shortMessage: 'Sign-in signatures of polkadot accounts cannot be verified yet',
    })
  })
})

describe('server sessions (the emulated sign-in server)', () => {
  let portico: Portico
  const make = () => {
    portico = services.portico()
    return createServerSessions({ storage: portico.storage, http: portico.http.catalogue, origin })
  }
  const admin = (body: object) =>
    fetch(`${services.api.url}/__emulator/auth`, { method: 'POST', body: JSON.stringify(body) })

  it('signs in with the server nonce; the server checks the token on every read', async () => {
    const config = make()
    const session = await signedSession(config)
    expect(services.api.requests('auth-nonce')).toHaveLength(1)
    await config.addSession(session)
    const [authenticate] = services.api.requests('auth-authenticate')
    expect(authenticate?.status).toBe(200)
    expect(await config.getSessions(services.network.caipNetworkId, signer.address)).toEqual([session])
    expect(services.api.requests('auth-me').at(-1)?.status).toBe(200)
    await config.revokeSession(services.network.caipNetworkId, signer.address)
    expect(services.api.requests('auth-sign-out').at(-1)?.status).toBe(200)
    expect(await config.getSessions(services.network.caipNetworkId, signer.address)).toEqual([])
  })

  it('refuses a bad signature and a reused nonce, and keeps no session', async () => {
    const config = make()
    const session = await signedSession(config)
    const forged = { ...session, signature: await stranger.signMessage({ message: session.message }) }
    await expect(config.addSession(forged)).rejects.toMatchObject({ name: 'SiwxServerError', status: 401 })
    // The nonce was spent by the refused attempt: the right signature cannot reuse it.
    await expect(config.addSession(session)).rejects.toMatchObject({ name: 'SiwxServerError', status: 401 })
    expect(portico.storage.has(SERVER_SESSION_KEY)).toBe(false)
    const fresh = await signedSession(config)
    await config.addSession(fresh)
    expect(portico.storage.has(SERVER_SESSION_KEY)).toBe(true)
  })

  it('refuses an expired nonce; a session past its lifetime is gone on the next read', async () => {
    await admin({ nonceMs: 0 })
    const config = make()
    const stale = await signedSession(config)
    await expect(config.addSession(stale)).rejects.toMatchObject({ status: 401 })
    await admin({ nonceMs: 60_000, sessionMs: 0 })
    const session = await signedSession(config)
    await config.addSession(session)
    expect(await config.getSessions(services.network.caipNetworkId, signer.address)).toEqual([])
    expect(services.api.requests('auth-me').at(-1)?.status).toBe(401)
    expect(portico.storage.has(SERVER_SESSION_KEY)).toBe(false)
  })

  it('turns a malformed answer into a clear error and no session', async () => {
    const config = make()
    services.api.faults.set('auth-nonce', { kind: 'malformed', times: 1 })
    await expect(
      config.createMessage({ accountAddress: signer.address, chainId: services.network.caipNetworkId }),
    ).rejects.toMatchObject({
      name: 'SiwxServerError',
    })
    const session = await signedSession(config)
    services.api.faults.set('auth-authenticate', { kind: 'malformed', times: 1 })
    await expect(config.addSession(session)).rejects.toMatchObject({ name: 'SiwxServerError' })
    expect(portico.storage.has(SERVER_SESSION_KEY)).toBe(false)
  })

  it('signs a Solana account in with its ed25519 signature and refuses another key', async () => {
    const config = make()
    const solanaDevnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const
    const secretKey = ed25519.utils.randomPrivateKey()
    const address = bs58.encode(ed25519.getPublicKey(secretKey))
    const sign = async (key: Uint8Array) => {
      const message = await config.createMessage({ accountAddress: address, chainId: solanaDevnet })
      const { toString: _toString, ...data } = message
      const text = message.toString()
      const signature = bs58.encode(ed25519.sign(new TextEncoder().encode(text), key))
      return { data, message: text, signature }
    }
    await expect(config.addSession(await sign(ed25519.utils.randomPrivateKey()))).rejects.toMatchObject({
      name: 'SiwxServerError',
      status: 401,
    })
    const session = await sign(secretKey)
    await config.addSession(session)
    expect(await config.getSessions(solanaDevnet, address)).toEqual([session])
    // Base58 is case-sensitive: the same letters in another case are another account.
    expect(await config.getSessions(solanaDevnet, address.toLowerCase())).toEqual([])
  })
})
