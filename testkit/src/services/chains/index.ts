import { createTestClient, http, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { portFromEnv } from '../net'
import { type AnvilProcess, AnvilStartError, spawnAnvil } from './anvil'
import {
  ANVIL_MNEMONIC,
  chainPortEnvVar,
  DEV_ACCOUNTS,
  type DevAccount,
  LOCAL_CHAIN_DEFAULTS,
  type LocalChainInfo,
  localChainInfo,
} from './constants'
import { reservePort } from './ports'
import { seedChain } from './seed'
import { seedSwapPool } from './swapSeed'

export { resolveAnvilBinary } from './anvil'
export * from './constants'
export { nftAbi, tokenAbi, viemChain } from './seed'
export * from './swapConstants'
export { swapPoolAbi, usdcAbi } from './swapSeed'

export type LocalChainConfig = { chainId: number; port: number }

export type StartLocalChainsOptions = {
  /** Chains to start; port 0 picks a free port. Default: 31337 and 31338 on the ports of
   *  `PORTICO_CHAIN_A_PORT` / `PORTICO_CHAIN_B_PORT` (8545 / 8546). */
  chains?: LocalChainConfig[]
  /** Number of dev accounts per chain (anvil `--accounts`), default 10. */
  accounts?: number
}

export type LocalChain = LocalChainInfo

export type LocalChains = {
  chains: LocalChain[]
  accounts: DevAccount[]
  /** `evm_snapshot` on every chain, ids in chain order. */
  snapshot(): Promise<string[]>
  /** `evm_revert` on every chain with the ids of `snapshot()`. Anvil drops a snapshot once reverted to. */
  revert(ids: string[]): Promise<void>
  /** Stops every anvil process. Safe to call more than once. */
  stop(): Promise<void>
}

/** The default chain list, honouring the port env vars. */
export function defaultLocalChainConfigs(): LocalChainConfig[] {
  return LOCAL_CHAIN_DEFAULTS.map((chain) => ({
    chainId: chain.chainId,
    port: portFromEnv(chain.portEnvVar, chain.defaultPort),
  }))
}

/** Dev accounts of anvil's default mnemonic (the first ten are precomputed). */
export function devAccounts(count: number): DevAccount[] {
  const accounts: DevAccount[] = []
  for (let index = 0; index < count; index++) {
    const known = DEV_ACCOUNTS[index]
    if (known) {
      accounts.push(known)
      continue
    }
    const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index })
    const privateKey = account.getHdKey().privateKey
    if (!privateKey) throw new Error(`Cannot derive dev account ${index}`)
    accounts.push({ address: account.address, privateKey: toHex(privateKey) })
  }
  return accounts
}

async function startOne(config: LocalChainConfig, index: number, accounts: number): Promise<AnvilProcess> {
  const envVar = chainPortEnvVar(index)
  const service = `Local chain ${config.chainId}`
  // A fixed port that is taken must fail loudly; a free port (0) may lose a race with another process,
  // in which case we simply pick another one.
  for (let attempt = 0; ; attempt++) {
    const port = await reservePort(service, config.port, envVar)
    try {
      return await spawnAnvil({ port, chainId: config.chainId, accounts })
    } catch (error) {
      if (config.port === 0 && error instanceof AnvilStartError && error.addressInUse && attempt < 3) continue
      throw error
    }
  }
}

/**
 * Starts one anvil per chain, deploys the Portico test contracts from dev account 0 (same addresses on
 * every chain) and mints the seed balances. Reject with `PortInUseError` when a fixed port is taken.
 */
export async function startLocalChains(options: StartLocalChainsOptions = {}): Promise<LocalChains> {
  const configs = options.chains ?? defaultLocalChainConfigs()
  const accountCount = options.accounts ?? 10
  if (!Number.isInteger(accountCount) || accountCount < 1)
    throw new Error('accounts must be a positive integer')
  const ids = new Set(configs.map((config) => config.chainId))
  if (ids.size !== configs.length) throw new Error('startLocalChains: chain ids must be distinct')

  const accounts = devAccounts(accountCount)
  const started = await Promise.allSettled(
    configs.map((config, index) => startOne(config, index, accountCount)),
  )
  const processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => {
    await Promise.all(processes.map((process) => process.stop()))
  }
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) {
    await stop()
    throw failure.reason
  }

  const chains = configs.map((config, index) => localChainInfo(config.chainId, processes[index]!.port))
  try {
    await Promise.all(chains.map((chain) => seedChain(chain, accounts).then(() => seedSwapPool(chain))))
  } catch (error) {
    await stop()
    throw error
  }

  const testClients = chains.map((chain) =>
    createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl, { retryCount: 0 }) }),
  )
  return {
    chains,
    accounts,
    snapshot: () => Promise.all(testClients.map((client) => client.snapshot())),
    async revert(snapshotIds) {
      if (snapshotIds.length !== testClients.length) {
        throw new Error(`revert needs ${testClients.length} snapshot ids, got ${snapshotIds.length}`)
      }
      await Promise.all(
        testClients.map((client, index) => client.revert({ id: snapshotIds[index] as `0x${string}` })),
      )
    },
    stop,
  }
}
