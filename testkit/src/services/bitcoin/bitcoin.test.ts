import * as ecc from '@bitcoinerlab/secp256k1'
import { hex } from '@scure/base'
import { type Network, Psbt } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BITCOIN_COINBASE_SATS,
  bitcoinNodeUnavailableReason,
  LOCAL_BITCOIN_CAIP_NETWORK_ID,
  type LocalBitcoin,
  startLocalBitcoin,
} from './index'

const unavailable = bitcoinNodeUnavailableReason()
if (unavailable) console.warn(`Skipping the local Bitcoin node tests: ${unavailable}`)

const gatewayCall = async (url: string, method: string, params: unknown[] = []) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
    body: JSON.stringify({ jsonrpc: '1.0', id: 1, method, params }),
  })
  return {
    status: response.status,
    cors: response.headers.get('access-control-allow-origin'),
    body: (await response.json()) as { result: unknown; error: { code: number; message: string } | null },
  }
}

describe.skipIf(unavailable)('local Bitcoin node (litecoind regtest)', () => {
  let node: LocalBitcoin
  beforeAll(async () => {
    node = await startLocalBitcoin()
  })
  afterAll(async () => {
    await node?.stop()
  })

  it('runs regtest with the CAIP-2 id from its genesis hash and the injected network params', async () => {
    expect(node.caipNetworkId).toBe(LOCAL_BITCOIN_CAIP_NETWORK_ID)
    expect(node.genesisHash.startsWith(node.caipNetworkId.slice('bip122:'.length))).toBe(true)
    expect(node.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const info = await node.rpc<{ chain: string; blocks: number }>('getblockchaininfo')
    expect(info.chain).toBe('regtest')
    expect(info.blocks).toBe(node.accounts.length + 100)
    expect(node.accounts[0]!.payment.address.startsWith(`${node.params.bech32}1q`)).toBe(true)
    expect(node.accounts[0]!.ordinal.address.startsWith(`${node.params.bech32}1p`)).toBe(true)
  })

  it('funds every dev payment address with one mature coinbase; ordinal addresses start empty', async () => {
    for (const account of node.accounts) {
      expect(await node.balance(account.payment.address)).toBe(BITCOIN_COINBASE_SATS)
      expect(await node.balance(account.ordinal.address)).toBe(0n)
    }
  })

  it('mines blocks on demand to the miner address', async () => {
    const before = await node.rpc<number>('getblockcount')
    const hashes = await node.mine(2)
    expect(hashes).toHaveLength(2)
    expect(await node.rpc<number>('getblockcount')).toBe(before + 2)
    expect(await node.balance(node.accounts[0]!.payment.address)).toBe(BITCOIN_COINBASE_SATS)
  })

  it('serves reads to the browser through the gateway with CORS and refuses node control', async () => {
    const read = await gatewayCall(node.rpcUrl, 'getblockhash', [0])
    expect(read).toMatchObject({ status: 200, cors: '*', body: { result: node.genesisHash, error: null } })
    const scan = await gatewayCall(node.rpcUrl, 'scantxoutset', ['start', [`addr(${node.minerAddress})`]])
    expect((scan.body.result as { success: boolean }).success).toBe(true)
    const mine = await gatewayCall(node.rpcUrl, 'generatetoaddress', [1, node.minerAddress])
    expect(mine.status).toBe(403)
    expect(mine.body.error?.message).toBe('Method not allowed: generatetoaddress')
    const mined = await fetch(`${node.rpcUrl}/__regtest/mine?blocks=2`, { method: 'POST' })
    expect(((await mined.json()) as { blocks: string[] }).blocks).toHaveLength(2)
    const abort = await gatewayCall(node.rpcUrl, 'scantxoutset', ['abort'])
    expect(abort.status).toBe(403)
    const preflight = await fetch(node.rpcUrl, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('accepts a real segwit spend broadcast through the gateway and confirms it when mined', async () => {
    const [from, to] = node.accounts as [LocalBitcoin['accounts'][0], LocalBitcoin['accounts'][0]]
    const [utxo] = await node.utxos(from.payment.address)
    const network = node.params as Network
    const key = ECPairFactory(ecc).fromPrivateKey(hex.decode(from.payment.privateKey), { network })
    const psbt = new Psbt({ network })
      .addInput({
        hash: utxo!.txid,
        index: utxo!.vout,
        witnessUtxo: { script: hex.decode(utxo!.scriptPubKey), value: utxo!.sats },
      })
      .addOutput({ address: to.payment.address, value: 100_000_000n })
      .addOutput({ address: from.payment.address, value: utxo!.sats - 100_000_000n - 1_000n })
    psbt.signAllInputs(key).finalizeAllInputs()
    const sent = await gatewayCall(node.rpcUrl, 'sendrawtransaction', [psbt.extractTransaction().toHex()])
    expect(sent.body.error).toBeNull()
    const txid = sent.body.result as string
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    // A second broadcast spending the same coin is refused by the node.
    const again = await gatewayCall(node.rpcUrl, 'sendrawtransaction', [psbt.extractTransaction().toHex()])
    expect(again.body.result === txid || again.body.error !== null).toBe(true)
    await node.mine(1)
    expect(await node.balance(to.payment.address)).toBe(BITCOIN_COINBASE_SATS + 100_000_000n)
    expect(await node.balance(from.payment.address)).toBe(BITCOIN_COINBASE_SATS - 100_000_000n - 1_000n)
    const tx = await gatewayCall(node.rpcUrl, 'getrawtransaction', [txid, true])
    expect((tx.body.result as { confirmations: number }).confirmations).toBe(1)
  })
})
