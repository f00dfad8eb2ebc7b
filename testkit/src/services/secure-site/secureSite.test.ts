import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, type Hex, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChains, startLocalChains, viemChain } from '../chains/index.js'
import { fundOnChains } from './faucet.js'
import { LOGIN_TEXTS, type SecureSite, startSecureSite } from './index.js'
import { RPC_NOT_ALLOWED, USER_REJECTED_MESSAGE } from './protocol.js'
import { frameClient } from './test/frameClient.js'

let chains: LocalChains
let site: SecureSite
let dir: string
let clock = Date.now()
const ORIGIN = 'http://127.0.0.1:5173'
const PROJECT = 'test-project'

beforeAll(async () => {
  chains = await startLocalChains({
    chains: [
      { chainId: 31337, port: 0 },
      { chainId: 31338, port: 0 },
    ],
    accounts: 2,
  })
  dir = await mkdtemp(join(tmpdir(), 'secure-site-'))
  site = await start()
})

afterAll(async () => {
  await site?.close()
  await chains?.stop()
  await rm(dir, { recursive: true, force: true })
})

function start() {
  return startSecureSite({
    chains: chains.chains,
    statePath: join(dir, 'state.json'),
    now: () => clock,
    onUserCreated: (address) => fundOnChains(chains.chains, address, parseEther('10')),
  })
}

const { relay, decide, lastMail, newDevice, emailLogin } = frameClient(() => site, {
  origin: ORIGIN,
  projectId: PROJECT,
})

async function login(email: string, device = newDevice()) {
  await emailLogin(email, device)
  const user = await relay(device, 'GET_USER', { chainId: 'eip155:31337' })
  return { device, user: user.payload as { address: Hex; email: string; chainId: number } }
}

