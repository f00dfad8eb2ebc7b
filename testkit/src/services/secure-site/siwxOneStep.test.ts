// One-step sign-in through the embedded wallet (API-FACTS 7.1): GET_USER with a siwxMessage whose
// account is the placeholder answers the final text and its signature, for eip155 and Solana; a
// text that already names an account is refused.
import { ed25519 } from '@noble/curves/ed25519'
import { formatMessage, verifySolanaSession } from '@portico/plugin-siwx/verify'
import bs58 from 'bs58'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SecureSite, startSecureSite } from './index.js'
import { SIWX_ACCOUNT_PLACEHOLDER } from './siwx.js'
import { frameClient } from './test/frameClient.js'

const SOLANA_CHAIN = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ' as const
let site: SecureSite
beforeAll(async () => {
  site = await startSecureSite({
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    solana: { rpcUrl: 'http://127.0.0.1:1', caipNetworkId: SOLANA_CHAIN },
  })
})
afterAll(() => site?.close())

const { relay, emailLogin } = frameClient(() => site)
const login = async () => (await emailLogin()).device

const ISSUED_AT = new Date().toISOString()
const fields = (chainId: `${string}:${string}`) => ({
  accountAddress: SIWX_ACCOUNT_PLACEHOLDER,
  chainId,
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  nonce: 'n0nce0n0nce0n0nc',
  statement: 'Sign in to the Portico playground.',
  issuedAt: ISSUED_AT,
})
const wire = (chainId: `${string}:${string}`, network: string) => {
  const data = fields(chainId)
  return { ...data, serializedMessage: formatMessage(data, network) }
}

type SignedUser = {
  address: string
  message?: string
  signature?: string
  siwxMessage?: { accountAddress: string }
}

describe('one-step sign-in through the embedded wallet', () => {
  it('eip155: GET_USER signs the message for the account it answers (EIP-191, verified with viem)', async () => {
    const device = await login()
    const answer = await relay(device, 'GET_USER', {
      chainId: 31337,
      siwxMessage: wire('eip155:31337', 'Portico Local A'),
    })
    const user = answer.payload as SignedUser
    expect(user.message).toBe(
      formatMessage({ ...fields('eip155:31337'), accountAddress: user.address }, 'Portico Local A'),
    )
    expect(user.siwxMessage?.accountAddress).toBe(user.address)
    expect(
      await verifyMessage({
        address: user.address as Hex,
        message: user.message!,
        signature: user.signature as Hex,
      }),
    ).toBe(true)
    // Without a message nothing is signed.
    expect((await relay(device, 'GET_USER', { chainId: 31337 })).payload).not.toHaveProperty('signature')
  })

  it('solana: the Solana account signs with ed25519; the plugin verifier accepts the session', async () => {
    const device = await login()
    const answer = await relay(device, 'GET_USER', {
      chainId: SOLANA_CHAIN,
      siwxMessage: wire(SOLANA_CHAIN, 'Portico Local Solana'),
    })
    const user = answer.payload as SignedUser
    expect(
      ed25519.verify(
        bs58.decode(user.signature!),
        new TextEncoder().encode(user.message!),
        bs58.decode(user.address),
      ),
    ).toBe(true)
    await expect(
      verifySolanaSession({
        data: { ...fields(SOLANA_CHAIN), accountAddress: user.address },
        message: user.message!,
        signature: user.signature!,
      }),
    ).resolves.toBeUndefined()
  })

  it('refuses a text that names an account already, and namespaces it has no key for', async () => {
    const device = await login()
    const named = { ...wire('eip155:31337', 'Portico Local A') }
    named.serializedMessage = named.serializedMessage.replace(
      SIWX_ACCOUNT_PLACEHOLDER,
      `0x${'11'.repeat(20)}`,
    )
    expect(await relay(device, 'GET_USER', { chainId: 31337, siwxMessage: named })).toMatchObject({
      ok: false,
      message: 'The sign-in message has no account placeholder',
    })
    expect(
      await relay(device, 'GET_USER', { chainId: 31337, siwxMessage: wire('cosmos:hub', 'Cosmos') }),
    ).toMatchObject({ ok: false })
  })
})
