// The Polkadot side of a multi-namespace session: WalletConnect's Polkadot methods in, an
// enabled-extension view out; answers of the wrong shape are refused.
import type { CaipNetworkId, NamespaceSession } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { sessionChain, sessionInjected } from './walletConnect.js'

const local = 'polkadot:dd21a18267bbcf8f1de2590cf8c1b9e3' as CaipNetworkId
const westend = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e' as CaipNetworkId
const bob = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

function session(answer: (method: string) => unknown) {
  const asked: { method: string; params: unknown; chain: string }[] = []
  const listeners = new Set<(addresses: readonly string[]) => void>()
  const value: NamespaceSession = {
    namespace: 'polkadot',
    connect: async () => [bob],
    restore: async () => [bob],
    accounts: () => [bob],
    chains: () => [local, westend],
    methods: () => ['polkadot_signMessage', 'polkadot_signTransaction'],
    request: async ({ method, params }, chain) => {
      asked.push({ method, params, chain })
      return answer(method)
    },
    on: ((event: string, listener: (addresses: readonly string[]) => void) => {
      if (event === 'accountsChanged') listeners.add(listener)
      return () => listeners.delete(listener)
    }) as NamespaceSession['on'],
    disconnect: async () => {},
  }
  const change = (addresses: string[]) => {
    for (const listener of listeners) listener(addresses)
  }
  return { value, asked, change }
}

describe('the WalletConnect Polkadot driver', () => {
  it('shows the session addresses as untyped accounts and follows their changes, answering at once like an extension', async () => {
    const s = session(() => ({}))
    const injected = sessionInjected(s.value, () => local)
    expect(await injected.accounts.get()).toEqual([{ address: bob, type: null }])
    const seen: unknown[] = []
    const stop = injected.accounts.subscribe!((accounts) => seen.push(accounts)) as () => void
    s.change([])
    stop()
    s.change([bob])
    expect(seen).toEqual([[{ address: bob, type: null }], []])
  })

  it('sends polkadot_signMessage and polkadot_signTransaction to the chosen chain and reads their signatures', async () => {
    const s = session(() => ({ signature: '0x01abcd' }))
    const injected = sessionInjected(s.value, () => westend)
    expect(await injected.signer!.signRaw!({ address: bob, data: '0x1234', type: 'bytes' })).toEqual({
      id: 1,
      signature: '0x01abcd',
    })
    const payload = { address: bob, method: '0x0503' }
    expect(await injected.signer!.signPayload!(payload)).toEqual({ id: 2, signature: '0x01abcd' })
    expect(s.asked).toEqual([
      { method: 'polkadot_signMessage', params: { address: bob, message: '0x1234' }, chain: westend },
      {
        method: 'polkadot_signTransaction',
        params: { address: bob, transactionPayload: payload },
        chain: westend,
      },
    ])
    expect(sessionChain(s.value, westend)).toBe(westend)
    expect(sessionChain(s.value, 'polkadot:91b171bb158e2d3848fa23a9f1c25182' as CaipNetworkId)).toBe(local)
  })

  it('refuses answers of the wrong shape', async () => {
    for (const answer of [{}, { signature: 'abcd' }, { signature: '0x' }, null, 'x']) {
      const injected = sessionInjected(session(() => answer).value, () => local)
      await expect(injected.signer!.signRaw!({ address: bob, data: '0x12', type: 'bytes' })).rejects.toThrow(
        'The extension answered with data Portico cannot read.',
      )
    }
  })
})
