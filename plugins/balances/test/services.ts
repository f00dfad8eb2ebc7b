/**
 * Real local services for the balances tests: two anvil chains seeded with PTT and PNFT, and the
 * Blockchain API emulator reading them. Plus a connected kernel with the mock wallet on one chain.
 */
import {
  defineNetwork,
  type Network,
  type PluginInput,
  type Portico,
  type PorticoOptions,
} from '@portico/kernel'
import { createTestPortico, mockChain } from '@portico/kernel/testing'
import { type ApiEmulator, startApiEmulator } from '@portico/testkit/services/api/index'
import {
  type LocalChain,
  type LocalChains,
  nftAbi,
  startLocalChains,
  viemChain,
} from '@portico/testkit/services/chains/index'
import {
  type Abi,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  type Hash,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { balances } from '../src/plugin.js'
import type { BalancesOptions } from '../src/types.js'

export const PROJECT_ID = 'balances-tests'

export type Services = {
  local: LocalChains
  api: ApiEmulator
  chainA: LocalChain
  chainB: LocalChain
  stop(): Promise<void>
}

/** Starts both anvil chains on free ports and the emulator in front of them. */
export async function startServices(): Promise<Services> {
  const local = await startLocalChains({
    chains: [
      { chainId: 31337, port: 0 },
      { chainId: 31338, port: 0 },
    ],
  })
  let api: ApiEmulator
  try {
    api = await startApiEmulator({ chains: local.chains })
  } catch (error) {
    await local.stop()
    throw error
  }
  return {
    local,
    api,
    chainA: local.chains[0]!,
    chainB: local.chains[1]!,
    async stop() {
      await api.close()
      await local.stop()
    },
  }
}

/** A kernel network for a running local chain. */
export function networkOf(chain: LocalChain): Network {
  return defineNetwork({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/** A network no service knows: not in `/v1/supported-chains`, and its RPC port is closed. */
export const unlistedNetwork: Network = defineNetwork({
  id: 31339,
  name: 'Unlisted',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

export type ConnectedKernelParameters = {
  services: Services
  /** The account the mock wallet connects; default dev account 0. */
  address?: string
  /** The network the wallet connects on; default chain A. */
  network?: Network
  options?: BalancesOptions
  kernel?: Partial<Omit<PorticoOptions, 'plugins'>>
  /** Composed before the wallet and balances plugins (e.g. the ui plugin). */
  plugins?: PluginInput[]
}

/**
 * A started kernel with the balances plugin, pointed at the emulator, whose mock wallet is
 * connected to a real dev account on a real chain.
 */
export async function connectedKernel({
  services,
  address = services.local.accounts[0]!.address,
  network = networkOf(services.chainA),
  options,
  kernel,
  plugins = [],
}: ConnectedKernelParameters): Promise<Portico> {
  const wallet = mockChain({ accounts: [address], caipNetworkId: network.caipNetworkId })
  const networks = [networkOf(services.chainA), networkOf(services.chainB), unlistedNetwork]
  const portico = createTestPortico({
    networks,
    projectId: PROJECT_ID,
    // Every hosted service points at the emulator: nothing leaves the machine.
    api: { blockchainApi: services.api.url, catalogApi: services.api.url, analytics: services.api.url },
    plugins: [...plugins, wallet.plugin, balances(options)],
    ...kernel,
  })
  await portico.start()
  await portico.wallet.connect({ connectorId: 'mock.injected', network })
  return portico
}

export function publicClient(chain: LocalChain): PublicClient {
  return createPublicClient({
    transport: http(chain.rpcUrl, { retryCount: 0 }),
    pollingInterval: 20,
  }) as PublicClient
}

/** The balances as anvil has them now, formatted like the API (human-readable decimals). */
export async function chainBalances(chain: LocalChain, address: string) {
  const client = publicClient(chain)
  const owner = address as `0x${string}`
  const [eth, ptt] = await Promise.all([
    client.getBalance({ address: owner }),
    client.readContract({
      address: chain.erc20.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    }),
  ])
  return { eth: formatUnits(eth, 18), ptt: formatUnits(ptt, chain.erc20.decimals) }
}

function walletOf(services: Services, chain: LocalChain, accountIndex: number) {
  return createWalletClient({
    chain: viemChain(chain),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
    account: privateKeyToAccount(services.local.accounts[accountIndex]!.privateKey),
  })
}

/** Waits for the receipt: anvil's automine mines asynchronously, after the hash is returned. */
async function mined(chain: LocalChain, hash: Hash) {
  const receipt = await publicClient(chain).waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
}

export async function sendEth(services: Services, chain: LocalChain, from: number, to: string, wei: bigint) {
  const hash = await walletOf(services, chain, from).sendTransaction({ to: to as `0x${string}`, value: wei })
  await mined(chain, hash)
}

export async function sendPtt(
  services: Services,
  chain: LocalChain,
  from: number,
  to: string,
  amount: bigint,
) {
  const hash = await walletOf(services, chain, from).writeContract({
    address: chain.erc20.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to as `0x${string}`, amount],
  })
  await mined(chain, hash)
}

export async function sendNft(
  services: Services,
  chain: LocalChain,
  from: number,
  to: string,
  tokenId: bigint,
) {
  const wallet = walletOf(services, chain, from)
  const hash = await wallet.writeContract({
    address: chain.erc721.address,
    abi: nftAbi,
    functionName: 'transferFrom',
    args: [wallet.account.address, to as `0x${string}`, tokenId],
  })
  await mined(chain, hash)
}

/** A clock the caches and the retry gap read; tests move it forward instead of waiting. */
export function testClock(start = Date.now()) {
  let current = start
  return {
    now: () => current,
    advance(ms: number) {
      current += ms
    },
  }
}

/** Resolves once every pending promise callback and the given number of macrotasks have run. */
export function settle(turns = 2): Promise<void> {
  let chain = Promise.resolve()
  for (let i = 0; i < turns; i++) chain = chain.then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  return chain
}

/** Deploys compiled bytecode from a dev account and returns the contract's address once mined. */
export async function deploy(
  services: Services,
  chain: LocalChain,
  from: number,
  contract: { abi: Abi; bytecode: Hex },
  args: readonly unknown[],
): Promise<`0x${string}`> {
  const hash = await walletOf(services, chain, from).deployContract({ ...contract, args })
  const receipt = await publicClient(chain).waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`Deployment ${hash} failed`)
  return receipt.contractAddress
}
