// The plugin end to end against the playground's LiteSVM validator, driven through a kernel, with
// the playground's Solana test wallet registered on a stand-in window (the Wallet Standard's events).

import { ed25519 } from '@noble/curves/ed25519'
import { createMemoryStorageBackend, type Network, type StorageBackend } from '@portico/kernel'
import { createTestPortico, placeholderViews } from '@portico/kernel/testing'
import {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_TEST_MINT,
  type SolanaValidator,
  startSolanaValidator,
} from '@portico/testkit/services/solana/index'
import {
  installSolanaTestWallet,
  registerTestWallet,
  type SolanaApprovalRequest,
  type SolanaTestWallet,
  type SolanaTestWalletOptions,
} from '@portico/testkit/test-wallet/solana/index'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import bs58 from 'bs58'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineSolanaNetwork, solanaDevnet } from './networks/networks.js'
import { solana } from './plugin.js'

let validator: SolanaValidator
let network: Network
let connection: Connection
const WALLET_ID = 'wallet-standard:Portico Solana Test Wallet'
const account0 = SOLANA_DEV_ACCOUNTS[0]!.address
const account1 = SOLANA_DEV_ACCOUNTS[1]!.address

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  validator = await startSolanaValidator({ port: 0 })
  network = defineSolanaNetwork({
    genesisHash: validator.genesisHash,
    name: 'Local Solana',
    rpcUrls: [validator.url],
  })
  connection = new Connection(validator.url, 'confirmed')
})

afterAll(async () => {
  await validator?.close()
  vi.unstubAllGlobals()
})

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function startHarness({
  storage = createMemoryStorageBackend(),
  wallet: walletOptions = {},
  networks = [network],
}: {
  storage?: StorageBackend
  wallet?: Partial<SolanaTestWalletOptions>
  networks?: Network[]
} = {}) {
  const approvals: SolanaApprovalRequest[] = []
  let answer = true
  const { wallet, unregister } = installSolanaTestWallet({
    rpcUrl: validator.url,
    chains: ['solana:localnet', network.caipNetworkId as `solana:${string}`],
    approve: (request) => {
      approvals.push(request)
      return answer
    },
    ...walletOptions,
  })
  const portico = createTestPortico({
    plugins: [
      solana({ tokens: { [network.caipNetworkId]: [{ mint: SOLANA_TEST_MINT.address, symbol: 'PTT' }] } }),
      placeholderViews(),
    ],
    networks,
    storage,
  })
  await portico.start()
  // Discovery starts with the first intent to open the modal.
  await portico.modal.prepare()
  await vi.waitFor(() => expect(portico.wallet.getState().connectors.map((c) => c.id)).toContain(WALLET_ID))
  cleanups.push(unregister, () => portico.dispose())
  return {
    portico,
    wallet,
    approvals,
    reject: (rejecting = true) => {
      answer = !rejecting
    },
    adapter: portico.chains.get('solana')!,
    connector: () => portico.wallet.getState().connectors.find((c) => c.id === WALLET_ID)!,
  }
}

async function connected(options: Parameters<typeof startHarness>[0] = {}) {
  const harness = await startHarness(options)
  await harness.portico.wallet.connect({ connectorId: WALLET_ID })
  return harness
}

/**
 * Another wallet built on a test wallet (registered on no page): its name, and the features it
 * offers changed by `features`, as a wallet with fewer features or broken answers would.
 */
function registerVariant(
  name: string,
  features: (base: SolanaTestWallet['features']) => Record<string, unknown>,
  chains?: readonly `${string}:${string}`[],
) {
  const { wallet: base } = installSolanaTestWallet(
    { rpcUrl: validator.url, chains: ['solana:localnet', network.caipNetworkId as `solana:${string}`] },
    new EventTarget(),
  )
  const variant = {
    version: '1.0.0',
    name,
    icon: base.icon,
    get chains() {
      return chains ?? base.chains
    },
    get accounts() {
      return base.accounts
    },
    get features() {
      return features(base.features)
    },
  } as unknown as Wallet
  cleanups.push(registerTestWallet(window, variant))
  return { base, id: `wallet-standard:${name}` }
}

