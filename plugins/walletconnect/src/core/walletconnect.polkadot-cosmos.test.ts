// @vitest-environment node
// One WalletConnect session serving eip155, polkadot and cosmos: the mobile wallet holds an EVM
// key, Polkadot sr25519 and ed25519 keys and a Cosmos secp256k1 key; the Polkadot and Cosmos chain
// plugins drive their namespace of the session like any wallet of theirs, against the testkit's
// local Polkadot and Cosmos nodes, through the local relay.
import { serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding'
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { cosmos } from '@portico/chain-cosmos'
import { defineCosmosNetwork } from '@portico/chain-cosmos/networks'
import { eip155 } from '@portico/chain-eip155'
import { polkadot } from '@portico/chain-polkadot'
import { definePolkadotNetwork } from '@portico/chain-polkadot/networks'
import { createMemoryStorageBackend, type Network, type Portico, type StorageBackend } from '@portico/kernel'
import { MOBILE_POLKADOT_ACCOUNTS } from '@portico/testkit/mobile-wallet/src/wallet/namespaceSigners'
import {
  COSMOS_DEV_ACCOUNTS,
  COSMOS_LOCAL_CHAIN_ID,
  COSMOS_LOCAL_DECIMALS,
  COSMOS_LOCAL_DENOM,
  COSMOS_LOCAL_GAS_PRICE,
  COSMOS_LOCAL_PREFIX,
  type CosmosNode,
  startCosmosNode,
} from '@portico/testkit/services/cosmos/index'
import {
  POLKADOT_DEV_ACCOUNTS,
  type PolkadotNode,
  startPolkadotNode,
} from '@portico/testkit/services/polkadot/index'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WALLETCONNECT_CONNECTOR_ID } from '../constants.js'
import { walletConnect } from '../plugin.js'
import { localNetworks } from '../test/localNetworks.js'
import { registerRelayKernels } from '../test/relayKernels.js'
import { waitFor } from '../test/walletHarness.js'

const { localA } = localNetworks()
const [bob, aliceEd] = MOBILE_POLKADOT_ACCOUNTS as [
  (typeof MOBILE_POLKADOT_ACCOUNTS)[number],
  (typeof MOBILE_POLKADOT_ACCOUNTS)[number],
]
const charlie = POLKADOT_DEV_ACCOUNTS.find((account) => account.name === 'Charlie')!
const cosmosAccount = COSMOS_DEV_ACCOUNTS[1]!.address
const UNIT = 10n ** 12n
let polkadotNode: PolkadotNode
let cosmosNode: CosmosNode
let polkadotNetwork: Network
let cosmosNetwork: Network
const relays = registerRelayKernels()

beforeAll(async () => {
  ;[polkadotNode, cosmosNode] = await Promise.all([
    startPolkadotNode({ port: 0 }),
    startCosmosNode({ port: 0 }),
  ])
  polkadotNetwork = definePolkadotNetwork({
    genesisHash: polkadotNode.genesisHash,
    name: 'Local Polkadot',
    ss58Prefix: 42,
    symbol: 'UNIT',
    decimals: 12,
    webSocketUrls: [polkadotNode.wsUrl],
    testnet: true,
  })
  cosmosNetwork = defineCosmosNetwork({
    chainId: COSMOS_LOCAL_CHAIN_ID,
    name: 'Local Cosmos',
    rpcUrls: [cosmosNode.url],
    restUrls: [cosmosNode.url],
    bech32Prefix: COSMOS_LOCAL_PREFIX,
    currency: { denom: COSMOS_LOCAL_DENOM, symbol: 'STAKE', decimals: COSMOS_LOCAL_DECIMALS },
    gasPrice: COSMOS_LOCAL_GAS_PRICE,
    testnet: true,
  })
  await cryptoWaitReady()
}, 60_000)

afterAll(async () => {
  await polkadotNode?.close()
  await cosmosNode?.close()
})

