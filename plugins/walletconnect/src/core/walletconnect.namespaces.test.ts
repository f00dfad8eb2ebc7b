// @vitest-environment node
// One WalletConnect session serving eip155, solana and bip122 at once: the mobile wallet holds an
// EVM, a Solana and a Bitcoin key; the Solana and Bitcoin chain plugins drive their namespace of
// the session like any wallet of theirs, against the local validator and litecoind regtest.
import { ed25519 } from '@noble/curves/ed25519'
import { bip122 } from '@portico/chain-bip122'
import { verifyMessage } from '@portico/chain-bip122/bitcoin'
import { defineBitcoinNetwork } from '@portico/chain-bip122/networks'
import { eip155 } from '@portico/chain-eip155'
import { solana } from '@portico/chain-solana'
import { defineSolanaNetwork } from '@portico/chain-solana/networks'
import { createMemoryStorageBackend, type Network, type Portico, type StorageBackend } from '@portico/kernel'
import {
  BITCOIN_DEV_KEYS,
  bitcoinNodeUnavailableReason,
  devAccount,
  type LocalBitcoin,
  startLocalBitcoin,
} from '@portico/testkit/services/bitcoin/index'
import {
  SOLANA_DEV_ACCOUNTS,
  type SolanaValidator,
  startSolanaValidator,
} from '@portico/testkit/services/solana/index'
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WALLETCONNECT_CONNECTOR_ID } from '../constants.js'
import { walletConnect } from '../plugin.js'
import { localNetworks } from '../test/localNetworks.js'
import { registerRelayKernels } from '../test/relayKernels.js'
import { waitFor } from '../test/walletHarness.js'
import { getWalletConnect } from './token.js'

const bitcoinUnavailable = bitcoinNodeUnavailableReason()
if (bitcoinUnavailable) console.warn(`Bitcoin parts skipped: ${bitcoinUnavailable}`)

const { localA } = localNetworks()
const solanaAccount = SOLANA_DEV_ACCOUNTS[2]!.address
let validator: SolanaValidator
let node: LocalBitcoin | undefined
let solanaNetwork: Network
let bitcoinNetwork: Network | undefined
const relays = registerRelayKernels()

beforeAll(async () => {
  validator = await startSolanaValidator({ port: 0 })
  solanaNetwork = defineSolanaNetwork({
    genesisHash: validator.genesisHash,
    name: 'Local Solana',
    rpcUrls: [validator.url],
  })
  if (!bitcoinUnavailable) {
    node = await startLocalBitcoin()
    bitcoinNetwork = defineBitcoinNetwork({
      genesisHash: node.genesisHash,
      name: 'Local Bitcoin',
      params: node.params,
      walletChain: 'bitcoin:regtest',
      rpcUrls: [node.rpcUrl],
      testnet: true,
    })
  }
}, 60_000)

afterAll(async () => {
  await validator?.close()
  await node?.stop()
})

function startKernel(storage: StorageBackend = createMemoryStorageBackend()) {
  return relays.startKernel({
    networks: [localA, solanaNetwork, ...(bitcoinNetwork ? [bitcoinNetwork] : [])],
    storage,
    plugins: [
      eip155({ rpcUrls: {} }),
      solana({ discovery: false }),
      bip122({ injected: false, confirmationPollMs: 100 }),
      walletConnect({ projectId: 'portico-test', relayUrl: relays.relay().url }),
    ],
  })
}

async function startWallet() {
  return relays.startWallet({
    solana: { caipNetworkId: solanaNetwork.caipNetworkId, rpcUrl: validator.url },
    ...(node && bitcoinNetwork
      ? {
          bitcoin: {
            caipNetworkId: bitcoinNetwork.caipNetworkId,
            params: node.params,
            keys: BITCOIN_DEV_KEYS[1]!,
            walletChain: 'bitcoin:regtest' as const,
          },
        }
      : {}),
  })
}

const connectThroughWallet = relays.connectFromView

const connectorIds = (portico: Portico, namespace: 'eip155' | 'solana' | 'bip122') =>
  (portico.wallet.getState().connections[namespace] ?? []).map((c) => c.connectorId)

