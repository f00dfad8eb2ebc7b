// @vitest-environment node
import type { Network, TokenBalance } from '@portico/kernel'
import { testNetworks } from '@portico/kernel/testing'
import { describe, expect, it } from 'vitest'
import { classifyToken } from './tokens.js'
import { validateSend } from './validation.js'

const evm = testNetworks.ethereum as Network
const solana: Network = testNetworks.solana

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  value: 30_000,
  quantity: { decimals: '18', numeric: '10' },
  iconUrl: '',
}
const ptt: TokenBalance = {
  name: 'Portico Test Token',
  symbol: 'PTT',
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1.25,
  quantity: { decimals: '18', numeric: '1000' },
  iconUrl: '',
}
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const messagesOf = (state: Parameters<typeof validateSend>[0]['state'], network: Network | undefined = evm) =>
  validateSend({ state, network }).map((issue) => issue.message)

describe('validateSend: the texts of spec 5 and 8', () => {
  it("requires an amount and a receiver: 'An amount and receiver address are required'", () => {
    const cases = [
      { token: eth, sendTokenAmount: undefined, receiverAddress: receiver },
      { token: eth, sendTokenAmount: '1', receiverAddress: undefined },
      { token: eth, sendTokenAmount: '  ', receiverAddress: '' },
    ]
    for (const state of cases)
      expect(messagesOf(state)[0]).toBe('An amount and receiver address are required')
  })

  it('names the missing fields', () => {
    const [issue] = validateSend({
      state: { token: eth, sendTokenAmount: '', receiverAddress: receiver },
      network: evm,
    })
    expect(issue).toMatchObject({ code: 'amountAndReceiverRequired', fields: ['amount'] })
  })

  it("requires a token: 'A token is required'", () => {
    expect(messagesOf({ token: undefined, sendTokenAmount: '1', receiverAddress: receiver })).toEqual([
      'A token is required',
    ])
  })

  it('reports the required texts in spec order, amount and receiver first', () => {
    expect(messagesOf({ token: undefined, sendTokenAmount: '', receiverAddress: '' })).toEqual([
      'An amount and receiver address are required',
      'A token is required',
    ])
  })

  it('needs a token address for an ERC20 send', () => {
    const lost = { ...ptt, address: undefined }
    const broken = { ...ptt, address: 'eip155:1:not-an-address' }
    for (const token of [lost, broken]) {
      const issues = validateSend({
        state: { token, sendTokenAmount: '1', receiverAddress: receiver },
        network: evm,
      })
      expect(issues.map((i) => [i.code, i.message])).toEqual([
        ['tokenAddressRequired', 'An ERC20 send needs a token address'],
      ])
    }
  })

  it('accepts a complete native and a complete ERC20 form', () => {
    expect(messagesOf({ token: eth, sendTokenAmount: '0.1', receiverAddress: receiver })).toEqual([])
    expect(messagesOf({ token: ptt, sendTokenAmount: '5', receiverAddress: receiver })).toEqual([])
  })
})

describe('validateSend: receiver per namespace (spec 5 address formats)', () => {
  it('takes EVM addresses with or without 0x and rejects others', () => {
    const ok = (address: string) =>
      messagesOf({ token: eth, sendTokenAmount: '1', receiverAddress: address }).length === 0
    expect(ok(receiver)).toBe(true)
    expect(ok(receiver.slice(2))).toBe(true)
    expect(ok(receiver.toLowerCase())).toBe(true)
    expect(ok('0x1234')).toBe(false)
    expect(ok('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(false)
  })

  it('refuses a mixed-case EVM address whose EIP-55 checksum is wrong; all lower or upper case passes', () => {
    const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const typo = '0x70997970C51812dc3A010C7d01b50e0d17dc79c8'
    const issues = (address: string) =>
      messagesOf({ token: eth, sendTokenAmount: '1', receiverAddress: address })
    expect(issues(checksummed)).toEqual([])
    expect(issues(typo)).toEqual([
      'This address has a wrong checksum (a character may be mistyped). Check it, or paste it again.',
    ])
    expect(issues(typo.slice(2))).toHaveLength(1)
    expect(issues(checksummed.toLowerCase())).toEqual([])
    expect(issues(`0x${checksummed.slice(2).toUpperCase()}`)).toEqual([])
  })

  it('says which format it wants', () => {
    expect(messagesOf({ token: eth, sendTokenAmount: '1', receiverAddress: 'vitalik' })).toEqual([
      'Enter a valid EVM address',
    ])
    const sol = { ...eth, symbol: 'SOL', quantity: { decimals: '9', numeric: '2' } }
    expect(messagesOf({ token: sol, sendTokenAmount: '1', receiverAddress: receiver }, solana)).toEqual([
      'Enter a valid Solana address',
    ])
    expect(
      messagesOf(
        { token: sol, sendTokenAmount: '1', receiverAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' },
        solana,
      ),
    ).toEqual([])
  })
})

describe('validateSend: amount', () => {
  const amountMessages = (sendTokenAmount: string, token: TokenBalance = eth) =>
    messagesOf({ token, sendTokenAmount, receiverAddress: receiver })

  it('wants a positive decimal', () => {
    for (const amount of ['0', '0.000', 'abc', '-1', '1e5'])
      expect(amountMessages(amount), amount).toEqual(['Enter an amount greater than 0'])
  })

  it('refuses more decimals than the token has', () => {
    const usdc = { ...ptt, quantity: { decimals: '6', numeric: '100' } }
    expect(amountMessages('1.0000001', usdc)).toEqual(['The token allows at most 6 decimals'])
  })

  it('refuses more than the balance, with the balance in the message', () => {
    expect(amountMessages('10.000000000000000001')).toEqual([
      'The amount is more than your balance of 10.000 ETH',
    ])
    expect(amountMessages('10')).toEqual([])
    // The balance as the token list shows it (3 decimals, truncated), never all 18 of them.
    const odd = { ...eth, quantity: { decimals: '18', numeric: '9999.996123456789012345' } }
    expect(amountMessages('10000', odd)).toEqual(['The amount is more than your balance of 9,999.996 ETH'])
  })
})

describe('classifyToken', () => {
  it('tells native from token transfers', () => {
    expect(classifyToken(eth, evm)).toEqual({ kind: 'native' })
    expect(classifyToken(ptt, evm)).toEqual({
      kind: 'token',
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      decimals: 18,
    })
    expect(
      classifyToken({ ...eth, address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' }, evm),
    ).toEqual({
      kind: 'native',
    })
    expect(classifyToken({ ...ptt, address: undefined }, evm)).toEqual({ kind: 'missing-address' })
  })
})
