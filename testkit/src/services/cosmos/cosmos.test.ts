// The local Cosmos node against unmodified CosmJS clients: balances, direct and amino transfers,
// and the refusals of a real node (forged, replayed, wrong sequence or chain, fees and funds).
import { Secp256k1Wallet } from '@cosmjs/amino'
import { fromHex, toBase64 } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet, type OfflineSigner } from '@cosmjs/proto-signing'
import {
  BroadcastTxError,
  calculateFee,
  GasPrice,
  type SignerData,
  SigningStargateClient,
  StargateClient,
  type StdFee,
} from '@cosmjs/stargate'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COSMOS_DEV_ACCOUNTS,
  COSMOS_DEV_INITIAL_BALANCE,
  COSMOS_LOCAL_CHAIN_ID,
  COSMOS_LOCAL_DENOM,
  COSMOS_LOCAL_PREFIX,
} from './constants'
import { type CosmosNode, startCosmosNode } from './server'

const [alice, bob, carol] = COSMOS_DEV_ACCOUNTS as [
  (typeof COSMOS_DEV_ACCOUNTS)[number],
  (typeof COSMOS_DEV_ACCOUNTS)[number],
  (typeof COSMOS_DEV_ACCOUNTS)[number],
]
const direct = (key: string) => DirectSecp256k1Wallet.fromKey(fromHex(key), COSMOS_LOCAL_PREFIX)
const amino = (key: string) => Secp256k1Wallet.fromKey(fromHex(key), COSMOS_LOCAL_PREFIX)
const coins = (amount: bigint) => [{ denom: COSMOS_LOCAL_DENOM, amount: amount.toString() }]
const fee = (gas: number, price = 0.025): StdFee =>
  calculateFee(gas, GasPrice.fromString(`${price}${COSMOS_LOCAL_DENOM}`))
const send = (from: string, to: string, amount: bigint) => ({
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  value: { fromAddress: from, toAddress: to, amount: coins(amount) },
})

let node: CosmosNode
const signing = async (signer: OfflineSigner) =>
  SigningStargateClient.connectWithSigner(node.url, signer, {
    broadcastPollIntervalMs: 50,
    broadcastTimeoutMs: 5000,
  })

/** The node's refusal of a broadcast (CheckTx), as CosmJS reports it. */
async function refusal(client: SigningStargateClient, tx: Uint8Array): Promise<BroadcastTxError> {
  const error = await client.broadcastTxSync(tx).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BroadcastTxError)
  return error as BroadcastTxError
}

beforeAll(async () => {
  node = await startCosmosNode({ port: 0 })
})
afterAll(() => node?.close())

