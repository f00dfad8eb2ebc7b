import {
  type CaipNetworkId,
  type ChainNamespace,
  defineNetwork,
  type FeatureFlags,
  type Network,
  type PluginInput,
  type Portico,
} from '@portico/kernel'
import { createTestPortico, mockChain } from '@portico/kernel/testing'
import { type ApiEmulator, startApiEmulator } from '@portico/testkit/services/api/index'
import {
  type LocalChain,
  type LocalChains,
  startLocalChains,
  viemChain,
} from '@portico/testkit/services/chains/index'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  type Hash,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type ActivityParameters, activity } from '../plugin.js'
import { activityTokens } from '../tokens.js'

/**
 * The real local services for integration and view tests: two anvil chains seeded with the test
 * contracts and the Blockchain API emulator reading them, on free ports.
 */
export async function startLocalServices() {
  const chains: LocalChains = await startLocalChains({
    chains: [
      { chainId: 31337, port: 0 },
      { chainId: 31338, port: 0 },
    ],
  })
  let api: ApiEmulator
  try {
    api = await startApiEmulator({ chains: chains.chains })
  } catch (error) {
    await chains.stop()
    throw error
  }
  const networks = chains.chains.map((chain) =>
    defineNetwork({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
  )
  const kernels: Portico[] = []

  /**
   * A started kernel with a mock wallet of `address` and the activity plugin, every remote service
   * pointed at the emulator; not connected yet (`connect()`).
   */
  async function kernel({
    address,
    namespace = 'eip155',
    caipNetworkId = chains.chains[0]!.caipNetworkId,
    features,
    parameters,
    plugins = [],
    extraNetworks = [],
    projectId = 'portico-tests',
  }: {
    address: string
    namespace?: ChainNamespace
    /** The mock wallet's own network (default chain A); connecting moves it to the app's first one. */
    caipNetworkId?: CaipNetworkId
    features?: Partial<FeatureFlags>
    parameters?: ActivityParameters
    /** More plugins, e.g. the ui plugin for its Account view. */
    plugins?: PluginInput[]
    /** Networks the app knows besides the local chains. */
    extraNetworks?: Network[]
    projectId?: string
  }) {
    const wallet = mockChain({ namespace, accounts: [address], caipNetworkId })
    const portico = createTestPortico({
      networks: [...networks, ...extraNetworks],
      plugins: [...plugins, wallet.plugin, activity(parameters)],
      projectId,
      features,
      // Every remote service is the local emulator: nothing leaves the machine.
      api: { blockchainApi: api.url, catalogApi: api.url, analytics: api.url },
    })
    kernels.push(portico)
    await portico.start()
    return {
      portico,
      wallet,
      connect: () => portico.wallet.connect({ connectorId: 'mock.injected' }),
      service: () => portico.resolve(activityTokens.service).load(),
    }
  }

  return {
    chains,
    api,
    networks,
    kernel,
    /** A started kernel whose mock EVM wallet is connected as dev account `accountIndex` on chain A. */
    async connectedKernel({
      accountIndex,
      parameters,
      plugins = [],
    }: {
      accountIndex: number
      parameters?: ActivityParameters
      /** More plugins, e.g. the ui plugin for its Account view. */
      plugins?: PluginInput[]
    }) {
      const kit = await kernel({ address: chains.accounts[accountIndex]!.address, parameters, plugins })
      await kit.connect()
      return { portico: kit.portico, wallet: kit.wallet, activity: await kit.service() }
    },
    /** Disposes the kernels made so far (they are disposed by `stop()` anyway). */
    async disposeKernels() {
      for (const kernel of kernels.splice(0)) await kernel.dispose()
    },
    /** Sets a fault through the emulator's admin endpoint, as a test in another process would. */
    async injectFault(fault: { kind: string; status?: number; delayMs?: number; times?: number }) {
      const response = await fetch(`${api.url}/__emulator/faults`, {
        method: 'POST',
        body: JSON.stringify({ route: 'history', times: 1, ...fault }),
      })
      if (!response.ok) throw new Error(`Fault not set: ${response.status} ${await response.text()}`)
    },
    async clearFaults() {
      await fetch(`${api.url}/__emulator/faults`, { method: 'DELETE' })
    },
    async stop() {
      for (const kernel of kernels.splice(0)) await kernel.dispose()
      await api.close()
      await chains.stop()
    },
  }
}

export type LocalServices = Awaited<ReturnType<typeof startLocalServices>>

/** Wallet and public clients of a dev account on a local chain. */
export function devClients(
  services: LocalServices,
  accountIndex: number,
  chain: LocalChain = services.chains.chains[0]!,
) {
  const transport = http(chain.rpcUrl)
  const account = privateKeyToAccount(services.chains.accounts[accountIndex]!.privateKey)
  return {
    account,
    chain,
    publicClient: createPublicClient({ chain: viemChain(chain), transport, pollingInterval: 20 }),
    walletClient: createWalletClient({ chain: viemChain(chain), transport, account }),
  }
}

/**
 * Sends 0.1 ETH and 5 PTT from one dev account to another and waits for both receipts (anvil's
 * automine mines after answering, so a receipt is the only proof the block exists).
 */
export async function sendNativeAndToken(services: LocalServices, from: number, to: number) {
  const { publicClient, walletClient, chain } = devClients(services, from)
  const recipient = services.chains.accounts[to]!.address
  const nativeHash = await walletClient.sendTransaction({ to: recipient, value: parseEther('0.1') })
  await publicClient.waitForTransactionReceipt({ hash: nativeHash })
  const tokenHash = await walletClient.writeContract({
    address: chain.erc20.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [recipient, parseUnits('5', 18)],
  })
  await publicClient.waitForTransactionReceipt({ hash: tokenHash })
  return { nativeHash, tokenHash }
}

/** Sends `count` small native transfers with consecutive nonces and waits for the last receipt. */
export async function sendMany(
  services: LocalServices,
  from: number,
  to: number,
  count: number,
): Promise<Hash[]> {
  return sendManyTo(services, { from, to: services.chains.accounts[to]!.address, count })
}

/**
 * Sends `count` transfers of 0.001 ETH from dev account `from` to any address (e.g. a fresh one with
 * no history) on `chain` (default chain A), with consecutive nonces, and waits for every receipt.
 */
export async function sendManyTo(
  services: LocalServices,
  { from, to, count, chain }: { from: number; to: Address; count: number; chain?: LocalChain },
): Promise<Hash[]> {
  const { publicClient, walletClient, account } = devClients(services, from, chain)
  const start = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const hashes: Hash[] = []
  for (let index = 0; index < count; index++) {
    hashes.push(
      await walletClient.sendTransaction({
        to,
        value: parseEther('0.001'),
        nonce: start + index,
        gas: 21_000n,
      }),
    )
  }
  await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })))
  return hashes
}

/** Gives the next block mined on `chain` (default chain A) the time `at` (anvil only moves forward). */
export async function setNextBlockTime(services: LocalServices, at: Date, chain?: LocalChain) {
  const target = chain ?? services.chains.chains[0]!
  await createTestClient({ mode: 'anvil', transport: http(target.rpcUrl) }).setNextBlockTimestamp({
    timestamp: BigInt(Math.floor(at.getTime() / 1000)),
  })
}
