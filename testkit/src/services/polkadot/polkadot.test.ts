// The node emulator against unmodified @polkadot/api clients signing with the dev keys: what a node
// accepts moves balances; what a node refuses is refused with its words and changes nothing.
import { ApiPromise, WsProvider } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, u8aToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BASE_FEE,
  BYTE_FEE,
  POLKADOT_DEV_ACCOUNTS,
  POLKADOT_DEV_INITIAL_BALANCE,
  POLKADOT_LOCAL_GENESIS_HASH,
  type PolkadotNode,
  startPolkadotNode,
} from './index'

const UNIT = 10n ** 12n
let node: PolkadotNode
let api: ApiPromise
let alice: KeyringPair
let keys: Record<string, KeyringPair>

const free = async (address: string) => (await api.query.system.account(address)).data.free.toBigInt()

/** Signs and sends; resolves with the statuses seen and the events of the extrinsic's block. */
function send(extrinsic: ReturnType<ApiPromise['tx']['balances']['transferKeepAlive']>, signer: KeyringPair) {
  return new Promise<{ statuses: string[]; events: string[]; blockHash: string }>((resolve, reject) => {
    const statuses: string[] = []
    extrinsic
      .signAndSend(signer, (result) => {
        statuses.push(result.status.type)
        if (result.status.isFinalized)
          resolve({
            statuses,
            events: result.events.map(({ event }) => `${event.section}.${event.method}`),
            blockHash: result.status.asFinalized.toHex(),
          })
      })
      .catch(reject)
  })
}

beforeAll(async () => {
  await cryptoWaitReady()
  node = await startPolkadotNode({ port: 0 })
  api = await ApiPromise.create({
    provider: new WsProvider(node.wsUrl),
    noInitWarn: true,
    throwOnConnect: true,
  })
  keys = Object.fromEntries(
    POLKADOT_DEV_ACCOUNTS.map((account) => [
      `${account.uri}/${account.type}`,
      new Keyring({ type: account.type, ss58Format: 42 }).addFromUri(account.uri),
    ]),
  )
  alice = keys['//Alice/sr25519']!
}, 60_000)

afterAll(async () => {
  await api?.disconnect()
  await node?.close()
})