/** A started kernel with the test wallet registered and no discovery asked for yet. */
async function startedWithoutDiscovery() {
  const { unregister } = installSolanaTestWallet({ rpcUrl: validator.url, chains: ['solana:localnet'] })
  const portico = createTestPortico({
    plugins: [solana(), placeholderViews()],
    networks: [network],
    storage: createMemoryStorageBackend(),
  })
  cleanups.push(unregister, () => portico.dispose())
  await portico.start()
  return portico
}

describe('discovery and connection', () => {
  it('discovers nothing at start (its code stays unloaded); the first intent to open finds the wallet', async () => {
    const portico = await startedWithoutDiscovery()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(portico.wallet.getState().connectors.map((c) => c.id)).not.toContain(WALLET_ID)
    await portico.modal.prepare()
    await vi.waitFor(() => expect(portico.wallet.getState().connectors.map((c) => c.id)).toContain(WALLET_ID))
  })

  it('a stored connection wanting its wallet starts discovery without the modal', async () => {
    const portico = await startedWithoutDiscovery()
    await portico.wallet.connect({ connectorId: WALLET_ID })
    expect(portico.wallet.getAccount('solana').status).toBe('connected')
  })

  it('offers each registered Solana wallet as its own connector, live', async () => {
    const { portico } = await startHarness()
    const connector = portico.wallet.getState().connectors.find((c) => c.id === WALLET_ID)
    expect(connector).toMatchObject({
      type: 'ANNOUNCED',
      chain: 'solana',
      name: 'Portico Solana Test Wallet',
    })
    // Not Solana wallets: one serving only EVM chains, one without standard:connect.
    registerVariant('EVM only', (features) => features, ['eip155:1'])
    registerVariant('No connect', ({ 'standard:connect': _, ...features }) => features)
    const second = installSolanaTestWallet({
      rpcUrl: validator.url,
      chains: ['solana:localnet'],
      name: 'Second',
    })
    await vi.waitFor(() =>
      expect(portico.wallet.getState().connectors.map((c) => c.id)).toContain('wallet-standard:Second'),
    )
    const ids = portico.wallet.getState().connectors.map((c) => c.id)
    expect(ids).not.toContain('wallet-standard:EVM only')
    expect(ids).not.toContain('wallet-standard:No connect')
    second.unregister()
    expect(portico.wallet.getState().connectors.map((c) => c.id)).not.toContain('wallet-standard:Second')
    expect(portico.wallet.getState().connectors.map((c) => c.id)).toContain(WALLET_ID)
  })

  it('connects with one approval, on the app network, and shows the validator balance', async () => {
    const { portico, approvals } = await connected()
    const account = portico.wallet.getAccount('solana')
    expect(account).toMatchObject({ status: 'connected', address: account0 })
    expect(account.caipAddress).toBe(`${network.caipNetworkId}:${account0}`)
    expect(approvals.map((a) => a.method)).toEqual(['standard:connect'])
    const lamports = await connection.getBalance(new PublicKey(account0))
    await vi.waitFor(() =>
      expect(portico.wallet.getAccount('solana').balance).toBe(String(lamports / LAMPORTS_PER_SOL)),
    )
    expect(portico.wallet.getAccount('solana').balanceSymbol).toBe('SOL')
  })

  it("maps a refused connect to 'Connection rejected' and leaves the namespace disconnected", async () => {
    const { portico, reject } = await startHarness()
    reject()
    await expect(portico.wallet.connect({ connectorId: WALLET_ID })).rejects.toMatchObject({
      shortMessage: 'Connection rejected',
    })
    expect(portico.wallet.getAccount('solana').status).toBe('disconnected')
  })

  it('reconnects after a reload without a prompt, and follows account changes and disconnects', async () => {
    const storage = createMemoryStorageBackend()
    // The wallet keeps its grant as an extension does.
    const kept = new Map<string, string>()
    const walletStorage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    }
    const first = await connected({ storage, wallet: { storage: walletStorage } })
    await first.portico.dispose()
    const { portico, approvals, wallet } = await startHarness({ storage, wallet: { storage: walletStorage } })
    await vi.waitFor(() => expect(portico.wallet.getAccount('solana').status).toBe('connected'))
    expect(approvals).toEqual([])
    wallet.selectAccount(1)
    await vi.waitFor(() => expect(portico.wallet.getAccount('solana').address).toBe(account1))
    wallet.disconnect()
    await vi.waitFor(() => expect(portico.wallet.getAccount('solana').status).toBe('disconnected'))
  })

  it("follows the wallet's chain changes: a cluster the app knows, an unknown one (unsupported), back", async () => {
    const { portico, wallet } = await connected({ networks: [network, solanaDevnet] })
    const state = () => ({
      network: portico.wallet.getActiveNetwork('solana')?.caipNetworkId,
      unsupported: portico.wallet.getState().unsupportedNetworks.solana,
      caipAddress: portico.wallet.getAccount('solana').caipAddress,
    })
    expect(state()).toEqual({
      network: network.caipNetworkId,
      unsupported: undefined,
      caipAddress: `${network.caipNetworkId}:${account0}`,
    })
    // Still served: nothing moves.
    wallet.setChains([network.caipNetworkId as `solana:${string}`, 'solana:devnet'])
    expect(state().network).toBe(network.caipNetworkId)
    wallet.setChains(['solana:devnet'])
    await vi.waitFor(() =>
      expect(state()).toEqual({
        network: solanaDevnet.caipNetworkId,
        unsupported: undefined,
        caipAddress: `${solanaDevnet.caipNetworkId}:${account0}`,
      }),
    )
    wallet.setChains(['solana:testnet'])
    await vi.waitFor(() => expect(state()).toMatchObject({ unsupported: 'solana:testnet' }))
    wallet.setChains(['solana:localnet', network.caipNetworkId as `solana:${string}`])
    await vi.waitFor(() =>
      expect(state()).toEqual({
        network: network.caipNetworkId,
        unsupported: undefined,
        caipAddress: `${network.caipNetworkId}:${account0}`,
      }),
    )
    expect(portico.wallet.getAccount('solana').status).toBe('connected')
  })

  it('refuses a connect answer whose account key is not its address, and connects nothing', async () => {
    const { portico } = await startHarness()
    const { id } = registerVariant('Wrong key', (features) => ({
      ...features,
      'standard:connect': {
        version: '1.0.0',
        connect: async () => {
          const [account] = (await features['standard:connect'].connect()).accounts
          return { accounts: [{ ...account, publicKey: new Uint8Array(32) }] }
        },
      },
    }))
    await vi.waitFor(() => expect(portico.wallet.getState().connectors.map((c) => c.id)).toContain(id))
    await expect(portico.wallet.connect({ connectorId: id })).rejects.toMatchObject({
      name: 'InvalidWalletAnswerError',
    })
    expect(portico.wallet.getAccount('solana').status).toBe('disconnected')
  })
})