describe('local Cosmos node', () => {
  it('answers status, accounts and balances to StargateClient', async () => {
    const client = await StargateClient.connect(node.url)
    expect(await client.getChainId()).toBe(COSMOS_LOCAL_CHAIN_ID)
    expect(await client.getBalance(alice.address, COSMOS_LOCAL_DENOM)).toEqual({
      denom: COSMOS_LOCAL_DENOM,
      amount: COSMOS_DEV_INITIAL_BALANCE.toString(),
    })
    expect(await client.getAccount(bob.address)).toMatchObject({
      address: bob.address,
      accountNumber: 1n,
      sequence: 0,
    })
    expect(await client.getAccount('cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a')).toBeNull()
    client.disconnect()
  })

  it('executes a direct-signed transfer: simulated gas, fee charged, both balances change, tx found', async () => {
    const client = await signing(await direct(alice.privateKey))
    const before = { alice: node.balance(alice.address), bob: node.balance(bob.address) }
    const message = send(alice.address, bob.address, 1_500_000n)
    const gas = await client.simulate(alice.address, [message], '')
    expect(gas).toBeGreaterThan(30_000)
    const paid = fee(Math.ceil(gas * 1.3))
    const result = await client.signAndBroadcast(alice.address, [message], paid, '')
    expect(result.code).toBe(0)
    expect(node.balance(alice.address)).toBe(before.alice - 1_500_000n - BigInt(paid.amount[0]!.amount))
    expect(node.balance(bob.address)).toBe(before.bob + 1_500_000n)
    const found = await client.getTx(result.transactionHash)
    expect(found?.height).toBe(result.height)
    expect((await client.getAccount(alice.address))?.sequence).toBe(1)
    expect((await client.getAccount(alice.address))?.pubkey).not.toBeNull()
    client.disconnect()
  })

  it('executes an amino-signed (legacy JSON) transfer to a new account', async () => {
    const client = await signing(await amino(bob.privateKey))
    const fresh = 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a'
    const result = await client.signAndBroadcast(
      bob.address,
      [send(bob.address, fresh, 7n)],
      fee(200_000),
      'amino',
    )
    expect(result.code).toBe(0)
    expect(node.balance(fresh)).toBe(7n)
    expect(node.ledger.state.accounts.get(fresh)?.accountNumber).toBe(3n)
    client.disconnect()
  })

  it('refuses a forged transaction: another key, or a body changed after signing', async () => {
    const mallory = await signing(await direct(carol.privateKey))
    // Carol's key signs a send out of Alice's account.
    const signed = await mallory.sign(
      carol.address,
      [send(carol.address, carol.address, 1n)],
      fee(200_000),
      '',
    )
    const body = TxBody.decode(signed.bodyBytes)
    const forgedBody = TxBody.encode({
      ...body,
      messages: [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: MsgSend.encode({
            fromAddress: alice.address,
            toAddress: carol.address,
            amount: coins(5n),
          }).finish(),
        },
      ],
    }).finish()
    const forged = TxRaw.encode({ ...signed, bodyBytes: forgedBody }).finish()
    const wrongKey = await refusal(mallory, forged)
    expect(wrongKey.code).toBe(8)
    expect(wrongKey.log).toContain('pubKey does not match signer address')

    // Carol's own send with the amount raised after signing.
    const own = await mallory.sign(carol.address, [send(carol.address, bob.address, 1n)], fee(200_000), '')
    const ownBody = TxBody.decode(own.bodyBytes)
    const raised = TxBody.encode({
      ...ownBody,
      messages: [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: MsgSend.encode({
            fromAddress: carol.address,
            toAddress: bob.address,
            amount: coins(900_000_000n),
          }).finish(),
        },
      ],
    }).finish()
    const tampered = await refusal(mallory, TxRaw.encode({ ...own, bodyBytes: raised }).finish())
    expect(tampered.code).toBe(4)
    expect(tampered.log).toMatch(/^signature verification failed/)
    expect(node.balance(carol.address)).toBe(COSMOS_DEV_INITIAL_BALANCE)
    mallory.disconnect()
  })

  it('refuses a replay: the same bytes again, or the same sequence signed again', async () => {
    const client = await signing(await direct(carol.privateKey))
    const signed = await client.sign(
      carol.address,
      [send(carol.address, bob.address, 10n)],
      fee(200_000),
      'once',
    )
    const bytes = TxRaw.encode(signed).finish()
    await client.broadcastTxSync(bytes)
    const balance = node.balance(carol.address)
    await expect(client.broadcastTxSync(bytes)).rejects.toThrow(/tx already exists in cache/)
    const account = node.ledger.state.accounts.get(carol.address)!
    const stale: SignerData = {
      accountNumber: account.accountNumber,
      sequence: 0,
      chainId: COSMOS_LOCAL_CHAIN_ID,
    }
    const again = await client.sign(
      carol.address,
      [send(carol.address, bob.address, 10n)],
      fee(200_000),
      'twice',
      stale,
    )
    const replay = await refusal(client, TxRaw.encode(again).finish())
    expect(replay.code).toBe(32)
    expect(replay.log).toBe('account sequence mismatch, expected 1, got 0: incorrect account sequence')
    expect(node.balance(carol.address)).toBe(balance)
    client.disconnect()
  })

  it('refuses a sequence from the future, another chain id and another account number', async () => {
    const client = await signing(await direct(carol.privateKey))
    const account = node.ledger.state.accounts.get(carol.address)!
    const data = (change: Partial<SignerData>): SignerData => ({
      accountNumber: account.accountNumber,
      sequence: Number(account.sequence),
      chainId: COSMOS_LOCAL_CHAIN_ID,
      ...change,
    })
    const sign = (change: Partial<SignerData>) =>
      client
        .sign(carol.address, [send(carol.address, bob.address, 1n)], fee(200_000), '', data(change))
        .then((tx) => TxRaw.encode(tx).finish())
    expect((await refusal(client, await sign({ sequence: Number(account.sequence) + 5 }))).code).toBe(32)
    expect((await refusal(client, await sign({ chainId: 'cosmoshub-4' }))).code).toBe(4)
    expect((await refusal(client, await sign({ accountNumber: 0n }))).code).toBe(4)
    client.disconnect()
  })

  it('refuses a fee under the minimum gas price, a gas limit under the gas used, and funds it does not have', async () => {
    const client = await signing(await direct(carol.privateKey))
    const message = send(carol.address, bob.address, 1n)
    const low = await refusal(
      client,
      TxRaw.encode(await client.sign(carol.address, [message], fee(200_000, 0.001), '')).finish(),
    )
    expect(low.code).toBe(13)
    expect(low.log).toMatch(/^insufficient fees; got: 200ustake required: 500ustake/)
    const tight = await refusal(
      client,
      TxRaw.encode(await client.sign(carol.address, [message], fee(1000, 1), '')).finish(),
    )
    expect(tight.code).toBe(11)

    // More than the balance: the simulation says so before anything is signed...
    const tooMuch = send(carol.address, bob.address, COSMOS_DEV_INITIAL_BALANCE * 2n)
    await expect(client.simulate(carol.address, [tooMuch], '')).rejects.toThrow(/insufficient funds/)
    // ...a fee over the balance is refused at CheckTx...
    const broke = await refusal(
      client,
      TxRaw.encode(await client.sign(carol.address, [message], fee(200_000, 10_000), '')).finish(),
    )
    expect(broke.code).toBe(5)
    // ...and a send over the balance with a payable fee fails in the block: fee kept, sequence used.
    const before = node.balance(carol.address)
    const sequence = node.ledger.state.accounts.get(carol.address)!.sequence
    const result = await client.signAndBroadcast(carol.address, [tooMuch], fee(200_000), '')
    expect(result.code).toBe(5)
    expect(result.rawLog).toMatch(/insufficient funds/)
    expect(node.balance(carol.address)).toBe(before - 5000n)
    expect(node.ledger.state.accounts.get(carol.address)!.sequence).toBe(sequence + 1n)
    client.disconnect()
  })

  it('serves the same ledger over REST: balances, account, simulate, broadcast, tx lookup', async () => {
    const get = (path: string) =>
      fetch(`${node.url}${path}`).then(async (r) => ({ status: r.status, body: await r.json() }))
    const post = (path: string, body: unknown) =>
      fetch(`${node.url}${path}`, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      }))
    const balances = await get(`/cosmos/bank/v1beta1/balances/${alice.address}`)
    expect(balances.body.balances).toEqual([
      { denom: COSMOS_LOCAL_DENOM, amount: node.balance(alice.address).toString() },
    ])
    const account = await get(`/cosmos/auth/v1beta1/accounts/${alice.address}`)
    expect(account.body.account).toMatchObject({ address: alice.address, account_number: '0', sequence: '1' })
    expect(
      (await get('/cosmos/auth/v1beta1/accounts/cosmos1kg5ad2apsmr06q38kp9a5shfdwqntrvmxf2hxm')).status,
    ).toBe(404)

    const client = await signing(await direct(alice.privateKey))
    const signed = await client.sign(
      alice.address,
      [send(alice.address, carol.address, 3n)],
      fee(200_000),
      'rest',
    )
    const bytes = toBase64(TxRaw.encode(signed).finish())
    const simulated = await post('/cosmos/tx/v1beta1/simulate', { tx_bytes: bytes })
    expect(Number(simulated.body.gas_info.gas_used)).toBeGreaterThan(30_000)
    const broadcast = await post('/cosmos/tx/v1beta1/txs', { tx_bytes: bytes, mode: 'BROADCAST_MODE_SYNC' })
    expect(broadcast.body.tx_response.code).toBe(0)
    const found = await get(`/cosmos/tx/v1beta1/txs/${broadcast.body.tx_response.txhash}`)
    expect(found.body.tx_response).toMatchObject({ code: 0, txhash: broadcast.body.tx_response.txhash })
    const replay = await post('/cosmos/tx/v1beta1/txs', { tx_bytes: bytes, mode: 'BROADCAST_MODE_SYNC' })
    expect(replay.status).toBe(400)
    client.disconnect()
  })
})