describe('e-mail login', () => {
  it('makes a user with its own key on the first code (the key never in an answer), shows the code on the inbox page, and answers GET_USER and IS_CONNECTED', async () => {
    const { device, user } = await login('first@example.com')
    expect(user).toMatchObject({ email: 'first@example.com', chainId: 31337, accounts: [{ type: 'eoa' }] })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The key stays in the service: nothing key-sized is in the answer.
    expect(JSON.stringify(user)).not.toMatch(/[0-9a-fA-F]{64}/)
    // The playground's inbox page shows the code that was sent.
    const page = await (await fetch(`${site.url}/inbox.html`)).text()
    expect(page).toContain(`Code: <strong>${(await lastMail('first@example.com')).code}</strong>`)
    expect(await relay(device, 'IS_CONNECTED', {})).toMatchObject({
      ok: true,
      payload: { isConnected: true },
    })
    const client = createPublicClient({
      chain: viemChain(chains.chains[0]!),
      transport: http(chains.chains[0]!.rpcUrl),
    })
    expect(await client.getBalance({ address: user.address })).toBe(parseEther('10'))
  })

  it('refuses an invalid e-mail, counts wrong codes and voids the code after three', async () => {
    const device = newDevice()
    expect(await relay(device, 'CONNECT_EMAIL', { email: 'not-an-email' })).toEqual({
      ok: false,
      message: 'Invalid email',
    })
    await relay(device, 'CONNECT_EMAIL', { email: 'wrong@example.com' })
    const { code } = await lastMail('wrong@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await relay(device, 'CONNECT_OTP', { otp: wrong })).toEqual({
      ok: false,
      message: LOGIN_TEXTS.wrongCode,
    })
    expect(await relay(device, 'CONNECT_OTP', { otp: wrong })).toEqual({
      ok: false,
      message: LOGIN_TEXTS.wrongCode,
    })
    expect(await relay(device, 'CONNECT_OTP', { otp: wrong })).toEqual({
      ok: false,
      message: LOGIN_TEXTS.tooManyAttempts,
    })
    expect(await relay(device, 'CONNECT_OTP', { otp: code })).toEqual({
      ok: false,
      message: LOGIN_TEXTS.noLogin,
    })
  })

  it('lets a code expire', async () => {
    const device = newDevice()
    await relay(device, 'CONNECT_EMAIL', { email: 'late@example.com' })
    const { code } = await lastMail('late@example.com')
    clock += 10 * 60_000 + 1
    expect(await relay(device, 'CONNECT_OTP', { otp: code })).toEqual({
      ok: false,
      message: LOGIN_TEXTS.codeExpired,
    })
  })

  it('asks a new device for approval by link, then for a code; a trusted device with a session connects at once', async () => {
    const { device: first, user } = await login('two-devices@example.com')
    expect(await relay(first, 'CONNECT_EMAIL', { email: 'two-devices@example.com' })).toMatchObject({
      payload: { action: 'CONNECT' },
    })

    const second = newDevice()
    expect(await relay(second, 'CONNECT_EMAIL', { email: 'two-devices@example.com' })).toMatchObject({
      payload: { action: 'VERIFY_DEVICE' },
    })
    expect(await relay(second, 'CONNECT_OTP', { otp: '123456' })).toEqual({
      ok: false,
      message: LOGIN_TEXTS.deviceNotApproved,
    })
    let settled = false
    const waiting = relay(second, 'CONNECT_DEVICE').then((answer) => {
      settled = true
      return answer
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(settled).toBe(false)
    const { link } = await lastMail('two-devices@example.com')
    expect((await fetch(link as string)).status).toBe(200)
    expect(await waiting).toEqual({ ok: true })
    expect((await fetch(link as string)).status).toBe(404)
    const { code } = await lastMail('two-devices@example.com')
    expect(await relay(second, 'CONNECT_OTP', { otp: code })).toMatchObject({ ok: true })
    expect((await relay(second, 'GET_USER')).payload).toMatchObject({ address: user.address })
  })
})

describe('RPC', () => {
  it('answers the theme and dapp-data syncs (locale too), RPC_ABORT and RELOAD; refuses a sync of the wrong shape', async () => {
    const device = newDevice()
    expect(await relay(device, 'SYNC_THEME', { themeMode: 'dark' })).toMatchObject({ ok: true })
    expect(
      await relay(device, 'SYNC_DAPP_DATA', { projectId: PROJECT, sdkType: 'appkit', locale: 'de' }),
    ).toMatchObject({ ok: true })
    expect(await relay(device, 'SYNC_THEME', { themeMode: 'purple' })).toMatchObject({ ok: false })
    expect(await relay(device, 'RPC_ABORT')).toMatchObject({ ok: true })
    expect(await relay(device, 'RELOAD')).toMatchObject({ ok: true })
  })

  it('forwards safe reads, refuses what no list names', async () => {
    const { device, user } = await login('reads@example.com')
    expect(
      await relay(device, 'RPC_REQUEST', { method: 'eth_getBalance', params: [user.address, 'latest'] }),
    ).toEqual({
      ok: true,
      payload: toHex(parseEther('10')),
    })
    expect(await relay(device, 'RPC_REQUEST', { method: 'eth_accounts' })).toEqual({
      ok: true,
      payload: [user.address],
    })
    expect(
      await relay(device, 'RPC_REQUEST', { method: 'eth_sign', params: [user.address, '0x00'] }),
    ).toEqual({
      ok: false,
      message: RPC_NOT_ALLOWED,
    })
    expect(await relay(newDevice(), 'RPC_REQUEST', { method: 'eth_chainId' })).toEqual({
      ok: false,
      message: LOGIN_TEXTS.notSignedIn,
    })
  })

  it('signs a message and typed data after approval (verified with viem), and refuses on rejection', async () => {
    const { device, user } = await login('signer@example.com')
    const message = 'Hello from Portico'
    const asked = await relay(device, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex(message), user.address],
    })
    expect(asked.approval).toMatchObject({
      method: 'personal_sign',
      summary: { kind: 'message', text: message },
    })
    const signed = await decide(device, asked.approval!.id, 'approve')
    expect(signed.result).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyMessage({ address: user.address, message, signature: signed.result as Hex })).toBe(
      true,
    )
    expect((await decide(device, asked.approval!.id, 'approve')).ok).toBe(false)

    const typed = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hi' },
    }
    const typedAsk = await relay(device, 'RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [user.address, JSON.stringify(typed)],
    })
    const typedSig = (await decide(device, typedAsk.approval!.id, 'approve')).result as Hex
    expect(await verifyTypedData({ address: user.address, ...typed, signature: typedSig })).toBe(true)

    const rejected = await relay(device, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('no'), user.address],
    })
    expect(await decide(device, rejected.approval!.id, 'reject')).toEqual({
      ok: false,
      message: USER_REJECTED_MESSAGE,
    })
    expect(
      await relay(device, 'RPC_REQUEST', {
        method: 'personal_sign',
        params: [toHex('x'), chains.accounts[0]!.address],
      }),
    ).toEqual({
      ok: false,
      message: 'The address does not belong to this wallet',
    })
  })

  it('sends an approved transaction to the session chain, after SWITCH_NETWORK on the other chain', async () => {
    const { device, user } = await login('sender@example.com')
    expect(await relay(device, 'SWITCH_NETWORK', { chainId: 31338 })).toEqual({
      ok: true,
      payload: { chainId: 31338 },
    })
    expect(await relay(device, 'GET_CHAIN_ID')).toEqual({ ok: true, payload: { chainId: 31338 } })
    expect(await relay(device, 'SWITCH_NETWORK', { chainId: 999 })).toEqual({
      ok: false,
      message: 'Unsupported network: 999',
    })
    const to = chains.accounts[1]!.address
    const asked = await relay(device, 'RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: user.address, to, value: toHex(parseEther('1')) }],
    })
    expect(asked.approval?.summary).toEqual({
      kind: 'transaction',
      to,
      valueWei: parseEther('1').toString(),
      data: undefined,
    })
    const hash = (await decide(device, asked.approval!.id, 'approve')).result as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const client = createPublicClient({
      chain: viemChain(chains.chains[1]!),
      transport: http(chains.chains[1]!.rpcUrl),
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt).toMatchObject({
      status: 'success',
      from: user.address.toLowerCase(),
      to: to.toLowerCase(),
    })
  })
})

