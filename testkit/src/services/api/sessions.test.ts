// The emulated smart-session permissions (API-FACTS 2.19-2.20): granted per CAIP-10 account through
// the cosigner's create route, listed, activated and revoked like the real server answers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../chains/constants'
import { type ApiEmulator, startApiEmulator } from './index'
import { getJson, postJson, request, UUID } from './test-utils'

const ACCOUNT = `eip155:31337:${DEV_ACCOUNTS[0]!.address}`
const OTHER = `eip155:31337:${DEV_ACCOUNTS[1]!.address}`
let api: ApiEmulator
beforeAll(async () => {
  api = await startApiEmulator({ chains: [] })
})
afterAll(() => api?.close())
afterEach(() => api.reset())

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600
const grant = (account = ACCOUNT, overrides: object = {}) =>
  postJson(
    `${api.url}/v1/sessions/${account}?projectId=p1&v=2`,
    {
      chainId: 'eip155:31337',
      expiry: inAnHour(),
      signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: '0x04aa' }] } },
      permissions: [
        {
          type: 'native-token-recurring-allowance',
          data: { allowance: '0x2386f26fc10000', start: 1, period: 86400 },
        },
      ],
      policies: [],
      ...overrides,
    },
    { origin: 'http://127.0.0.1:5173' },
  )
const list = (account = ACCOUNT) =>
  getJson<{ pcis: Array<{ pci: string; revokedAt: number | null; context: string | null }> }>(
    `${api.url}/v1/sessions/${account}?projectId=p1`,
  )
const reason = (response: { json: () => unknown }) =>
  (response.json() as { reasons: { field: string; description: string }[] }).reasons[0]

describe('/v1/sessions', () => {
  it('keeps granted sessions per account and lists them in the server shape', async () => {
    const granted = await grant()
    expect(granted.status).toBe(200)
    const answer = granted.json() as { pci: string; key: { type: string; publicKey: string } }
    expect(answer.pci).toMatch(UUID)
    expect(answer.key).toMatchObject({
      type: 'secp256k1',
      publicKey: expect.stringMatching(/^0x04[0-9a-f]{128}$/),
    })
    const { pcis } = await list()
    expect(pcis).toEqual([
      {
        project: { id: 'p1', name: '127.0.0.1:5173', url: 'http://127.0.0.1:5173', iconUrl: null },
        pci: answer.pci,
        expiry: expect.any(Number),
        createdAt: expect.any(Number),
        permissions: [
          {
            type: 'native-token-recurring-allowance',
            data: { allowance: '0x2386f26fc10000', start: 1, period: 86400 },
          },
        ],
        policies: [],
        context: null,
        revokedAt: null,
      },
    ])
    expect((await list(OTHER)).pcis).toEqual([])
    // The address is case-insensitive, like the CAIP parser.
    expect((await list(ACCOUNT.toLowerCase())).pcis).toHaveLength(1)
  })

  it('activates with a context and revokes with an empty 200; a second revoke is the pci 400', async () => {
    const { pci } = (await grant()).json() as { pci: string }
    const activated = await postJson(`${api.url}/v1/sessions/${ACCOUNT}/activate?projectId=p1`, {
      pci,
      context: '0xabcd',
    })
    expect(activated.status).toBe(200)
    const revoked = await postJson(`${api.url}/v1/sessions/${ACCOUNT}/revoke?projectId=p1`, {
      pci,
      signature: '0x01',
    })
    expect({ status: revoked.status, body: revoked.text }).toEqual({ status: 200, body: '' })
    const [session] = (await list()).pcis
    expect(session?.context).toBe('0xabcd')
    expect(session?.revokedAt).toBeTypeOf('number')
    const again = await postJson(`${api.url}/v1/sessions/${ACCOUNT}/revoke?projectId=p1`, {
      pci,
      signature: '0x01',
    })
    expect(again.status).toBe(400)
    expect(reason(again)).toEqual({ field: 'pci', description: 'Permission is revoked' })
    const unknown = await postJson(`${api.url}/v1/sessions/${ACCOUNT}/revoke?projectId=p1`, { pci: 'nope' })
    expect(reason(unknown)).toEqual({ field: 'pci', description: 'Permission not found' })
    // Another account cannot revoke it.
    const { pci: second } = (await grant()).json() as { pci: string }
    const elsewhere = await postJson(`${api.url}/v1/sessions/${OTHER}/revoke?projectId=p1`, { pci: second })
    expect(elsewhere.status).toBe(400)
  })

  it('refuses what the server refuses: a non-CAIP-10 address, no projectId, bad bodies, a past expiry', async () => {
    const plain = await request(`${api.url}/v1/sessions/${DEV_ACCOUNTS[0]!.address}?projectId=p1`)
    expect(plain.status).toBe(400)
    expect((await request(`${api.url}/v1/sessions/${ACCOUNT}`)).status).toBe(400)
    expect((await grant(ACCOUNT, { permissions: [] })).status).toBe(422)
    expect((await grant(ACCOUNT, { signer: { type: 'wallet' } })).status).toBe(422)
    const past = await grant(ACCOUNT, { expiry: 1000 })
    expect(reason(past)).toEqual({ field: 'expiry', description: 'Expiry is in the past' })
    expect((await list()).pcis).toEqual([])
  })
})
