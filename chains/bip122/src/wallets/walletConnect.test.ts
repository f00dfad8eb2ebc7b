// The Bitcoin side of a multi-namespace session: WalletConnect's Bitcoin methods in, validated
// accounts and signatures out; answers of the wrong shape are refused.
import type { CaipNetworkId, NamespaceSession } from '@portico/kernel'
import { base64, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { walletConnectDriver } from './walletConnect.js'

const chain = 'bip122:000000000933ea01ad0ee984209779ba' as CaipNetworkId
const payment = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const ordinal = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
const key = `02${'11'.repeat(32)}`

function session(answer: (method: string, params: Record<string, unknown>) => unknown) {
  const asked: { method: string; params: Record<string, unknown> }[] = []
  const value: NamespaceSession = {
    namespace: 'bip122',
    connect: async () => [payment],
    restore: async () => [],
    accounts: () => [payment],
    chains: () => [chain],
    methods: () => ['getAccountAddresses', 'signMessage', 'signPsbt'],
    request: async ({ method, params }) => {
      asked.push({ method, params: params as Record<string, unknown> })
      return answer(method, params as Record<string, unknown>)
    },
    on: () => () => {},
    disconnect: async () => {},
  }
  return { value, asked }
}

describe('the WalletConnect Bitcoin driver', () => {
  it('asks getAccountAddresses for the purposes and keeps accounts with their keys and purposes', async () => {
    const { value, asked } = session(() => [
      { address: payment, publicKey: key, intention: 'payment' },
      { address: ordinal, publicKey: key.slice(2), intention: 'ordinal' },
      { address: 'tb1q-no-key', intention: 'payment' },
    ])
    const accounts = await walletConnectDriver(value).connect(['payment', 'ordinal'])
    expect(accounts).toEqual([
      { address: payment, purpose: 'payment', publicKey: key },
      { address: ordinal, purpose: 'ordinal', publicKey: key.slice(2) },
    ])
    expect(asked[0]).toEqual({
      method: 'getAccountAddresses',
      params: { account: payment, intentions: ['payment', 'ordinal'] },
    })
    // No session: no accounts, and the wallet is not asked.
    expect(await walletConnectDriver(value).authorizedAccounts()).toEqual([])
    expect(asked).toHaveLength(1)
  })

  it('answers base64 signatures (hex ones converted) and PSBT bytes; refuses other shapes', async () => {
    const signature = new Uint8Array(65).fill(7)
    const account = { address: payment, purpose: 'payment' as const, publicKey: key }
    const hexSigner = session(() => ({ address: payment, signature: hex.encode(signature) }))
    expect(await walletConnectDriver(hexSigner.value).signMessage({ account, message: 'hi' })).toBe(
      base64.encode(signature),
    )
    expect(hexSigner.asked[0]?.params).toMatchObject({ account: payment, message: 'hi', protocol: 'bip322' })

    const psbt = new Uint8Array([0x70, 0x73, 0x62, 0x74, 0xff])
    const signer = session(() => ({ psbt: base64.encode(psbt) }))
    const signed = await walletConnectDriver(signer.value).signPsbt({
      psbt,
      account,
      signingIndexes: [0, 2],
      walletChain: 'bitcoin:testnet',
    })
    expect([...signed]).toEqual([...psbt])
    expect(signer.asked[0]?.params).toMatchObject({
      signInputs: [
        { address: payment, index: 0 },
        { address: payment, index: 2 },
      ],
      broadcast: false,
    })

    for (const answer of [{}, { signature: 'not a signature!' }, null, 'x']) {
      const driver = walletConnectDriver(session(() => answer).value)
      await expect(driver.signMessage({ account, message: 'hi' })).rejects.toThrow(
        'The wallet answered with data Portico cannot read.',
      )
      await expect(
        driver.signPsbt({ psbt, account, signingIndexes: [0], walletChain: 'bitcoin:testnet' }),
      ).rejects.toThrow('The wallet answered with data Portico cannot read.')
    }
    await expect(
      walletConnectDriver(session(() => [{ address: payment }]).value).connect(['payment']),
    ).rejects.toThrow('The wallet answered with data Portico cannot read.')
  })
})
