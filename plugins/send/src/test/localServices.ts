import { defineNetwork, type Network, type PorticoOptions } from '@portico/kernel'
import { testNetworks } from '@portico/kernel/testing'
import { type ApiEmulator, startApiEmulator } from '@portico/testkit/services/api/index'
import {
  DEV_ACCOUNTS,
  type LocalChain,
  type LocalChains,
  startLocalChains,
} from '@portico/testkit/services/chains/index'
import { createTestClient, http } from 'viem'

/** Dev account 0: the connected account of the send tests. */
export const SENDER = DEV_ACCOUNTS[0]!.address
/** Dev account 1: `alice.portico.eth`, with an SVG avatar, in the emulator's identity fixture. */
export const RECEIVER = DEV_ACCOUNTS[1]!.address
/** Dev account 3: neither name nor avatar in the identity fixture. */
export const NAMELESS = DEV_ACCOUNTS[3]!.address

/**
 * The gas price the emulator answers for the local chain: its base fee is pinned at 0 (see
 * `startLocalServices`), so the EIP-1559 max fee is anvil's 1 gwei tip alone.
 */
export const GAS_PRICE_WEI = 1_000_000_000n

export type LocalServices = {
  local: LocalChains
  chain: LocalChain
  api: ApiEmulator
  /** The local chain as a kernel network. */
  network: Network
  /** The local chain first (the wallet's default), then Ethereum and Base of the kernel's test networks. */
  networks: Network[]
  /** Kernel options pointing every hosted service at the emulator: nothing leaves the machine. */
  kernelOptions: Pick<PorticoOptions, 'api' | 'networks'>
  stop(): Promise<void>
}

/**
 * The real local services of the send tests: one seeded anvil chain (31337) and the Blockchain API
 * emulator reading it, on free ports. Start once per test file (`beforeAll`), `api.reset()` after
 * each test, `stop()` in `afterAll`.
 */
export async function startLocalServices(): Promise<LocalServices> {
  const local = await startLocalChains({ chains: [{ chainId: 31337, port: 0 }] })
  const chain = local.chains[0]!
  let api: ApiEmulator
  try {
    // The emulator's gas price is the chain's EIP-1559 max fee (base fee × 1.2 + tip). The base fee
    // left by the seeding is an odd number; an empty block with base fee 0 makes the price the tip,
    // and it stays there (blocks below their gas target never raise a base fee of 0).
    const anvil = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl, { retryCount: 0 }) })
    await anvil.setNextBlockBaseFeePerGas({ baseFeePerGas: 0n })
    await anvil.mine({ blocks: 1 })
    api = await startApiEmulator({ chains: local.chains })
  } catch (error) {
    await local.stop()
    throw error
  }
  const network = defineNetwork({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
  const networks = [network, testNetworks.ethereum, testNetworks.base]
  return {
    local,
    chain,
    api,
    network,
    networks,
    kernelOptions: {
      networks,
      api: { blockchainApi: api.url, catalogApi: api.url, analytics: api.url },
    },
    async stop() {
      await api.close()
      await local.stop()
    },
  }
}
