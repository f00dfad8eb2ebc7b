// The Cosmos side of a multi-namespace session: WalletConnect's Cosmos methods in, a Keplr-style
// view out (bytes decoded, ADR-036 through cosmos_signAmino); answers of the wrong shape are refused.
import { fromBech32, toBase64 } from '@cosmjs/encoding'
import type { CaipNetworkId, NamespaceSession } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { makeAdr36SignDoc } from '../message/verify.js'
import { sessionKeplr } from './walletConnect.js'

const chain = 'cosmos:portico-local-1' as CaipNetworkId
const address = 'cosmos1fjkkqvlmw05kms9ln67mxajpf7cj25ky58c5ek'
const other = 'cosmos1kpfhq8yus5r6743ewc3au3gkdny6mlnldj69pg'
const pubkey = new Uint8Array(33).fill(2)
const signature = {
  pub_key: { type: 'tendermint/PubKeySecp256k1', value: toBase64(pubkey) },
  signature: 'c2ln',
}

function session(answer: (method: string, params: Record<string, unknown>) => unknown) {
  const asked: { method: string; params: Record<string, unknown>; chain: string }[] = []
  const value: NamespaceSession = {
    namespace: 'cosmos',
    connect: async () => [address],
    restore: async () => [address],
    accounts: () => [address],
    chains: () => [chain],
    methods: () => ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    request: async ({ method, params }, on) => {
      asked.push({ method, params: params as Record<string, unknown>, chain: on })
      return answer(method, params as Record<string, unknown>)
    },
    on: () => () => {},
    disconnect: async () => {},
  }
  return { value, asked }
}

describe('the WalletConnect Cosmos driver', () => {
  it("reads the session account's key from cosmos_getAccounts; refuses a chain the session lacks", async () => {
    const s = session(() => [
      { algo: 'secp256k1', address: other, pubkey: toBase64(new Uint8Array(33)) },
      { algo: 'secp256k1', address, pubkey: toBase64(pubkey) },
    ])
    const wallet = sessionKeplr(s.value)
    await wallet.enable('portico-local-1')
    expect(await wallet.getKey('portico-local-1')).toEqual({
      algo: 'secp256k1',
      pubKey: pubkey,
      address: fromBech32(address, 256).data,
      bech32Address: address,
    })
    expect(s.asked[0]).toEqual({ method: 'cosmos_getAccounts', params: {}, chain })
    await expect(wallet.enable('osmosis-1')).rejects.toThrow('cosmos:osmosis-1')
  })

  it('sends direct docs in base64 and decodes the answer; ADR-036 goes through cosmos_signAmino', async () => {
    const bodyBytes = new Uint8Array([1, 2, 3])
    const authInfoBytes = new Uint8Array([4, 5])
    const s = session((method, params) =>
      method === 'cosmos_signDirect'
        ? { signed: params.signDoc, signature }
        : { signed: params.signDoc, signature },
    )
    const wallet = sessionKeplr(s.value)
    const direct = await wallet.signDirect!('portico-local-1', address, {
      bodyBytes,
      authInfoBytes,
      chainId: 'portico-local-1',
      accountNumber: 7n,
    })
    expect(s.asked[0]?.params).toEqual({
      signerAddress: address,
      signDoc: { chainId: 'portico-local-1', accountNumber: '7', authInfoBytes: 'BAU=', bodyBytes: 'AQID' },
    })
    expect(direct).toEqual({
      signed: { chainId: 'portico-local-1', accountNumber: '7', authInfoBytes, bodyBytes },
      signature,
    })
    expect(await wallet.signArbitrary!('portico-local-1', address, 'hello')).toEqual(signature)
    expect(s.asked[1]).toEqual({
      method: 'cosmos_signAmino',
      params: { signerAddress: address, signDoc: makeAdr36SignDoc(address, 'hello') },
      chain,
    })
  })

  it('refuses answers of the wrong shape', async () => {
    for (const answer of [{}, null, 'x', [{ algo: 'secp256k1', address: other, pubkey: 'AA==' }]]) {
      const wallet = sessionKeplr(session(() => answer).value)
      await expect(wallet.getKey('portico-local-1')).rejects.toThrow(
        'The wallet answered with data Portico cannot read.',
      )
      await expect(wallet.signArbitrary!('portico-local-1', address, 'hi')).rejects.toThrow(
        'The wallet answered with data Portico cannot read.',
      )
    }
  })
})
