// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fungibleTransfer, local, nftTransfer, transaction } from '../test/transactions.js'
import { describeTransaction } from './describeTransaction.js'

const at = local(2025, 3)

describe('describeTransaction', () => {
  it('shows a received token with a plus, 3 decimals (truncated) and its icon', () => {
    const description = describeTransaction(
      transaction({
        minedAt: at,
        operationType: 'receive',
        transfers: [fungibleTransfer('0.123987', 'ETH')],
      }),
    )
    expect(description.amounts).toEqual([{ sign: '+', text: '0.123 ETH' }])
    expect(description.image).toEqual({ kind: 'fungible', url: 'https://icons.test/ETH.svg' })
    expect(description.counterparty).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })

  it('shows a withdrawal with a minus and a send without a sign', () => {
    expect(
      describeTransaction(transaction({ minedAt: at, operationType: 'withdraw' })).amounts[0]?.sign,
    ).toBe('-')
    const sent = describeTransaction(transaction({ minedAt: at, operationType: 'send' }))
    expect(sent.amounts[0]?.sign).toBe('')
    expect(sent.counterparty).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  it('shows an NFT by name with its preview', () => {
    const description = describeTransaction(
      transaction({ minedAt: at, operationType: 'mint', transfers: [nftTransfer('Portico Test NFT #3')] }),
    )
    expect(description.amounts).toEqual([{ sign: '', text: 'Portico Test NFT #3' }])
    expect(description.image).toEqual({ kind: 'nft', url: 'https://nft.test/1.svg' })
  })

  it('lists every transfer of a trade and takes the first image it finds', () => {
    const description = describeTransaction(
      transaction({
        minedAt: at,
        operationType: 'trade',
        transfers: [
          fungibleTransfer('5', 'PTT', { fungible_info: { name: 'PTT', symbol: 'PTT', icon: null } }),
          fungibleTransfer('0.5', 'ETH'),
        ],
      }),
    )
    expect(description.amounts.map((a) => a.text)).toEqual(['5.000 PTT', '0.500 ETH'])
    expect(description.image?.url).toBe('https://icons.test/ETH.svg')
  })

  it('copes with nulls everywhere', () => {
    const description = describeTransaction(
      transaction({
        minedAt: at,
        transfers: [
          {
            fungible_info: null,
            nft_info: null,
            direction: 'in',
            quantity: { numeric: '2' },
            value: null,
            price: null,
          },
        ],
      }),
    )
    expect(description.amounts).toEqual([{ sign: '+', text: '2.000' }])
    expect(description.image).toBeUndefined()
    expect(describeTransaction(transaction({ minedAt: at, transfers: null })).amounts).toEqual([])
  })
})
