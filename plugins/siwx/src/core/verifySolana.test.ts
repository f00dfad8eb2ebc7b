import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SIWXMessageData, SIWXSession } from '../types.js'
import { formatMessage } from './formatMessage.js'
import { verifySession } from './verifySession.js'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const

/** A real key pair and a session signed with it, as a Solana wallet's signMessage does. */
function signedSession(overrides: Partial<SIWXMessageData> = {}, networkName = 'Solana Devnet') {
  const secretKey = ed25519.utils.randomPrivateKey()
  const accountAddress = bs58.encode(ed25519.getPublicKey(secretKey))
  const data: SIWXMessageData = {
    accountAddress,
    chainId: SOLANA_DEVNET,
    domain: 'dapp.example',
    uri: 'https://dapp.example/login',
    version: '1',
    nonce: 'n0nce123',
    issuedAt: '2026-11-24T10:00:00.000Z',
    statement: 'Sign in to the demo dapp',
    ...overrides,
  }
  const message = formatMessage(data, networkName)
  const signature = bs58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey))
  return { session: { data, message, signature } satisfies SIWXSession, secretKey }
}

const verify = (session: SIWXSession) =>
  verifySession(session, { rpcUrlOf: () => undefined, now: () => new Date('2026-11-24T12:00:00Z') })

describe('Solana sign-in sessions (built-in verifier)', () => {
  it('accepts a session signed by the account key, whatever network name the header uses', async () => {
    const { session } = signedSession()
    await expect(verify(session)).resolves.toEqual(session)
    const { session: plainHeader } = signedSession({}, 'Solana')
    await expect(verify(plainHeader)).resolves.toEqual(plainHeader)
  })

  it('refuses a signature of another key, a tampered text and a malformed signature', async () => {
    const { session } = signedSession()
    const other = signedSession()
    await expect(verify({ ...session, signature: other.session.signature })).rejects.toThrow(
      'The signature does not match the message and account',
    )
    await expect(
      verify({ ...session, message: session.message.replace('n0nce123', 'n0nce999') }),
    ).rejects.toThrow('The signed message does not match its nonce')
    await expect(
      verify({
        ...session,
        message: session.message.replace(session.data.accountAddress, other.session.data.accountAddress),
      }),
    ).rejects.toThrow('The signed message does not match its account')
    await expect(
      verify({ ...session, message: session.message.replace('dapp.example wants', 'evil.example wants') }),
    ).rejects.toThrow('The signed message does not match its domain')
    await expect(verify({ ...session, signature: 'not-base58-0OIl' })).rejects.toThrow(
      'The signature does not match the message and account',
    )
    await expect(
      verify({ ...session, data: { ...session.data, accountAddress: 'short' }, message: session.message }),
    ).rejects.toThrow()
  })

  it('property: any changed character of the signed text is refused', async () => {
    const { session } = signedSession()
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: session.message.length - 1 }),
        fc.constantFrom('x', '0', ' ', '\n'),
        async (index, character) => {
          fc.pre(session.message[index] !== character)
          const message = `${session.message.slice(0, index)}${character}${session.message.slice(index + 1)}`
          await expect(verify({ ...session, message })).rejects.toThrow()
        },
      ),
      { numRuns: 60 },
    )
  })
})
