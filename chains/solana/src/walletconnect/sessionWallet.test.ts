// The Solana side of a multi-namespace session, driven by a session that answers like a wallet
// would (real ed25519 signatures) or with answers of the wrong shape.
import { ed25519 } from '@noble/curves/ed25519'
import type { CaipNetworkId, NamespaceSession } from '@portico/kernel'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { toBase64 } from '../units.js'
import { sessionWallet } from './sessionWallet.js'

const secret = ed25519.utils.randomPrivateKey()
const address = bs58.encode(ed25519.getPublicKey(secret))
const chain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as CaipNetworkId

function session(answer: (method: string, params: Record<string, unknown>) => unknown, methods?: string[]) {
  const asked: { method: string; params: Record<string, unknown>; chain: string }[] = []
  const value: NamespaceSession = {
    namespace: 'solana',
    connect: async () => [address],
    restore: async () => [],
    accounts: () => [address],
    chains: () => [chain],
    methods: () =>
      methods ?? ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    request: async ({ method, params }, caipNetworkId) => {
      asked.push({ method, params: params as Record<string, unknown>, chain: caipNetworkId })
      return answer(method, params as Record<string, unknown>)
    },
    on: () => () => {},
    disconnect: async () => {},
  }
  return { value, asked }
}

const features = (wallet: ReturnType<typeof sessionWallet>) =>
  wallet.features as Record<string, Record<string, (...args: unknown[]) => Promise<unknown[]>>>

describe('a WalletConnect Solana session as a Wallet Standard wallet', () => {
  it('connects (silent = the stored session only) and signs messages in WalletConnect form', async () => {
    const { value, asked } = session((_, params) => ({
      signature: bs58.encode(ed25519.sign(bs58.decode(params.message as string), secret)),
    }))
    const wallet = sessionWallet({ name: 'WalletConnect' }, value)
    const connect = features(wallet)['standard:connect']!.connect!
    expect(await connect({ silent: true })).toEqual({ accounts: [] })
    const [account] = ((await connect()) as unknown as { accounts: { address: string }[] }).accounts
    expect(account?.address).toBe(address)
    const message = new TextEncoder().encode('hello')
    const [signed] = (await features(wallet)['solana:signMessage']!.signMessage!({ account, message })) as {
      signature: Uint8Array
    }[]
    expect(ed25519.verify(signed!.signature, message, bs58.decode(address))).toBe(true)
    expect(asked[0]).toEqual({
      method: 'solana_signMessage',
      params: { message: bs58.encode(message), pubkey: address },
      chain,
    })
  })

  it('refuses answers of the wrong shape with a clear error', async () => {
    const bad = [{}, { signature: 'not base58!' }, { signature: bs58.encode(new Uint8Array(10)) }, 'x', null]
    for (const answer of bad) {
      const wallet = sessionWallet({ name: 'WalletConnect' }, session(() => answer).value)
      await expect(
        features(wallet)['solana:signMessage']!.signMessage!({
          account: { address },
          message: new Uint8Array(1),
        }),
      ).rejects.toThrow('The wallet answered with data Portico cannot read.')
    }
    const noTransaction = sessionWallet({ name: 'WalletConnect' }, session(() => ({ signature: 'x' })).value)
    await expect(
      features(noTransaction)['solana:signTransaction']!.signTransaction!({
        account: { address },
        transaction: new Uint8Array([1, 2, 3]),
      }),
    ).rejects.toThrow('The wallet answered with data Portico cannot read.')
  })

  it('sends base64 transactions and offers only the features the wallet approved', async () => {
    const { value, asked } = session(
      () => ({ transaction: toBase64(new Uint8Array([9, 9])) }),
      ['solana_signTransaction'],
    )
    const wallet = sessionWallet({ name: 'WalletConnect' }, value)
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    const [answer] = (await features(wallet)['solana:signTransaction']!.signTransaction!({
      account: { address },
      chain,
      transaction: new Uint8Array([1, 2, 3]),
    })) as { signedTransaction: Uint8Array }[]
    expect([...answer!.signedTransaction]).toEqual([9, 9])
    expect(asked[0]?.params).toEqual({ transaction: toBase64(new Uint8Array([1, 2, 3])) })
  })
})
