import fc from 'fast-check'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import type { SIWXMessageData } from '../types.js'
import { formatMessage } from './formatMessage.js'

// The EIP-4361 vectors of spruceid/siwe (test/parsing_positive.json): each message text with the
// fields it holds. Our formatter must write exactly that text from those fields.
const ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const STATEMENT = 'I accept the ServiceOrg Terms of Service: https://service.org/tos'
const base: SIWXMessageData = {
  domain: 'service.org',
  accountAddress: ADDRESS,
  statement: STATEMENT,
  uri: 'https://service.org/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: '32891757',
  issuedAt: '2021-09-30T16:25:24.000Z',
}
const body = (domain: string, statement: string | undefined, issuedAt = '2021-09-30T16:25:24.000Z') =>
  `${domain} wants you to sign in with your Ethereum account:\n${ADDRESS}\n\n${statement === undefined ? '' : `${statement}\n`}\n` +
  `URI: https://service.org/login\nVersion: 1\nChain ID: 1\nNonce: 32891757\nIssued At: ${issuedAt}`

const vectors: [string, SIWXMessageData, string][] = [
  [
    'couple of optional fields',
    {
      ...base,
      resources: [
        'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
        'https://example.com/my-web2-claim.json',
      ],
    },
    `${body('service.org', STATEMENT)}\nResources:\n- ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu\n- https://example.com/my-web2-claim.json`,
  ],
  ['no optional field', base, body('service.org', STATEMENT)],
  [
    'timestamp without microseconds',
    { ...base, issuedAt: '2021-09-30T16:25:24Z' },
    body('service.org', STATEMENT, '2021-09-30T16:25:24Z'),
  ],
  ['domain is RFC 3986 authority with IP', { ...base, domain: '127.0.0.1' }, body('127.0.0.1', STATEMENT)],
  ['domain with userinfo', { ...base, domain: 'test@127.0.0.1' }, body('test@127.0.0.1', STATEMENT)],
  ['domain with port', { ...base, domain: '127.0.0.1:8080' }, body('127.0.0.1:8080', STATEMENT)],
  [
    'domain with userinfo and port',
    { ...base, domain: 'test@127.0.0.1:8080' },
    body('test@127.0.0.1:8080', STATEMENT),
  ],
  ['no statement', { ...base, statement: undefined }, body('service.org', undefined)],
]

describe('formatMessage on eip155 (EIP-4361)', () => {
  it.each(vectors)('writes the vector "%s" exactly', (_name, data, text) => {
    expect(formatMessage(data)).toBe(text)
  })

  it('writes the optional fields in the standard order: expiration, not before, request id, resources', () => {
    const text = formatMessage({
      ...base,
      chainId: 'eip155:8453',
      expirationTime: '2021-10-01T16:25:24.000Z',
      notBefore: '2021-09-30T17:00:00.000Z',
      requestId: 'req-1',
      resources: ['https://example.com/a'],
    })
    expect(text.split('\n').slice(5)).toEqual([
      'URI: https://service.org/login',
      'Version: 1',
      'Chain ID: 8453',
      'Nonce: 32891757',
      'Issued At: 2021-09-30T16:25:24.000Z',
      'Expiration Time: 2021-10-01T16:25:24.000Z',
      'Not Before: 2021-09-30T17:00:00.000Z',
      'Request ID: req-1',
      'Resources:',
      '- https://example.com/a',
    ])
  })

  it('agrees with viem on any message: same text as its createSiweMessage, and its parser reads our fields back', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{8,16}$/)
    const time = fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
      .map((ms) => new Date(ms).toISOString())
    fc.assert(
      fc.property(
        fc.record(
          {
            domain: fc.constantFrom('example.com', '127.0.0.1:5173', 'app.example.org'),
            chainId: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
            nonce: word,
            statement: fc.option(fc.stringMatching(/^[A-Za-z0-9 .,:]{1,40}$/), { nil: undefined }),
            issuedAt: time,
            expirationTime: fc.option(time, { nil: undefined }),
            notBefore: fc.option(time, { nil: undefined }),
            requestId: fc.option(word, { nil: undefined }),
            resources: fc.option(
              fc.array(fc.constantFrom('https://example.com/a', 'ipfs://Qm1'), {
                minLength: 1,
                maxLength: 3,
              }),
              {
                nil: undefined,
              },
            ),
          },
          { requiredKeys: ['domain', 'chainId', 'nonce', 'issuedAt'] },
        ),
        (f) => {
          const data: SIWXMessageData = {
            ...f,
            accountAddress: ADDRESS,
            chainId: `eip155:${f.chainId}`,
            uri: 'https://example.com/login',
            version: '1',
          }
          const ours = formatMessage(data)
          const theirs = createSiweMessage({
            address: ADDRESS,
            chainId: f.chainId,
            domain: f.domain,
            nonce: f.nonce,
            uri: 'https://example.com/login',
            version: '1',
            issuedAt: new Date(f.issuedAt),
            ...(f.statement ? { statement: f.statement } : {}),
            ...(f.expirationTime ? { expirationTime: new Date(f.expirationTime) } : {}),
            ...(f.notBefore ? { notBefore: new Date(f.notBefore) } : {}),
            ...(f.requestId ? { requestId: f.requestId } : {}),
            ...(f.resources ? { resources: f.resources } : {}),
          })
          expect(ours).toBe(theirs)
          const parsed = parseSiweMessage(ours)
          expect(parsed.nonce).toBe(f.nonce)
          expect(parsed.chainId).toBe(f.chainId)
          expect(parsed.statement).toBe(f.statement)
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('formatMessage on other namespaces (CAIP-122)', () => {
  it('names the network in the header and keeps the full CAIP-2 chain id', () => {
    const text = formatMessage(
      {
        ...base,
        accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        statement: undefined,
      },
      'Solana',
    )
    expect(text.split('\n')).toEqual([
      'service.org wants you to sign in with your Solana account:',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      '',
      '',
      'URI: https://service.org/login',
      'Version: 1',
      'Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Nonce: 32891757',
      'Issued At: 2021-09-30T16:25:24.000Z',
    ])
  })

  it('falls back to the namespace name when the network has none', () => {
    expect(
      formatMessage({ ...base, chainId: 'bip122:000000000019d6689c085ae165831e93' }).split('\n')[0],
    ).toBe('service.org wants you to sign in with your Bitcoin account:')
  })
})