describe('signing', () => {
  it('signs a message and the signature verifies with the public key', async () => {
    const { portico, adapter, connector } = await connected()
    const signature = await adapter.signMessage!({
      connector: connector(),
      address: account0,
      message: 'Hello Portico',
    })
    expect(
      ed25519.verify(
        bs58.decode(signature),
        new TextEncoder().encode('Hello Portico'),
        bs58.decode(account0),
      ),
    ).toBe(true)
    const viaRpc = (await portico.request({
      namespace: 'solana',
      method: 'solana_signMessage',
      params: { message: bs58.encode(new TextEncoder().encode('via rpc')), pubkey: account0 },
    })) as { signature: string }
    expect(
      ed25519.verify(
        bs58.decode(viaRpc.signature),
        new TextEncoder().encode('via rpc'),
        bs58.decode(account0),
      ),
    ).toBe(true)
  })

  it("refuses a signature by another key with 'Error signing message'", async () => {
    const { adapter, connector } = await connected({ wallet: { forgeSignatures: true } })
    await expect(
      adapter.signMessage!({ connector: connector(), address: account0, message: 'x' }),
    ).rejects.toMatchObject({ shortMessage: 'Error signing message' })
  })

  it('passes on a refusal to sign as the wallet gave it (4001)', async () => {
    const { adapter, connector, reject } = await connected()
    reject()
    await expect(
      adapter.signMessage!({ connector: connector(), address: account0, message: 'x' }),
    ).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('signs a transaction (solana_signTransaction) and signs and sends one (solana_signAndSendTransaction)', async () => {
    const { portico, approvals } = await connected()
    const transfer = async (to: PublicKey, lamports: number) => {
      const { blockhash } = await connection.getLatestBlockhash('confirmed')
      const transaction = new Transaction({
        feePayer: new PublicKey(account0),
        recentBlockhash: blockhash,
      }).add(SystemProgram.transfer({ fromPubkey: new PublicKey(account0), toPubkey: to, lamports }))
      return {
        transaction,
        base64: transaction.serialize({ requireAllSignatures: false }).toString('base64'),
      }
    }
    const first = Keypair.generate().publicKey
    const unsigned = await transfer(first, 1_000_000)
    const signed = (await portico.request({
      namespace: 'solana',
      method: 'solana_signTransaction',
      params: { transaction: unsigned.base64 },
    })) as { signature: string; transaction: string }
    const message = unsigned.transaction.serializeMessage()
    expect(ed25519.verify(bs58.decode(signed.signature), message, bs58.decode(account0))).toBe(true)
    // Signing sends nothing; the signed bytes are a transaction the node accepts.
    expect(await connection.getBalance(first)).toBe(0)
    const sent = await connection.sendRawTransaction(Buffer.from(signed.transaction, 'base64'))
    expect(sent).toBe(signed.signature)
    await vi.waitFor(async () => expect(await connection.getBalance(first)).toBe(1_000_000))

    const second = Keypair.generate().publicKey
    const { signature } = (await portico.request({
      namespace: 'solana',
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: (await transfer(second, 2_000_000)).base64,
        sendOptions: { preflightCommitment: 'processed' },
      },
    })) as { signature: string }
    await vi.waitFor(async () => expect(await connection.getBalance(second)).toBe(2_000_000))
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
    expect(approvals.map((a) => a.method)).toEqual([
      'standard:connect',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ])
  })

  it('checks the preflight commitment of a signAndSend request against the spec list', async () => {
    const { portico } = await connected()
    await expect(
      portico.request({
        namespace: 'solana',
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AAAA', sendOptions: { preflightCommitment: 'eventually' } },
      }),
    ).rejects.toMatchObject({ name: 'InvalidPreflightCommitmentError' })
  })
})

describe('transfers and balances', () => {
  it('sends 0.1 SOL and waits for confirmation', async () => {
    const { adapter, connector } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const signature = await adapter.sendTransfer!({
      connector: connector(),
      network,
      from: account0,
      to,
      amount: '0.1',
    })
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
    expect(await connection.getBalance(new PublicKey(to))).toBe(0.1 * LAMPORTS_PER_SOL)
  })

  it('sends 5 SPL tokens to an address without a token account, creating it; the fee shown counts its rent', async () => {
    const { adapter, connector } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const token = { address: SOLANA_TEST_MINT.address, decimals: SOLANA_TEST_MINT.decimals }
    const rent = BigInt(await connection.getMinimumBalanceForRentExemption(165))
    expect(rent).toBeGreaterThan(0n)
    // Before: the signature's 5,000 lamports plus the new token account's rent; SOL alone pays the base fee.
    expect(await adapter.estimateTransferFee!({ network, from: account0, to, token })).toBe(5000n + rent)
    expect(await adapter.estimateTransferFee!({ network, from: account0, to })).toBe(5000n)
    const solBefore = BigInt(await connection.getBalance(new PublicKey(account0)))
    await adapter.sendTransfer!({
      connector: connector(),
      network,
      from: account0,
      to,
      amount: '5',
      token: { address: SOLANA_TEST_MINT.address, decimals: SOLANA_TEST_MINT.decimals },
    })
    const holdings = await adapter.getTokenHoldings!({ address: to, network })
    expect(holdings).toEqual([
      expect.objectContaining({
        address: SOLANA_TEST_MINT.address,
        formatted: '5',
        symbol: 'PTT',
        decimals: 6,
      }),
    ])
    // What the sender paid in SOL is exactly what was shown.
    expect(solBefore - BigInt(await connection.getBalance(new PublicKey(account0)))).toBe(5000n + rent)
    // A second send reuses the account: the base fee only.
    expect(await adapter.estimateTransferFee!({ network, from: account0, to, token })).toBe(5000n)
    await adapter.sendTransfer!({
      connector: connector(),
      network,
      from: account0,
      to,
      amount: '1.5',
      token: { address: SOLANA_TEST_MINT.address, decimals: SOLANA_TEST_MINT.decimals },
    })
    expect((await adapter.getTokenHoldings!({ address: to, network }))[0]?.formatted).toBe('6.5')
  })

  it('sends through a wallet that only signs: Portico sends the signed transaction to the node', async () => {
    const { portico, adapter } = await startHarness()
    const { id } = registerVariant(
      'Sign only',
      ({ 'solana:signAndSendTransaction': _, ...features }) => features,
    )
    await vi.waitFor(() => expect(portico.wallet.getState().connectors.map((c) => c.id)).toContain(id))
    await portico.wallet.connect({ connectorId: id })
    const connector = portico.wallet.getState().connectors.find((c) => c.id === id)!
    const to = Keypair.generate().publicKey.toBase58()
    const signature = await adapter.sendTransfer!({ connector, network, from: account0, to, amount: '0.05' })
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
    expect(await connection.getBalance(new PublicKey(to))).toBe(0.05 * LAMPORTS_PER_SOL)
  })

  it('refuses a send answer without a signature as an unreadable wallet answer', async () => {
    const { portico, adapter } = await startHarness()
    const { id } = registerVariant('No signature', (features) => ({
      ...features,
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async () => [{ signature: 'not bytes' }],
      },
    }))
    await vi.waitFor(() => expect(portico.wallet.getState().connectors.map((c) => c.id)).toContain(id))
    await portico.wallet.connect({ connectorId: id })
    const connector = portico.wallet.getState().connectors.find((c) => c.id === id)!
    const before = await connection.getBalance(new PublicKey(account0))
    await expect(
      adapter.sendTransfer!({ connector, network, from: account0, to: account1, amount: '0.05' }),
    ).rejects.toMatchObject({
      name: 'InvalidWalletAnswerError',
      shortMessage: 'The wallet answered with data Portico cannot read.',
    })
    expect(await connection.getBalance(new PublicKey(account0))).toBe(before)
  })

  it('refuses bad input and leaves balances unchanged', async () => {
    const { adapter, connector } = await connected()
    const before = await connection.getBalance(new PublicKey(account0))
    const send = (to: string, amount: string) =>
      adapter.sendTransfer!({ connector: connector(), network, from: account0, to, amount })
    await expect(send('not-an-address', '1')).rejects.toMatchObject({ name: 'InvalidAddressError' })
    await expect(send(account1, '0.0000000001')).rejects.toMatchObject({ name: 'InvalidSolanaTransferError' })
    await expect(send(account1, '1000000')).rejects.toThrow()
    expect(await connection.getBalance(new PublicKey(account0))).toBe(before)
  })
})
