// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fungibleTransfer, local, nftTransfer, transaction } from '../test/transactions.js'
import { filterTransactions, isOnChain, isSpamTransaction, transactionChainId } from './filterTransactions.js'

const at = local(2025, 3)

describe('isSpamTransaction', () => {
  it('is spam when every transfer is a spam-flagged NFT', () => {
    const tx = transaction({
      minedAt: at,
      transfers: [nftTransfer('Free', { spam: true }), nftTransfer('Win', { spam: true })],
    })
    expect(isSpamTransaction(tx)).toBe(true)
  })

  it('is not spam when one transfer is not flagged', () => {
    expect(
      isSpamTransaction(
        transaction({ minedAt: at, transfers: [nftTransfer('Free', { spam: true }), nftTransfer('Ok')] }),
      ),
    ).toBe(false)
    expect(
      isSpamTransaction(
        transaction({
          minedAt: at,
          transfers: [nftTransfer('Free', { spam: true }), fungibleTransfer('1', 'PTT')],
        }),
      ),
    ).toBe(false)
  })

  it('keeps transactions without transfers (approvals, contract calls)', () => {
    expect(isSpamTransaction(transaction({ minedAt: at, transfers: [] }))).toBe(false)
    expect(isSpamTransaction(transaction({ minedAt: at, transfers: null }))).toBe(false)
  })

  it('reads a missing flags object as not spam', () => {
    const transfer = nftTransfer('No flags')
    const tx = transaction({
      minedAt: at,
      transfers: [{ ...transfer, nft_info: { ...transfer.nft_info, flags: null } }],
    })
    expect(isSpamTransaction(tx)).toBe(false)
  })
})

describe('chain filter', () => {
  it('reads CAIP-2 ids and bare eip155 references', () => {
    expect(transactionChainId(transaction({ minedAt: at, chain: 'eip155:8453' }))).toBe('eip155:8453')
    expect(transactionChainId(transaction({ minedAt: at, chain: '8453' }))).toBe('eip155:8453')
    expect(transactionChainId(transaction({ minedAt: at, chain: null }))).toBeUndefined()
  })

  it('keeps only the connected chain; an unknown chain is not it', () => {
    expect(isOnChain(transaction({ minedAt: at, chain: 'eip155:1' }), 'eip155:1')).toBe(true)
    expect(isOnChain(transaction({ minedAt: at, chain: '1' }), 'eip155:1')).toBe(true)
    expect(isOnChain(transaction({ minedAt: at, chain: 'eip155:10' }), 'eip155:1')).toBe(false)
    expect(isOnChain(transaction({ minedAt: at, chain: null }), 'eip155:1')).toBe(false)
  })
})

describe('filterTransactions', () => {
  it('drops spam and other chains and keeps the order of the rest', () => {
    const list = [
      transaction({ id: 'a', minedAt: at }),
      transaction({ id: 'spam', minedAt: at, transfers: [nftTransfer('Airdrop', { spam: true })] }),
      transaction({ id: 'base', minedAt: at, chain: 'eip155:8453' }),
      transaction({ id: 'b', minedAt: at, transfers: [] }),
    ]
    expect(filterTransactions(list, { caipNetworkId: 'eip155:1' }).map((t) => t.id)).toEqual(['a', 'b'])
  })
})