function startKernel(storage: StorageBackend = createMemoryStorageBackend()) {
  return relays.startKernel({
    networks: [localA, polkadotNetwork, cosmosNetwork],
    storage,
    plugins: [
      eip155({ rpcUrls: {} }),
      polkadot({ window: Object.assign(new EventTarget(), { injectedWeb3: {} }) }),
      cosmos({ window: new EventTarget() as never, confirmIntervalMs: 20 }),
      walletConnect({ projectId: 'portico-test', relayUrl: relays.relay().url }),
    ],
  })
}

async function startWallet() {
  return relays.startWallet({
    polkadot: { caipNetworkId: polkadotNetwork.caipNetworkId },
    cosmos: { chainId: COSMOS_LOCAL_CHAIN_ID, bech32Prefix: COSMOS_LOCAL_PREFIX },
  })
}

const connectThroughWallet = relays.connectFromView

const connectorOf = (portico: Portico) =>
  portico.wallet.getState().connectors.find((c) => c.id === WALLETCONNECT_CONNECTOR_ID)!

describe('one WalletConnect session with the polkadot and cosmos namespaces', () => {
  it('one approval connects both; messages are signed by the mobile wallet and verify; transfers land on the local nodes', async () => {
    const portico = await startKernel()
    const wallet = await startWallet()
    await connectThroughWallet(portico, wallet)

    for (const namespace of ['polkadot', 'cosmos'] as const)
      expect(portico.wallet.getState().connections[namespace]?.map((c) => c.connectorId)).toEqual([
        WALLETCONNECT_CONNECTOR_ID,
      ])
    expect(portico.wallet.getAccount('polkadot').address).toBe(bob.address)
    expect(portico.wallet.getAccount('cosmos').address).toBe(cosmosAccount)
    expect(portico.wallet.getState().activeNamespace).toBe('eip155')

    // Polkadot: both keys sign; the signature is over the <Bytes>-wrapped message.
    const accounts = (await portico.request({ namespace: 'polkadot', method: 'getAccounts' })) as {
      address: string
    }[]
    expect(accounts.map((a) => a.address)).toEqual([bob.address, aliceEd.address])
    for (const account of [bob, aliceEd]) {
      const { signature } = (await portico.request({
        namespace: 'polkadot',
        method: 'signMessage',
        params: { address: account.address, message: 'Polkadot over WalletConnect' },
      })) as { signature: string }
      const check = signatureVerify(
        u8aWrapBytes(stringToU8a('Polkadot over WalletConnect')),
        signature,
        account.address,
      )
      expect(check).toMatchObject({ isValid: true, crypto: account.type })
    }

    // Polkadot transfer: polkadot_signTransaction signs the payload, the emulator checks it.
    const before = polkadotNode.chain.account(charlie.address).free
    await portico.request({
      namespace: 'polkadot',
      method: 'sendTransfer',
      params: { recipientAddress: charlie.address, amount: '25' },
    })
    expect(polkadotNode.chain.account(charlie.address).free - before).toBe(25n * UNIT)

    // Cosmos: ADR-036 through cosmos_signAmino, verified here with CosmJS's own primitives.
    const signed = (await portico.request({
      namespace: 'cosmos',
      method: 'cosmos_signArbitrary',
      params: { data: 'Cosmos over WalletConnect' },
    })) as { pub_key: { value: string }; signature: string }
    const doc = {
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [
        {
          type: 'sign/MsgSignData',
          value: { signer: cosmosAccount, data: toBase64(toUtf8('Cosmos over WalletConnect')) },
        },
      ],
      memo: '',
    }
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(signed.signature)),
        sha256(serializeSignDoc(doc)),
        fromBase64(signed.pub_key.value),
      ),
    ).toBe(true)

    // A transaction doc through cosmos_signAmino: the plugin checks the answer and the signature.
    const aminoDoc = {
      ...doc,
      chain_id: COSMOS_LOCAL_CHAIN_ID,
      account_number: '1',
      sequence: '0',
      fee: { gas: '200000', amount: [{ denom: COSMOS_LOCAL_DENOM, amount: '5000' }] },
      msgs: [
        {
          type: 'cosmos-sdk/MsgSend',
          value: {
            from_address: cosmosAccount,
            to_address: COSMOS_DEV_ACCOUNTS[2]!.address,
            amount: [{ denom: COSMOS_LOCAL_DENOM, amount: '1' }],
          },
        },
      ],
    }
    const amino = (await portico.request({
      namespace: 'cosmos',
      method: 'cosmos_signAmino',
      params: { signerAddress: cosmosAccount, signDoc: aminoDoc },
    })) as { signed: unknown; signature: { signature: string; pub_key: { value: string } } }
    expect(amino.signed).toEqual(aminoDoc)
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(amino.signature.signature)),
        sha256(serializeSignDoc(aminoDoc)),
        fromBase64(amino.signature.pub_key.value),
      ),
    ).toBe(true)

    // Cosmos transfer: simulated, signed with cosmos_signDirect, broadcast and in a block.
    const receiver = COSMOS_DEV_ACCOUNTS[2]!.address
    const held = cosmosNode.balance(receiver)
    await portico.chains.get('cosmos')!.sendTransfer!({
      connector: connectorOf(portico),
      network: cosmosNetwork,
      from: cosmosAccount,
      to: receiver,
      amount: '1.5',
    })
    expect(cosmosNode.balance(receiver) - held).toBe(1_500_000n)
    expect(wallet.errors).toEqual([])
  }, 90_000)

  it('a rejected request is a 4001 in both namespaces; a signature by another key is refused', async () => {
    const portico = await startKernel()
    const wallet = await startWallet()
    await connectThroughWallet(portico, wallet)
    wallet.policy.requests = 'reject'
    await expect(
      portico.request({ namespace: 'polkadot', method: 'signMessage', params: { message: 'No' } }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(
      portico.request({ namespace: 'cosmos', method: 'cosmos_signArbitrary', params: { data: 'No' } }),
    ).rejects.toMatchObject({ code: 4001 })
    const before = polkadotNode.chain.account(charlie.address).free
    await expect(
      portico.request({
        namespace: 'polkadot',
        method: 'sendTransfer',
        params: { recipientAddress: charlie.address, amount: '1' },
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(polkadotNode.chain.account(charlie.address).free).toBe(before)
    expect(portico.wallet.getAccount('polkadot').status).toBe('connected')
    expect(portico.wallet.getAccount('cosmos').status).toBe('connected')

    // Bob's session asked to sign as another account: the wallet refuses, nothing is signed.
    wallet.policy.requests = 'approve'
    await expect(
      portico.request({
        namespace: 'polkadot',
        method: 'signMessage',
        params: { address: charlie.address, message: 'Not mine' },
      }),
    ).rejects.toMatchObject({ code: 4100 })
  }, 90_000)

  it('restores both namespaces after a reload without asking the wallet again', async () => {
    const storage = createMemoryStorageBackend()
    const first = await startKernel(storage)
    const wallet = await startWallet()
    await connectThroughWallet(first, wallet)
    await first.dispose()

    const portico = await startKernel(storage)
    for (const namespace of ['polkadot', 'cosmos'] as const)
      await waitFor(
        () => portico.wallet.getAccount(namespace).status,
        (status) => status === 'connected',
        `${namespace} restored`,
      )
    expect(portico.wallet.getAccount('polkadot').address).toBe(bob.address)
    expect(portico.wallet.getAccount('cosmos').address).toBe(cosmosAccount)
    expect(wallet.getState().proposals).toEqual([])
    const { signature } = (await portico.request({
      namespace: 'polkadot',
      method: 'signMessage',
      params: { message: 'After a reload' },
    })) as { signature: string }
    expect(signatureVerify(u8aWrapBytes(stringToU8a('After a reload')), signature, bob.address).isValid).toBe(
      true,
    )
  }, 90_000)
})