describe('Polkadot node emulator', () => {
  it('serves the static Substrate metadata, the genesis hash and the token to @polkadot/api', async () => {
    expect(api.genesisHash.toHex()).toBe(node.genesisHash)
    expect(node.genesisHash).toBe(POLKADOT_LOCAL_GENESIS_HASH)
    expect(node.caipNetworkId).toBe(`polkadot:${node.genesisHash.slice(2, 34)}`)
    expect(api.runtimeVersion.specName.toString()).toBe('node')
    expect(api.registry.chainSS58).toBe(42)
    expect(api.registry.chainDecimals).toEqual([12])
    expect(api.consts.balances.existentialDeposit.toBigInt()).toBe(node.chain.existentialDeposit)
    for (const account of POLKADOT_DEV_ACCOUNTS)
      expect(account.address).toBe(keys[`${account.uri}/${account.type}`]!.address)
    expect(await free(alice.address)).toBe(POLKADOT_DEV_INITIAL_BALANCE)
  })

  it('a transfer signed with sr25519, ed25519 and ecdsa keys moves the amount and charges the quoted fee', async () => {
    const bob = keys['//Bob/sr25519']!.address
    for (const key of ['//Alice/sr25519', '//Alice/ed25519', '//Alice/ecdsa']) {
      const signer = keys[key]!
      const [before, bobBefore] = [await free(signer.address), await free(bob)]
      const transfer = api.tx.balances.transferKeepAlive(bob, 150n * UNIT)
      const { partialFee } = await transfer.paymentInfo(signer.address)
      const result = await send(transfer, signer)
      // In-block may be folded into finalized by the client when reading the block is slow.
      expect(result.statuses[0]).toBe('Ready')
      expect(result.statuses.at(-1)).toBe('Finalized')
      expect(result.events).toContain('balances.Transfer')
      expect(result.events).toContain('system.ExtrinsicSuccess')
      expect(await free(bob)).toBe(bobBefore + 150n * UNIT)
      // signAndSend signed `transfer` in place: its length is the signed extrinsic's.
      const charged = BASE_FEE + BYTE_FEE * BigInt(transfer.encodedLength)
      expect(await free(signer.address)).toBe(before - 150n * UNIT - charged)
      // The quote signs with a fake 64-byte signature: an ecdsa signature is one byte longer.
      expect(charged - partialFee.toBigInt()).toBe(key.endsWith('ecdsa') ? BYTE_FEE : 0n)
    }
  }, 60_000)

  it('refuses a bad signature, a used or future nonce and an unpayable fee, and changes nothing', async () => {
    const bob = keys['//Bob/sr25519']!.address
    const before = await free(alice.address)
    const nonce = (await api.rpc.system.accountNextIndex(alice.address)).toNumber()
    // Signed by Alice, then one byte of the signature flipped.
    const signed = await api.tx.balances.transferKeepAlive(bob, UNIT).signAsync(alice, { nonce })
    const bytes = hexToU8a(signed.toHex())
    // Length prefix, version byte, signer (MultiAddress::Id, 33 bytes), scheme byte: then the signature.
    const signatureAt = bytes.length - signed.toU8a(true).length + 1 + 33 + 1 + 3
    bytes[signatureAt] = bytes[signatureAt]! ^ 0xff
    await expect(api.rpc.author.submitExtrinsic(u8aToHex(bytes))).rejects.toThrow(
      /1010: Invalid Transaction: Transaction has a bad signature/,
    )
    const stale = await api.tx.balances.transferKeepAlive(bob, UNIT).signAsync(alice, { nonce: nonce - 1 })
    await expect(api.rpc.author.submitExtrinsic(stale.toHex())).rejects.toThrow(/Transaction is outdated/)
    const future = await api.tx.balances.transferKeepAlive(bob, UNIT).signAsync(alice, { nonce: nonce + 1 })
    await expect(api.rpc.author.submitExtrinsic(future.toHex())).rejects.toThrow(
      /Transaction will be valid in the future/,
    )
    // Signed for another chain (genesis): the payload differs, so the signature does not verify.
    const otherChain = await api.tx.balances.transferKeepAlive(bob, UNIT).signAsync(alice, {
      nonce,
      genesisHash: `0x${'11'.repeat(32)}`,
      blockHash: `0x${'11'.repeat(32)}`,
      era: 0,
    } as never)
    await expect(api.rpc.author.submitExtrinsic(otherChain.toHex())).rejects.toThrow(/bad signature/)
    const broke = new Keyring({ type: 'sr25519' }).addFromUri('//Nobody')
    const unpaid = await api.tx.balances.transferKeepAlive(bob, UNIT).signAsync(broke, { nonce: 0 })
    await expect(api.rpc.author.submitExtrinsic(unpaid.toHex())).rejects.toThrow(/Inability to pay some fees/)
    // Bytes that are no extrinsic, sent over plain HTTP (@polkadot/api would not encode them).
    const answer = await fetch(node.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'author_submitExtrinsic', params: ['0x0102'] }),
    }).then((response) => response.json())
    expect(answer.error).toMatchObject({ code: 1002 })
    expect(await free(alice.address)).toBe(before)
    expect((await api.rpc.system.accountNextIndex(alice.address)).toNumber()).toBe(nonce)
  }, 60_000)

  it('a transfer the runtime refuses (below the existential deposit, over the balance, keep-alive) fails in its block, fee charged', async () => {
    const ed = node.chain.existentialDeposit
    const fresh = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri('//Fresh').address
    const cases = [
      { to: fresh, amount: ed - 1n, error: 'BelowMinimum' },
      {
        to: keys['//Bob/sr25519']!.address,
        amount: POLKADOT_DEV_INITIAL_BALANCE * 10n,
        error: 'FundsUnavailable',
      },
    ]
    for (const { to, amount, error } of cases) {
      const before = await free(alice.address)
      const transfer = api.tx.balances.transferKeepAlive(to, amount)
      const { partialFee } = await transfer.paymentInfo(alice.address)
      const result = await send(transfer, alice)
      expect(result.events).toContain('system.ExtrinsicFailed')
      expect(result.events).not.toContain('balances.Transfer')
      const events = await api.query.system.events.at(result.blockHash)
      const failed = events.find(({ event }) => api.events.system.ExtrinsicFailed.is(event))!
      expect(JSON.stringify(failed.event.data.toHuman())).toContain(error)
      expect(await free(alice.address)).toBe(before - partialFee.toBigInt())
    }
    expect(await free(fresh)).toBe(0n)
    // Keep-alive: Charlie may not send so much that less than the existential deposit stays.
    const charlie = keys['//Charlie/sr25519']!
    const all = await free(charlie.address)
    const result = await send(api.tx.balances.transferKeepAlive(alice.address, all - ed), charlie)
    expect(result.events).toContain('system.ExtrinsicFailed')
    // The same account may send an amount that creates a new account with the existential deposit.
    const created = await send(api.tx.balances.transferKeepAlive(fresh, ed), charlie)
    expect(created.events).toEqual(
      expect.arrayContaining(['system.NewAccount', 'balances.Endowed', 'balances.Transfer']),
    )
    expect(await free(fresh)).toBe(ed)
  }, 60_000)
})