describe('update e-mail, sign out, restart', () => {
  it('changes the e-mail with the primary then the secondary code', async () => {
    const { device, user } = await login('old@example.com')
    expect(await relay(device, 'UPDATE_EMAIL', { email: 'first@example.com' })).toEqual({
      ok: false,
      message: LOGIN_TEXTS.emailInUse,
    })
    expect(await relay(device, 'UPDATE_EMAIL', { email: 'new@example.com' })).toEqual({
      ok: true,
      payload: { action: 'VERIFY_PRIMARY_OTP' },
    })
    expect(await relay(device, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: '123456' })).toEqual({
      ok: false,
      message: LOGIN_TEXTS.primaryFirst,
    })
    expect(
      await relay(device, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: (await lastMail('old@example.com')).code }),
    ).toEqual({ ok: true })
    expect(
      await relay(device, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: (await lastMail('new@example.com')).code }),
    ).toEqual({
      ok: true,
      payload: { newEmail: 'new@example.com' },
    })
    expect((await relay(device, 'GET_USER')).payload).toMatchObject({
      email: 'new@example.com',
      address: user.address,
    })
  })

  it('keeps users, devices and sessions across a restart; SIGN_OUT ends the session', async () => {
    const { device, user } = await login('persist@example.com')
    await site.close()
    site = await start()
    expect(await relay(device, 'IS_CONNECTED', {})).toMatchObject({ payload: { isConnected: true } })
    expect((await relay(device, 'GET_USER')).payload).toMatchObject({
      address: user.address,
      email: 'persist@example.com',
    })
    expect(await relay(device, 'SIGN_OUT')).toMatchObject({ ok: true })
    expect(await relay(device, 'IS_CONNECTED', {})).toMatchObject({ payload: { isConnected: false } })
    expect(await relay(device, 'GET_USER')).toEqual({ ok: false, message: LOGIN_TEXTS.notSignedIn })
  })
})

describe('allow lists and faults', () => {
  it("answers 'Origin Not Allowed' and 'Unverified Domain' texts for the project's allow list", async () => {
    site.setProject('strict', {
      origins: ['https://app.example', 'https://new.example'],
      unverified: ['https://new.example'],
    })
    const device = { ...newDevice(), projectId: 'strict' }
    expect((await relay(device, 'GET_CHAIN_ID')).message).toMatch(/unauthorized.*origin/i)
    expect((await relay({ ...device, origin: 'https://new.example' }, 'GET_CHAIN_ID')).message).toMatch(
      /^unverified_domain/,
    )
    expect((await relay({ ...device, origin: 'https://app.example' }, 'GET_CHAIN_ID')).message).toBe(
      LOGIN_TEXTS.notSignedIn,
    )
  })

  it('injects a frame that never gets ready, requests that never answer and error replies', async () => {
    const ready = await (await fetch(`${site.url}/sdk?projectId=${PROJECT}&chainId=eip155%3A31337`)).text()
    expect(ready).toContain('"neverReady":false')
    await fetch(`${site.url}/__secure-site/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'never-ready' }),
    })
    expect(await (await fetch(`${site.url}/sdk?projectId=${PROJECT}`)).text()).toContain('"neverReady":true')

    site.setFault({ kind: 'hang', request: 'GET_CHAIN_ID', times: 1 })
    await expect(relay(newDevice(), 'GET_CHAIN_ID', undefined, AbortSignal.timeout(300))).rejects.toThrow(
      /aborted|timeout/i,
    )
    site.setFault({ kind: 'error', request: 'CONNECT_EMAIL', message: 'Mail is down', times: 1 })
    expect(await relay(newDevice(), 'CONNECT_EMAIL', { email: 'x@example.com' })).toEqual({
      ok: false,
      message: 'Mail is down',
    })
    expect((await relay(newDevice(), 'CONNECT_EMAIL', { email: 'x@example.com' })).ok).toBe(true)
    expect(
      (await fetch(`${site.url}/__secure-site/faults`, { method: 'POST', body: '{"kind":"hang"}' })).status,
    ).toBe(400)
    await fetch(`${site.url}/__secure-site/faults`, { method: 'DELETE' })
    expect(await (await fetch(`${site.url}/sdk?projectId=${PROJECT}`)).text()).toContain('"neverReady":false')
  })
})
