// The emulated account names (API-FACTS 2.12-2.15): registration checked like the real server,
// lookups and suggestions served from what was registered. No chain: mainnet (coin type 60)
// signatures are checked as EOA signatures.
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../chains/constants'
import { type ApiEmulator, startApiEmulator } from './index'
import { getJson, postJson, request } from './test-utils'

const owner = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
const other = privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey)
let api: ApiEmulator
beforeAll(async () => {
  api = await startApiEmulator({ chains: [] })
})
afterAll(() => api?.close())
afterEach(() => api.reset())

async function register(
  name: string,
  options: { signer?: typeof owner; timestamp?: number; coinType?: number; attributes?: object } = {},
) {
  const message = JSON.stringify({
    name,
    attributes: options.attributes ?? {},
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  })
  const signature = await (options.signer ?? owner).signMessage({ message })
  return postJson(
    `${api.url}/v1/profile/account`,
    { message, signature, coin_type: options.coinType ?? 60, address: owner.address },
    { 'content-type': 'application/json' },
  )
}

const reason = (response: { json: () => unknown }) =>
  (response.json() as { reasons: { field: string; description: string }[] }).reasons[0]

describe('/v1/profile', () => {
  it('registers a signed name and serves it by name, by address and in suggestions', async () => {
    const created = await register('alice.reown.id', { attributes: { bio: 'hi' } })
    expect(created.status).toBe(200)
    expect(created.json()).toMatchObject({
      name: 'alice.reown.id',
      attributes: { bio: 'hi' },
      addresses: { '60': { address: owner.address } },
    })
    expect(await getJson(`${api.url}/v1/profile/account/alice.reown.id?apiVersion=2`)).toMatchObject({
      name: 'alice.reown.id',
    })
    expect(
      await getJson(`${api.url}/v1/profile/reverse/${owner.address.toLowerCase()}?apiVersion=2`),
    ).toMatchObject([{ name: 'alice.reown.id' }])
    const { suggestions } = await getJson<{ suggestions: { name: string; registered: boolean }[] }>(
      `${api.url}/v1/profile/suggestions/alice?zone=reown.id`,
    )
    expect(suggestions[0]).toEqual({ name: 'alice.reown.id', registered: true })
    expect(suggestions.length).toBeGreaterThan(1)
    expect(suggestions.length).toBeLessThanOrEqual(5)
    expect(suggestions.slice(1).every((s) => !s.registered && s.name.startsWith('alice'))).toBe(true)
  })

  it('answers "not found" with [] in version 2 and 404 before', async () => {
    expect(await getJson(`${api.url}/v1/profile/account/nobody.reown.id?apiVersion=2`)).toEqual([])
    expect((await request(`${api.url}/v1/profile/account/nobody.reown.id`)).status).toBe(404)
    expect(await getJson(`${api.url}/v1/profile/reverse/${other.address}?apiVersion=2`)).toEqual([])
    expect((await request(`${api.url}/v1/profile/reverse/${other.address}`)).status).toBe(404)
  })

  it('refuses a taken name, a stale timestamp, a foreign signature, bad names, coin types and attributes', async () => {
    expect((await register('alice.reown.id')).status).toBe(200)
    const taken = await register('alice.reown.id')
    expect([taken.status, reason(taken)]).toEqual([
      400,
      { field: 'name', description: 'Name is already registered' },
    ])
    expect(
      reason(await register('bob.reown.id', { timestamp: Math.floor(Date.now() / 1000) - 60 }))?.field,
    ).toBe('timestamp')
    const forged = await register('bob.reown.id', { signer: other })
    expect([forged.status, reason(forged)?.field]).toEqual([401, 'signature'])
    expect(reason(await register('Bob.reown.id'))?.field).toBe('name')
    expect(reason(await register('bob.example.com'))?.field).toBe('name')
    expect(reason(await register('bo.reown.id'))?.field).toBe('name')
    expect(reason(await register('bob.reown.id', { coinType: 0x80000000 + 999_999 }))?.field).toBe(
      'coin_type',
    )
    expect(reason(await register('bob.reown.id', { attributes: { avatar: 'x' } }))?.field).toBe('attributes')
    const notJson = await postJson(`${api.url}/v1/profile/account`, {
      message: '{',
      signature: '0x',
      coin_type: 60,
      address: owner.address,
    })
    expect(notJson.status).toBe(422)
    expect((await request(`${api.url}/v1/profile/suggestions/ab`)).status).toBe(400)
    // Nothing refused was kept.
    expect(await getJson(`${api.url}/v1/profile/account/bob.reown.id?apiVersion=2`)).toEqual([])
  })
})