describe('one WalletConnect session, several namespaces', () => {
  it('one approval connects eip155, solana and bip122; eip155 stays active; each namespace signs through the session', async () => {
    const portico = await startKernel()
    const wallet = await startWallet()
    await connectThroughWallet(portico, wallet)

    expect(wallet.getState().proposals).toEqual([])
    expect(connectorIds(portico, 'eip155')).toEqual([WALLETCONNECT_CONNECTOR_ID])
    expect(connectorIds(portico, 'solana')).toEqual([WALLETCONNECT_CONNECTOR_ID])
    expect(portico.wallet.getAccount('solana')).toMatchObject({
      status: 'connected',
      address: solanaAccount,
      caipAddress: `${solanaNetwork.caipNetworkId}:${solanaAccount}`,
    })
    expect(portico.wallet.getState().activeNamespace).toBe('eip155')

    // Solana: the signature comes over the relay and verifies with the account's public key.
    const signed = (await portico.request({
      namespace: 'solana',
      method: 'solana_signMessage',
      params: {
        message: bs58.encode(new TextEncoder().encode('Hello over WalletConnect')),
        pubkey: solanaAccount,
      },
    })) as { signature: string }
    expect(
      ed25519.verify(
        bs58.decode(signed.signature),
        new TextEncoder().encode('Hello over WalletConnect'),
        bs58.decode(solanaAccount),
      ),
    ).toBe(true)

    // A send built by the plugin, signed and sent by the mobile wallet, lands on the validator.
    const connection = new Connection(validator.url, 'confirmed')
    const receiver = SOLANA_DEV_ACCOUNTS[1]!.address
    const before = await connection.getBalance(new PublicKey(receiver))
    const connector = portico.wallet.getState().connectors.find((c) => c.id === WALLETCONNECT_CONNECTOR_ID)!
    await portico.chains.get('solana')!.sendTransfer!({
      connector,
      network: solanaNetwork,
      from: solanaAccount,
      to: receiver,
      amount: '0.1',
    })
    expect((await connection.getBalance(new PublicKey(receiver))) - before).toBe(0.1 * LAMPORTS_PER_SOL)

    if (node && bitcoinNetwork) {
      const payment = devAccount(BITCOIN_DEV_KEYS[1]!, node.params).payment.address
      expect(connectorIds(portico, 'bip122')).toEqual([WALLETCONNECT_CONNECTOR_ID])
      expect(portico.wallet.getAccount('bip122').address).toBe(payment)
      const answer = (await portico.request({
        namespace: 'bip122',
        method: 'signMessage',
        params: { address: payment, message: 'Bitcoin over WalletConnect' },
      })) as { signature: string; protocol: string }
      expect(answer.protocol).toBe('bip322')
      expect(
        verifyMessage({
          address: payment,
          message: 'Bitcoin over WalletConnect',
          signature: answer.signature,
          params: node.params,
        }),
      ).toBe('bip322')
    }
    expect(wallet.errors).toEqual([])
  }, 60_000)

  it('a Solana request the wallet rejects fails as a user rejection and changes nothing', async () => {
    const portico = await startKernel()
    const wallet = await startWallet()
    await connectThroughWallet(portico, wallet)
    wallet.policy.requests = 'reject'
    await expect(
      portico.request({
        namespace: 'solana',
        method: 'solana_signMessage',
        params: { message: bs58.encode(new TextEncoder().encode('No')), pubkey: solanaAccount },
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(portico.wallet.getAccount('solana').status).toBe('connected')
  }, 60_000)

  it('restores every namespace after a reload; leaving one keeps the session, leaving the last ends it', async () => {
    const storage = createMemoryStorageBackend()
    const first = await startKernel(storage)
    const wallet = await startWallet()
    await connectThroughWallet(first, wallet)
    await first.dispose()

    const portico = await startKernel(storage)
    await waitFor(
      () => portico.wallet.getAccount('solana').status,
      (s) => s === 'connected',
      'solana restored',
    )
    await waitFor(
      () => portico.wallet.getAccount('eip155').status,
      (s) => s === 'connected',
      'eip155 restored',
    )
    expect(portico.wallet.getAccount('solana').address).toBe(solanaAccount)
    if (bitcoinNetwork)
      await waitFor(
        () => portico.wallet.getAccount('bip122').status,
        (s) => s === 'connected',
        'bip122 restored',
      )
    expect(wallet.getState().proposals).toEqual([])

    await portico.wallet.disconnect({ namespace: 'solana' })
    expect(portico.wallet.getAccount('solana').status).toBe('disconnected')
    expect((await getWalletConnect(portico)).client.state.getState().session).toBeDefined()
    expect(wallet.getState().sessions).toHaveLength(1)

    await portico.wallet.disconnect()
    await waitFor(
      () => wallet.getState().sessions.length,
      (n) => n === 0,
      'the wallet to see the session end',
    )
    expect((await getWalletConnect(portico)).client.state.getState().session).toBeUndefined()
  }, 60_000)
})
