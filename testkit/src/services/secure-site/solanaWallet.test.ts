// The embedded wallet's Solana accounts against the real secure site and the local validator:
// a key per user beside the EVM one, signMessage, signTransaction and a SOL transfer sent, each
// only after an approval; malformed and foreign requests refused.
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaValidator, startSolanaValidator } from '../solana/server.js'
import { fundOnSolana } from './faucet.js'
import { type SecureSite, startSecureSite } from './index.js'
import { RPC_NOT_ALLOWED, USER_REJECTED_MESSAGE } from './protocol.js'
import { type Device, frameClient } from './test/frameClient.js'

let validator: SolanaValidator
let site: SecureSite

beforeAll(async () => {
  validator = await startSolanaValidator({ port: 0 })
  site = await startSecureSite({
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    solana: { rpcUrl: validator.url, caipNetworkId: validator.caipNetworkId },
    onUserCreated: (_address, solanaAddress) => fundOnSolana(validator.url, solanaAddress, 2_000_000_000n),
  })
})
afterAll(async () => {
  await site?.close()
  await validator?.close()
})

const { relay, decide, emailLogin } = frameClient(() => site)

async function rpc(device: Device, method: string, params: unknown) {
  return relay(device, 'RPC_REQUEST', {
    method,
    params,
    chainNamespace: 'solana',
    chainId: validator.caipNetworkId,
  })
}
async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(validator.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

async function login() {
  const { device } = await emailLogin()
  const evm = (await relay(device, 'GET_USER', { chainId: 'eip155:31337' })).payload as { address: string }
  const solana = (await relay(device, 'GET_USER', { chainId: validator.caipNetworkId })).payload as {
    address: string
    chainId: string
  }
  return { device, evm, solana }
}

async function transfer(from: string, to: PublicKey, lamports: number) {
  const { value } = await solanaRpc<{ value: { blockhash: string } }>('getLatestBlockhash', [{}])
  const message = new TransactionMessage({
    payerKey: new PublicKey(from),
    recentBlockhash: value.blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: to, lamports })],
  }).compileToV0Message()
  return new VersionedTransaction(message)
}

describe('the embedded wallet on Solana', () => {
  it('keeps an ed25519 key per user beside the EVM one; GET_USER on a Solana cluster answers its address', async () => {
    const { evm, solana } = await login()
    expect(evm.address).toMatch(/^0x/)
    expect(bs58.decode(solana.address)).toHaveLength(32)
    expect(solana.chainId).toBe(validator.caipNetworkId)
    expect(await solanaRpc<{ value: number }>('getBalance', [solana.address, {}])).toMatchObject({
      value: 2_000_000_000,
    })
  })

  it('signs a message after approval (verified with the public key); a rejection signs nothing', async () => {
    const { device, solana } = await login()
    const text = 'Hello from the embedded wallet'
    const params = { message: bs58.encode(new TextEncoder().encode(text)), pubkey: solana.address }
    const asked = await rpc(device, 'solana_signMessage', params)
    expect(asked.approval).toMatchObject({ method: 'solana_signMessage', summary: { text } })
    const { result } = await decide(device, asked.approval!.id, 'approve')
    const { signature } = result as { signature: string }
    expect(
      ed25519.verify(bs58.decode(signature), new TextEncoder().encode(text), bs58.decode(solana.address)),
    ).toBe(true)
    const again = await rpc(device, 'solana_signMessage', params)
    expect(await decide(device, again.approval!.id, 'reject')).toMatchObject({
      ok: false,
      message: USER_REJECTED_MESSAGE,
    })
  })

  it('signs a transaction, and signs and sends a SOL transfer the validator executes', async () => {
    const { device, solana } = await login()
    const to = Keypair.generate().publicKey
    const unsigned = await transfer(solana.address, to, 100_000_000)
    const asked = await rpc(device, 'solana_signTransaction', {
      transaction: bs58.encode(unsigned.serialize()),
    })
    expect(asked.approval?.summary).toMatchObject({
      kind: 'solana-transaction',
      feePayer: solana.address,
      transfers: [`0.1 SOL to ${to.toBase58()}`],
    })
    const signed = (await decide(device, asked.approval!.id, 'approve')).result as { transaction: string }
    const tx = VersionedTransaction.deserialize(bs58.decode(signed.transaction))
    expect(ed25519.verify(tx.signatures[0]!, tx.message.serialize(), bs58.decode(solana.address))).toBe(true)

    const send = await rpc(device, 'solana_signAndSendTransaction', {
      transaction: bs58.encode((await transfer(solana.address, to, 250_000_000)).serialize()),
      options: { preflightCommitment: 'confirmed' },
    })
    const sent = (await decide(device, send.approval!.id, 'approve')).result as { signature: string }
    expect(bs58.decode(sent.signature)).toHaveLength(64)
    expect(await solanaRpc<{ value: number }>('getBalance', [to.toBase58(), {}])).toMatchObject({
      value: 250_000_000,
    })
  })

  it('refuses a transaction this wallet does not sign, malformed params, and methods outside the lists', async () => {
    const { device } = await login()
    const stranger = Keypair.generate().publicKey.toBase58()
    const foreign = await transfer(stranger, Keypair.generate().publicKey, 1)
    expect(
      await rpc(device, 'solana_signTransaction', { transaction: bs58.encode(foreign.serialize()) }),
    ).toMatchObject({ ok: false, message: expect.stringContaining('does not need this wallet') })
    expect(await rpc(device, 'solana_signTransaction', { transaction: '0OIl' })).toMatchObject({
      ok: false,
      message: 'Invalid params for solana_signTransaction',
    })
    expect(await rpc(device, 'solana_signMessage', { message: 'abc', pubkey: stranger })).toMatchObject({
      ok: false,
      message: 'The address does not belong to this wallet',
    })
    expect(
      await rpc(device, 'solana_signAndSendTransaction', {
        transaction: bs58.encode(foreign.serialize()),
        options: { preflightCommitment: 'soon' },
      }),
    ).toMatchObject({ ok: false, message: 'Invalid params for solana_signAndSendTransaction' })
    expect(await rpc(device, 'solana_requestAirdrop', [])).toMatchObject({
      ok: false,
      message: RPC_NOT_ALLOWED,
    })
    expect(await relay(device, 'GET_USER', { chainId: 'solana:unknown' })).toMatchObject({
      ok: false,
      message: 'Unsupported network: solana:unknown',
    })
  })
})
