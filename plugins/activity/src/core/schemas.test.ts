// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { historyResponseSchema, supportedChainsSchema, transactionSchema } from './schemas.js'

/** One item as the server serializes it: every Option present as null (API-FACTS 2.3.1). */
const serverItem = {
  id: 'eip155:1:0xabc',
  metadata: {
    operationType: 'receive',
    hash: '0xabc',
    minedAt: '2025-03-01T10:00:00.000Z',
    sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    sentTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    status: 'confirmed',
    nonce: 4,
    application: { name: null, iconUrl: null },
    chain: 'eip155:1',
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://i.test/eth.svg' } },
      nft_info: null,
      direction: 'in',
      quantity: { numeric: '0.1' },
      value: 300,
      price: 3000,
    },
    {
      fungible_info: null,
      nft_info: {
        name: null,
        content: { preview: { url: 'data:image/svg+xml;base64,AA', content_type: null }, detail: null },
        flags: { is_spam: true },
      },
      direction: 'in',
      quantity: { numeric: '1' },
      value: null,
      price: null,
    },
  ],
}

describe('history schemas', () => {
  it('accept the server serialization with nulls and snake_case transfer keys', () => {
    const parsed = transactionSchema.parse(serverItem)
    expect(parsed.transfers?.[1]?.nft_info?.flags?.is_spam).toBe(true)
    expect(parsed.transfers?.[1]?.nft_info?.content?.preview?.url).toBe('data:image/svg+xml;base64,AA')
  })

  it('accept the client shape with optionals left out', () => {
    const { application: _a, nonce: _n, ...metadata } = serverItem.metadata
    const transfer = { direction: 'out', quantity: { numeric: '2' } }
    expect(transactionSchema.safeParse({ id: 'x', metadata, transfers: [transfer] }).success).toBe(true)
    expect(
      transactionSchema.safeParse({ id: 'x', metadata: { ...metadata, chain: null }, transfers: null })
        .success,
    ).toBe(true)
  })

  it('keep unknown metadata keys (passthrough)', () => {
    const parsed = transactionSchema.parse({
      ...serverItem,
      metadata: { ...serverItem.metadata, extra: { a: 1 } },
    })
    expect((parsed.metadata as Record<string, unknown>).extra).toEqual({ a: 1 })
  })

  it('reject a missing id, a missing operation type and a minedAt that is not a date', () => {
    const { id: _id, ...withoutId } = serverItem
    expect(transactionSchema.safeParse(withoutId).success).toBe(false)
    const { operationType: _o, ...noType } = serverItem.metadata
    expect(transactionSchema.safeParse({ ...serverItem, metadata: noType }).success).toBe(false)
    expect(
      transactionSchema.safeParse({ ...serverItem, metadata: { ...serverItem.metadata, minedAt: 'soon' } })
        .success,
    ).toBe(false)
  })

  it('reject camelCase transfer keys in place of the wire names', () => {
    const transfer = { direction: 'in', quantity: { numerical: '1' } }
    expect(transactionSchema.safeParse({ ...serverItem, transfers: [transfer] }).success).toBe(false)
  })

  it('read a page with and without a next cursor', () => {
    expect(historyResponseSchema.parse({ data: [serverItem], next: 'abc' }).next).toBe('abc')
    expect(historyResponseSchema.parse({ data: [], next: null }).next).toBeNull()
    expect(historyResponseSchema.safeParse({ next: null }).success).toBe(false)
  })

  it('read the supported chains lists', () => {
    expect(supportedChainsSchema.parse({ http: ['eip155:1'], ws: [] }).http).toEqual(['eip155:1'])
    expect(supportedChainsSchema.safeParse({ ws: [] }).success).toBe(false)
  })
})
